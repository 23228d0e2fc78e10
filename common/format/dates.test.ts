import { describe, expect, it } from "vitest";
import {
  amsterdamYear,
  formatClockTime,
  formatDate,
  formatDateAtTime,
  formatInAmsterdam,
  formatLongDate,
  formatStartAndEnd,
  formatTimeFrame,
  formatTimeRange,
  isSameAmsterdamDay,
} from "./dates.ts";

describe("formatInAmsterdam", () => {
  it("formats the event pattern dd-MM-yyyy HH:mm in winter time (UTC+1)", () => {
    expect(formatInAmsterdam("2026-03-12T09:05:00Z", "dd-MM-yyyy HH:mm")).toBe("12-03-2026 10:05");
  });

  it("uses summer time (UTC+2) after the clocks go forward", () => {
    expect(formatInAmsterdam("2026-03-29T00:30:00Z", "HH:mm")).toBe("01:30");
    expect(formatInAmsterdam("2026-03-29T01:30:00Z", "HH:mm")).toBe("03:30");
    expect(formatInAmsterdam("2026-07-01T12:00:00Z", "dd-MM-yyyy HH:mm")).toBe("01-07-2026 14:00");
  });

  it("moves to the next day in Amsterdam when UTC is still on the previous one", () => {
    expect(formatInAmsterdam("2026-03-11T23:30:00Z", "dd-MM-yyyy HH:mm")).toBe("12-03-2026 00:30");
  });

  it("writes Dutch day and month names and copies quoted text", () => {
    expect(formatInAmsterdam("2026-03-12T09:00:00Z", "EEEE d MMMM yyyy 'om' HH:mm 'uur'")).toBe(
      "donderdag 12 maart 2026 om 10:00 uur",
    );
    expect(formatInAmsterdam(new Date("2026-10-05T10:00:00Z"), "dd MMMM yyyy 'om' HH:mm")).toBe(
      "05 oktober 2026 om 12:00",
    );
  });

  it("returns an empty string for an invalid date instead of 'Invalid Date'", () => {
    expect(formatInAmsterdam("geen datum", "dd-MM-yyyy")).toBe("");
  });
});

describe("formatTimeFrame", () => {
  it("shows a same-day frame as 'd MMM y - HH:mm tot HH:mm'", () => {
    expect(formatTimeFrame("2026-03-12T12:00:00Z", "2026-03-12T13:15:00Z")).toBe("12 mrt 2026 - 13:00 tot 14:15");
  });

  it("shows a frame over several days as 'd MMM - d MMM y'", () => {
    expect(formatTimeFrame("2026-03-12T08:00:00Z", "2026-03-13T16:00:00Z")).toBe("12 mrt - 13 mrt 2026");
  });

  it("decides 'same day' in Amsterdam, not in UTC", () => {
    expect(isSameAmsterdamDay("2026-03-11T23:30:00Z", "2026-03-12T10:00:00Z")).toBe(true);
    expect(isSameAmsterdamDay("2026-03-11T22:30:00Z", "2026-03-11T23:30:00Z")).toBe(false);
  });
});

describe("the formats of documents and e-mails", () => {
  const start = new Date("2027-03-11T08:30:00Z");
  const end = new Date("2027-03-11T15:30:00Z");

  it("writes dates with and without the day's name, and times on the 24-hour clock", () => {
    expect(formatDate(start)).toBe("11 maart 2027");
    expect(formatLongDate(start)).toBe("donderdag 11 maart 2027");
    expect(formatClockTime(new Date("2027-03-10T23:05:00Z"))).toBe("00:05");
    expect(formatDateAtTime(start)).toBe("donderdag 11 maart 2027 om 09:30 uur");
    expect(formatTimeRange(start, end)).toBe("09:30 - 16:30");
  });

  it("gives the end's date too only when it falls on another day in Amsterdam", () => {
    expect(formatStartAndEnd(start, end)).toBe("donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)");
    expect(formatStartAndEnd(start, new Date("2027-03-12T15:30:00Z"))).toBe(
      "donderdag 11 maart 2027 om 09:30 uur (tot vrijdag 12 maart 2027 om 16:30 uur)",
    );
  });

  it("takes the year in Amsterdam, which on New Year's Eve is already the next one", () => {
    expect(amsterdamYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(amsterdamYear("2026-12-31T22:30:00Z")).toBe(2026);
  });
});
