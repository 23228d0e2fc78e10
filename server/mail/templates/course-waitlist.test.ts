import { describe, expect, it } from "vitest";
import type { CourseMailCourse } from "./course-mail-rows.ts";
import {
  courseWaitlistClosedMail,
  courseWaitlistExpiredMail,
  courseWaitlistJoinedMail,
  courseWaitlistOfferMail,
} from "./course-waitlist.ts";

const publicUrl = "https://forensischforum.example.org";
const course: CourseMailCourse = {
  id: "c1",
  title: "Agressie & de-escalatie <basis>",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-11T15:30:00Z"),
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  organization: { name: "FPC 'De Kijvelanden'" },
};
const base = {
  firstName: '<img src=x onerror="alert(1)">',
  course,
  token: "tok_en-1",
  siteName: "Forensisch Forum",
  publicUrl,
};
const link = `${publicUrl}/vakschool/wachtlijst/tok_en-1`;

describe("the course waitlist mails", () => {
  it("tells the position and links to the waitlist page, escaping what was typed in the HTML", () => {
    const { subject, html, text } = courseWaitlistJoinedMail({ ...base, position: 3 });
    expect(subject).toBe("Je staat op de wachtlijst voor Agressie & de-escalatie <basis>");
    expect(text).toContain("op plaats 3");
    expect(text).toContain(link);
    expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<basis>");
  });

  it("offers the place with the deadline in Dutch, Amsterdam time, and the link to take it", () => {
    const { subject, text } = courseWaitlistOfferMail({ ...base, expiresAt: new Date("2027-03-03T10:00:00Z") });
    expect(subject).toBe("Er is een plaats vrij: Agressie & de-escalatie <basis>");
    expect(text).toContain("Neem de plaats vóór woensdag 3 maart 2027 om 11:00 uur");
    expect(text).toContain(link);
  });

  it("says an offer ran out and that the course does not go ahead, each without a waitlist link to act on", () => {
    const expired = courseWaitlistExpiredMail(base);
    expect(expired.text).toContain("niet op tijd genomen");
    expect(expired.text).toContain(`${publicUrl}/vakschool/c1`);
    const closed = courseWaitlistClosedMail(base);
    expect(closed.text).toContain("gaat helaas niet door");
    expect(closed.text).not.toContain(link);
  });
});
