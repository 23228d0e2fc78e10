import { describe, expect, it } from "vitest";
import { formatEuro, formatInAmsterdam, formatTimeFrame, isSameAmsterdamDay } from "./format.ts";

describe("formatEuro", () => {
  it("shows euros with a comma and always two decimals", () => {
    expect(formatEuro(12.5)).toBe("€ 12,50");
    expect(formatEuro(0)).toBe("€ 0,00");
    expect(formatEuro(149)).toBe("€ 149,00");
  });

  it("groups thousands with a dot", () => {
    expect(formatEuro(1234.5)).toBe("€ 1.234,50");
  });

  it("rounds to cents", () => {
    expect(formatEuro(0.1 + 0.2)).toBe("€ 0,30");
  });
});

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
