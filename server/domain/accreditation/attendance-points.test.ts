import { describe, expect, it } from "vitest";
import {
  attendedMinutes,
  attendedWorkshops,
  earnedPoints,
  lowered,
  withoutSlots,
  type Programme,
} from "./attendance-points.ts";

// A forum day 09:00–17:00 (UTC here: the calculation is about minutes, not zones) with two workshop slots.
const at = (time: string) => new Date(`2027-03-11T${time}:00Z`);
const FORUM: Programme = {
  rule: "ALL_OR_NOTHING_MIN_PERCENT",
  minPercent: 100,
  plenaryPoints: "3",
  period: { startsAt: at("09:00"), endsAt: at("17:00") },
  slots: [
    {
      id: "ochtend",
      startsAt: at("11:00"),
      endsAt: at("12:30"),
      points: "1.5",
      workshops: [
        { id: "verhoor", name: "Verhoortechniek", points: null },
        { id: "sporen", name: "Sporenonderzoek", points: "2" },
      ],
    },
    {
      id: "middag",
      startsAt: at("14:00"),
      endsAt: at("15:30"),
      points: null,
      workshops: [
        { id: "risico", name: "Risicotaxatie", points: "1.25" },
        { id: "film", name: "Filmmiddag", points: null },
      ],
    },
  ],
};
const stayed = (...workshopIds: string[]) => ({
  leftAt: null,
  workshops: workshopIds.map((workshopId) => ({ workshopId, leftAt: null })),
});

describe("points per part", () => {
  it("adds the plenary points and those of each attended workshop, a workshop's own before its slot's", () => {
    expect(earnedPoints(FORUM, stayed("verhoor", "risico")).total).toBe("5.75");
    expect(earnedPoints(FORUM, stayed("sporen", "film")).total).toBe("5.00");
    expect(earnedPoints(FORUM, stayed()).parts).toEqual([
      { label: "Plenair programma", points: "3.00", earned: "3.00" },
    ]);
  });

  it("is the plenary part alone for a course or an event without slots", () => {
    const course = { ...FORUM, slots: [], plenaryPoints: "6" };
    expect(earnedPoints(course, stayed()).total).toBe("6.00");
  });

  it("takes the plenary programme as the day without its slots", () => {
    expect(withoutSlots(FORUM.period, FORUM.slots)).toEqual([
      { startsAt: at("09:00"), endsAt: at("11:00") },
      { startsAt: at("12:30"), endsAt: at("14:00") },
      { startsAt: at("15:30"), endsAt: at("17:00") },
    ]);
  });
});

describe("checked out early", () => {
  const leftAt = at("13:15"); // after the morning workshop, halfway through the lunch plenary
  const leaving = { leftAt, workshops: [{ workshopId: "verhoor", leftAt: null }] };

  it("counts the minutes before leaving: 120 + 45 of 300 plenary minutes", () => {
    expect(attendedMinutes(withoutSlots(FORUM.period, FORUM.slots), leftAt)).toEqual({
      attended: 165,
      scheduled: 300,
    });
  });

  it("all or nothing at 100%: the plenary part is lost, the morning workshop attended whole is kept", () => {
    expect(earnedPoints(FORUM, leaving)).toEqual({
      total: "1.50",
      full: "4.50",
      parts: [
        { label: "Plenair programma", points: "3.00", earned: "0.00" },
        { label: "Verhoortechniek", points: "1.50", earned: "1.50" },
      ],
    });
  });

  it("all or nothing with a minimum share: enough minutes keep the full points", () => {
    expect(earnedPoints({ ...FORUM, minPercent: 55 }, leaving).total).toBe("4.50");
    expect(earnedPoints({ ...FORUM, minPercent: 56 }, leaving).total).toBe("1.50");
  });

  it("proportional: 3 × 165/300 = 1.65, rounded down to 1.5", () => {
    expect(earnedPoints({ ...FORUM, rule: "PROPORTIONAL" }, leaving).total).toBe("3.00");
  });

  it("lowers a workshop left early, by the door's or the workshop's own check-out, whichever came first", () => {
    const proportional = { ...FORUM, rule: "PROPORTIONAL" as const };
    const early = { leftAt: null, workshops: [{ workshopId: "sporen", leftAt: at("11:45") }] };
    const parts = earnedPoints(proportional, early).parts;
    // 2 × 45/90 = 1; the plenary part, not left, stays whole.
    expect(parts.map((entry) => entry.earned)).toEqual(["3.00", "1.00"]);
    const doorFirst = { leftAt: at("11:30"), workshops: [{ workshopId: "sporen", leftAt: at("12:00") }] };
    expect(earnedPoints(proportional, doorFirst).parts[1]!.earned).toBe("0.50");
  });

  it("rounds only lowered parts, never above what was attended", () => {
    const rule = { rule: "PROPORTIONAL" as const, minPercent: 100 };
    expect(lowered(125, { attended: 90, scheduled: 90 }, rule)).toBe(125);
    expect(lowered(125, { attended: 89, scheduled: 90 }, rule)).toBe(100);
    expect(lowered(100, { attended: 0, scheduled: 90 }, rule)).toBe(0);
  });

  it("counts a part without minutes of its own only when they stayed to its end", () => {
    const day = { startsAt: at("09:00"), endsAt: at("12:00") };
    const pieces = withoutSlots(day, [day]);
    expect(attendedMinutes(pieces, null)).toEqual({ attended: 1, scheduled: 1 });
    expect(attendedMinutes(pieces, at("11:00"))).toEqual({ attended: 0, scheduled: 1 });
  });
});

describe("which workshops a ticket attended", () => {
  it("a scanned workshop needs its own check-in; an unscanned one counts by registration", () => {
    const checkedIn = [{ workshopId: "sporen", leftAt: at("12:00") }];
    expect(attendedWorkshops(["sporen", "film"], checkedIn, new Set(["sporen", "risico"]))).toEqual([
      { workshopId: "sporen", leftAt: at("12:00") },
      { workshopId: "film", leftAt: null },
    ]);
    expect(attendedWorkshops(["risico"], [], new Set(["risico"]))).toEqual([]);
  });
});
