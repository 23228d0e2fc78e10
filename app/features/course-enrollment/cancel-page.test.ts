import { describe, expect, it } from "vitest";
import type { CourseEnrollmentFieldsFragment } from "../../graphql/generated.ts";
import { canceledOnText, isCancelToken, notCancelableReason } from "./cancel-page.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

function enrollment(course: Partial<CourseEnrollmentFieldsFragment["course"]>): CourseEnrollmentFieldsFragment {
  return {
    course: {
      status: "PUBLISHED",
      timeFrame: { start: "2026-12-01T09:00:00Z", end: "2026-12-01T16:00:00Z" },
      ...course,
    },
  } as CourseEnrollmentFieldsFragment;
}

describe("the cancel page", () => {
  it("accepts only tokens shaped like the ones the e-mail links", () => {
    expect(isCancelToken("q3Jx_2-abcdefghijklmnopqrstuvwx")).toBe(true);
    expect(isCancelToken("kort")).toBe(false);
    expect(isCancelToken("met spaties en zo verder enzovoort")).toBe(false);
    expect(isCancelToken("x".repeat(101))).toBe(false);
    expect(isCancelToken(undefined)).toBe(false);
  });

  it("explains why a place can no longer be given back", () => {
    expect(notCancelableReason(enrollment({ status: "CANCELED" }), NOW)).toContain("geannuleerd");
    expect(notCancelableReason(enrollment({ status: "COMPLETED" }), NOW)).toContain("afgerond");
    const started = enrollment({ timeFrame: { start: "2026-11-22T09:00:00Z", end: "2026-11-22T16:00:00Z" } });
    expect(notCancelableReason(started, NOW)).toContain("al begonnen");
  });

  it("says when the enrolment was cancelled, in Amsterdam time", () => {
    expect(canceledOnText("2026-03-03T13:05:00Z")).toBe(
      "Je hebt je op 3 maart 2026 om 14:05 afgemeld voor deze cursus.",
    );
  });
});
