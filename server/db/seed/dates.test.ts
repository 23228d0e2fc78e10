import { describe, expect, it } from "vitest";
import {
  addDays,
  amsterdamDay,
  amsterdamOffsetMinutes,
  atAmsterdamTime,
  daysFromNowAt,
  onOrAfterWeekday,
  weekdayOf,
} from "./dates.ts";

describe("Amsterdam wall-clock dates", () => {
  it("knows the winter and summer offsets", () => {
    expect(amsterdamOffsetMinutes(new Date("2026-01-15T12:00:00Z"))).toBe(60);
    expect(amsterdamOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(120);
  });

  it("places a wall-clock time in winter and in summer", () => {
    expect(atAmsterdamTime({ year: 2026, month: 1, day: 15 }, "13:00").toISOString()).toBe("2026-01-15T12:00:00.000Z");
    expect(atAmsterdamTime({ year: 2026, month: 7, day: 15 }, "13:00").toISOString()).toBe("2026-07-15T11:00:00.000Z");
  });

  it("is right on the days the clocks change", () => {
    // Summer time starts on 29 March 2026 at 02:00 and ends on 25 October 2026 at 03:00.
    expect(atAmsterdamTime({ year: 2026, month: 3, day: 29 }, "01:30").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(atAmsterdamTime({ year: 2026, month: 3, day: 29 }, "09:00").toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(atAmsterdamTime({ year: 2026, month: 10, day: 25 }, "09:00").toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(atAmsterdamTime({ year: 2026, month: 10, day: 24 }, "23:59").toISOString()).toBe("2026-10-24T21:59:00.000Z");
  });

  it("counts days on the Amsterdam calendar, not in UTC", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam.
    const now = new Date("2025-12-31T23:30:00Z");
    expect(amsterdamDay(now)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(daysFromNowAt(now, 1, "10:00").toISOString()).toBe("2026-01-02T09:00:00.000Z");
    // A whole day across the spring change is 23 hours, and the wall-clock time stays the same.
    const before = new Date("2026-03-28T09:00:00Z");
    expect(daysFromNowAt(before, 1, "10:00").toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });

  it("finds weekdays and adds days across month and year ends", () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(weekdayOf({ year: 2026, month: 3, day: 23 })).toBe(0); // a Monday
    expect(onOrAfterWeekday({ year: 2026, month: 3, day: 24 }, 0)).toEqual({ year: 2026, month: 3, day: 30 });
    expect(onOrAfterWeekday({ year: 2026, month: 3, day: 23 }, 0)).toEqual({ year: 2026, month: 3, day: 23 });
  });
});
