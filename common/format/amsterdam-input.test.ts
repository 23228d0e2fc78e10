import { describe, expect, it } from "vitest";
import { parseAmsterdamLocal, toAmsterdamDateInput, toAmsterdamLocalInput } from "./amsterdam-input.ts";

describe("moments typed in Amsterdam time", () => {
  it("reads winter and summer times with their own offset", () => {
    expect(parseAmsterdamLocal("2027-03-11T09:30")?.toISOString()).toBe("2027-03-11T08:30:00.000Z");
    expect(parseAmsterdamLocal("2027-07-01T09:30")?.toISOString()).toBe("2027-07-01T07:30:00.000Z");
    expect(parseAmsterdamLocal("2027-07-01")?.toISOString()).toBe("2027-06-30T22:00:00.000Z");
  });

  it("reads the hours around the clock changes", () => {
    // 28 March 2027: 02:00 becomes 03:00; 31 October 2027: 03:00 becomes 02:00.
    expect(parseAmsterdamLocal("2027-03-28T01:30")?.toISOString()).toBe("2027-03-28T00:30:00.000Z");
    expect(parseAmsterdamLocal("2027-03-28T03:30")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(parseAmsterdamLocal("2027-10-31T04:00")?.toISOString()).toBe("2027-10-31T03:00:00.000Z");
  });

  it("refuses what is not a date, or a date that does not exist", () => {
    for (const value of [
      "",
      "morgen",
      "2027-02-30",
      "2027-13-01",
      "2027-03-11T24:00",
      "2027-03-11 09:30",
      "11-03-2027",
    ]) {
      expect(parseAmsterdamLocal(value)).toBeNull();
    }
  });

  it("shows a moment as the inputs take it, round trip included", () => {
    expect(toAmsterdamLocalInput(new Date("2027-03-11T08:30:00Z"))).toBe("2027-03-11T09:30");
    expect(toAmsterdamLocalInput("2027-07-01T07:30:00.000Z")).toBe("2027-07-01T09:30");
    expect(toAmsterdamDateInput("2027-06-30T22:30:00.000Z")).toBe("2027-07-01");
    expect(parseAmsterdamLocal(toAmsterdamLocalInput("2027-10-01T10:15:00.000Z"))?.toISOString()).toBe(
      "2027-10-01T10:15:00.000Z",
    );
  });
});
