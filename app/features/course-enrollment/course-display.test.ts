import { describe, expect, it } from "vitest";
import type { CoursePhase } from "../../graphql/generated.ts";
import {
  COURSE_PHASE_LABEL,
  courseLoadingLabel,
  formatCourseMoment,
  formatCourseStart,
  placesAvailableLabel,
} from "./course-display.ts";

// Which phase a course is in is the server's rule (server/domain/courses/course-phase.test.ts); the page
// names each phase the API answers.
describe("the course status labels", () => {
  it("names every phase of the API", () => {
    const labels: Record<CoursePhase, string> = {
      OPEN: "Open voor inschrijving",
      FULL: "Volgeboekt",
      STARTED: "Inschrijving gesloten",
      CANCELED: "Geannuleerd",
      COMPLETED: "Afgerond",
    };
    expect(COURSE_PHASE_LABEL).toEqual(labels);
  });
});

describe("course texts", () => {
  it("formats the card start and the detail moments in Amsterdam time", () => {
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
