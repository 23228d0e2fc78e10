import { describe, expect, it } from "vitest";
import { longestWait } from "./rate-limited-response.ts";

describe("the wait /graphql answers with Retry-After", () => {
  it("is the longest of the RATE_LIMITED errors, in whole seconds, and none without one", () => {
    const limited = (retryAfterSeconds?: unknown) => ({ extensions: { code: "RATE_LIMITED", retryAfterSeconds } });
    expect(longestWait([limited(30), { extensions: { code: "NOT_FOUND" } }, limited(90.2)])).toBe(91);
    expect(longestWait([limited()])).toBe(60);
    expect(longestWait([{ extensions: { code: "SOLD_OUT" } }, {}])).toBeNull();
  });
});
