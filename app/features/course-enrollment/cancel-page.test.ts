import { describe, expect, it } from "vitest";
import { canceledOnText } from "./cancel-page.ts";

// The token shape and why a place can no longer be given back are the server's rules now:
// common/cancel-token.test.ts and server/domain/courses/course-phase.test.ts.
describe("the cancel page", () => {
  it("says when the enrolment was cancelled, in Amsterdam time", () => {
    expect(canceledOnText("2026-03-03T13:05:00Z")).toBe(
      "Je hebt je op 3 maart 2026 om 14:05 afgemeld voor deze cursus.",
    );
  });
});
