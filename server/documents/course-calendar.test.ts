import { describe, expect, it } from "vitest";
import type { EnrollmentWithCourse } from "../domain/courses/enrollment-view.ts";
import { courseCalendar, organizerEmail } from "./course-calendar.ts";

const site = { name: "Forensisch Forum", publicUrl: "https://ff.example.org", mailFrom: "FF <info@ff.example.org>" };
const canceledAt = new Date("2027-02-03T09:15:00Z");
const found = {
  enrollment: { id: "e1", cancelToken: "tok", createdAt: new Date("2027-02-01T10:00:00Z"), canceledAt },
  course: {
    id: "c1",
    title: "Risicotaxatie",
    summary: "Een praktijkdag.",
    startsAt: new Date("2027-03-11T08:30:00Z"),
    endsAt: new Date("2027-03-11T15:30:00Z"),
    street: "Lindelaan 40",
    postalCode: "3822 XK",
    city: "Amersfoort",
    country: "Nederland",
  },
} as unknown as EnrollmentWithCourse;

const unfolded = (ics: string) => ics.replaceAll("\r\n ", "");

describe("the calendar file of an enrolment", () => {
  it("publishes the course with the cancel link, the course page and a stable UID", () => {
    const ics = unfolded(courseCalendar("PUBLISH", found, site));
    expect(ics).toContain("UID:course-enrollment-e1@ff.example.org\r\n");
    expect(ics).toContain("DTSTAMP:20270201T100000Z\r\nDTSTART:20270311T083000Z\r\nDTEND:20270311T153000Z\r\n");
    expect(ics).toContain("SEQUENCE:0\r\nSTATUS:CONFIRMED\r\n");
    expect(ics).toContain("LOCATION:Lindelaan 40\\, 3822 XK Amersfoort\\, Nederland\r\n");
    expect(ics).toContain(
      "DESCRIPTION:Een praktijkdag.\\n\\nAfmelden voor deze cursus: https://ff.example.org/vakschool/afmelden/tok\r\n",
    );
    expect(ics).toContain("URL:https://ff.example.org/vakschool/c1\r\n");
    expect(ics).toContain('ORGANIZER;CN="Forensisch Forum":mailto:info@ff.example.org\r\n');
  });

  it("cancels the same event: same UID, a higher sequence, stamped when it was cancelled", () => {
    const ics = unfolded(courseCalendar("CANCEL", found, site));
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("UID:course-enrollment-e1@ff.example.org\r\n");
    expect(ics).toContain("DTSTAMP:20270203T091500Z\r\n");
    expect(ics).toContain("SEQUENCE:1\r\nSTATUS:CANCELLED\r\n");
    expect(ics).not.toContain("afmelden/tok");
  });

  it("names the organiser by the address of MAIL_FROM, with or without a name, and leaves it out otherwise", () => {
    expect(organizerEmail("Forensisch Forum <info@example.org>")).toBe("info@example.org");
    expect(organizerEmail(" info@example.org ")).toBe("info@example.org");
    expect(organizerEmail("Forensisch Forum")).toBeNull();
    expect(courseCalendar("PUBLISH", found, { ...site, mailFrom: "Forensisch Forum" })).not.toContain("ORGANIZER");
  });
});
