import { describe, expect, it } from "vitest";
import { rateLimitedError, tooManyAttemptsMessage } from "./visitor-limits.ts";

describe("the Dutch answer over a limit", () => {
  it("says the wait in whole minutes, rounded up, with 'minuut' for one", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Te veel pogingen. Probeer het over 1 minuut opnieuw.");
    expect(tooManyAttemptsMessage(60)).toBe("Te veel pogingen. Probeer het over 1 minuut opnieuw.");
    expect(tooManyAttemptsMessage(61)).toBe("Te veel pogingen. Probeer het over 2 minuten opnieuw.");
    expect(tooManyAttemptsMessage(3600)).toBe("Te veel pogingen. Probeer het over 60 minuten opnieuw.");
  });

  it("is a RATE_LIMITED error that carries the wait in seconds", () => {
    expect(rateLimitedError(90)).toMatchObject({
      code: "RATE_LIMITED",
      message: "Te veel pogingen. Probeer het over 2 minuten opnieuw.",
      details: { retryAfterSeconds: 90 },
    });
  });
});
