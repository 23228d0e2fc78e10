import { describe, expect, it } from "vitest";
import { httpAnswerOf, longestWait } from "./error-status.ts";

const limited = (retryAfterSeconds?: unknown) => ({ extensions: { code: "RATE_LIMITED", retryAfterSeconds } });
const unavailable = { extensions: { code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 30 } };

describe("the wait /graphql answers with Retry-After", () => {
  it("is the longest of the RATE_LIMITED errors, in whole seconds, and none without one", () => {
    expect(longestWait([limited(30), { extensions: { code: "NOT_FOUND" } }, limited(90.2)], "RATE_LIMITED")).toBe(91);
    expect(longestWait([limited()], "RATE_LIMITED")).toBe(60);
    expect(longestWait([{ extensions: { code: "SOLD_OUT" } }, {}], "RATE_LIMITED")).toBeNull();
  });
});

describe("the status /graphql answers with", () => {
  it("is 503 for an outage, before a rate limit in the same answer, 429 for a rate limit, and none otherwise", () => {
    expect(httpAnswerOf([limited(90), unavailable])).toEqual({ status: 503, retryAfterSeconds: 30 });
    expect(httpAnswerOf([limited(90)])).toEqual({ status: 429, retryAfterSeconds: 90 });
    expect(httpAnswerOf([{ extensions: { code: "INTERNAL_SERVER_ERROR" } }])).toBeNull();
  });
});
