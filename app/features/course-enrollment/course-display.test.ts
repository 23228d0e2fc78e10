import { describe, expect, it } from "vitest";
import {
  courseLoadingLabel,
  courseState,
  formatCourseMoment,
  formatCourseStart,
  placesAvailableLabel,
} from "./course-display.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const open = {
  status: "PUBLISHED" as const,
  isFull: false,
  availablePlaces: 3,
  timeFrame: { start: "2026-12-07T08:30:00.000Z" },
};

describe("the course state of spec §4", () => {
  it("is open, full, canceled or completed by status and places", () => {
    expect(courseState(open, NOW)).toBe("open");
    expect(courseState({ ...open, isFull: true, availablePlaces: 0 }, NOW)).toBe("full");
    expect(courseState({ ...open, status: "CANCELED" }, NOW)).toBe("canceled");
    expect(courseState({ ...open, status: "COMPLETED" }, NOW)).toBe("completed");
  });

  it("closes enrolment for a published course that has begun, as the server does", () => {
    expect(courseState({ ...open, timeFrame: { start: "2026-11-22T12:00:00.000Z" } }, NOW)).toBe("closed");
  });

  it("says canceled even when the canceled course was full", () => {
    expect(courseState({ ...open, status: "CANCELED", isFull: true, availablePlaces: 0 }, NOW)).toBe("canceled");
  });
});

describe("course texts", () => {
  it("formats the card start and the detail moments in Amsterdam time (spec §2)", () => {
    expect(formatCourseStart("2026-12-07T08:30:00.000Z")).toBe("07 december 2026 om 09:30");
    expect(formatCourseMoment("2026-06-01T07:00:00.000Z")).toBe("maandag 1 juni 2026 om 09:00 uur");
  });

  it("counts places in correct Dutch", () => {
    expect(placesAvailableLabel(0)).toBe("0 plaatsen beschikbaar");
    expect(placesAvailableLabel(1)).toBe("1 plaats beschikbaar");
    expect(placesAvailableLabel(12)).toBe("12 plaatsen beschikbaar");
  });

  it("says 'Cursus wordt geladen...' only on the way to a course", () => {
    expect(courseLoadingLabel("/vakschool/3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10")).toBe("Cursus wordt geladen...");
    expect(courseLoadingLabel("/vakschool")).toBe("Laden...");
    expect(courseLoadingLabel("/contact")).toBe("Laden...");
  });
});
