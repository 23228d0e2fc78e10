import { describe, expect, it } from "vitest";
import { mailFailureSummary } from "./failure-summary.ts";

describe("a mail server's refusal, summed up in Dutch for staff", () => {
  it.each([
    ["550 5.1.1 <x@example.org>: Recipient address rejected: User unknown", "weigerde de e-mail"],
    ["554 mailbox unavailable", "weigerde de e-mail"],
    ["421 4.7.0 Try again later", "weigerde tijdelijk"],
    ["connect ECONNREFUSED 127.0.0.1:25", "niet bereikbaar"],
    ["Greeting never received (ETIMEDOUT)", "niet bereikbaar"],
    ["Unexpected socket close", "laatste poging mislukt"],
  ])("%s", (error, summary) => {
    expect(mailFailureSummary(error)).toContain(summary);
    expect(mailFailureSummary(error)).not.toMatch(/[A-Z]{2,}|Recipient|rejected/);
  });
});
