import { describe, expect, it } from "vitest";
import { eventPhase, hasEnded } from "./event-phase.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const event = (startsInHours: number, endsInHours: number, canceledAt: Date | null = null) => ({
  startsAt: at(startsInHours),
  endsAt: at(endsInHours),
  canceledAt,
});

describe("the event phase", () => {
  it("is upcoming before the start, ongoing until the end, past from the end moment itself", () => {
    expect(eventPhase(event(1, 9), NOW)).toBe("UPCOMING");
    expect(eventPhase(event(0, 8), NOW)).toBe("ONGOING");
    expect(eventPhase(event(-8, 0), NOW)).toBe("PAST");
    expect(hasEnded(event(-8, 0), NOW)).toBe(true);
    expect(hasEnded({ endsAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
  });

  it("says canceled even when the canceled event is over", () => {
    expect(eventPhase(event(-48, -40, at(-100)), NOW)).toBe("CANCELED");
    expect(eventPhase(event(24, 32, at(-1)), NOW)).toBe("CANCELED");
  });
});
