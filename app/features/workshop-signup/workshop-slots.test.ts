import { describe, expect, it } from "vitest";
import {
  allWorkshops,
  canComplete,
  capacityLabel,
  cardState,
  chosenWorkshops,
  groupBySlot,
  slotHeading,
  type Workshop,
} from "./workshop-slots.ts";

let nextId = 0;
function workshop(slotId: string, start: string, end: string, extra: Partial<Workshop> = {}): Workshop {
  nextId += 1;
  return {
    id: `w${nextId}`,
    name: `Workshop ${nextId}`,
    description: "",
    currentCapacity: 10,
    maxCapacity: 10,
    slotId,
    room: "Zaal 1",
    speaker: "",
    timeFrame: { start, end },
    ...extra,
  };
}

// 11 March 2027 is winter time: Amsterdam is UTC+1.
const morningA = workshop("ochtend", "2027-03-11T09:00:00Z", "2027-03-11T10:15:00Z", { name: "B" });
const morningB = workshop("ochtend", "2027-03-11T09:00:00Z", "2027-03-11T10:30:00Z", { name: "A" });
const afternoon = workshop("middag", "2027-03-11T12:00:00Z", "2027-03-11T13:15:00Z", { currentCapacity: 0 });

describe("slot grouping", () => {
  it("groups by slot in time order, whatever order the API gives", () => {
    const slots = groupBySlot([afternoon, morningA, morningB]);
    expect(slots.map((slot) => slot.id)).toEqual(["ochtend", "middag"]);
    expect(slots[0]?.workshops.map((w) => w.name)).toEqual(["A", "B"]);
  });

  it("heads a slot with its earliest start and latest end in Amsterdam time", () => {
    const [morning] = groupBySlot([morningA, morningB]);
    expect(slotHeading(morning!)).toBe("Tijdvak 10:00 - 11:30");
  });

  it("lists a registered workshop once, also when it is no longer available", () => {
    expect(allWorkshops([morningA, morningB], [morningA, afternoon]).map((w) => w.id)).toEqual([
      morningA.id,
      morningB.id,
      afternoon.id,
    ]);
  });
});

describe("capacity label", () => {
  it.each([
    [-1, "Workshop vol"],
    [0, "Workshop vol"],
    [1, "1 plek beschikbaar"],
    [2, "2 plekken beschikbaar"],
    [40, "40 plekken beschikbaar"],
  ])("%i places left reads '%s'", (places, label) => {
    expect(capacityLabel(places)).toBe(label);
  });
});

describe("card states and completion", () => {
  const slots = groupBySlot([morningA, morningB, afternoon]);
  const [morning, middag] = slots as [(typeof slots)[0], (typeof slots)[0]];

  it("dims the other workshops of a slot with a choice, which stay clickable (the choice moves)", () => {
    const selected = new Set([morningA.id]);
    expect(cardState(morningA, morning, selected)).toEqual({
      selected: true,
      full: false,
      dimmed: false,
      clickable: true,
    });
    expect(cardState(morningB, morning, selected)).toEqual({
      selected: false,
      full: false,
      dimmed: true,
      clickable: true,
    });
  });

  it("does not let a full workshop be chosen, but lets it be given back", () => {
    expect(cardState(afternoon, middag, new Set()).clickable).toBe(false);
    expect(cardState(afternoon, middag, new Set([afternoon.id])).clickable).toBe(true);
  });

  it("completes only with exactly one workshop in every slot", () => {
    expect(canComplete(slots, new Set())).toBe(false);
    expect(canComplete(slots, new Set([morningA.id]))).toBe(false);
    expect(canComplete(slots, new Set([morningA.id, afternoon.id]))).toBe(true);
    expect(canComplete(slots, new Set([morningA.id, morningB.id, afternoon.id]))).toBe(false);
    expect(chosenWorkshops(slots, new Set([afternoon.id, morningB.id])).map((w) => w.id)).toEqual([
      morningB.id,
      afternoon.id,
    ]);
  });

  it("lets an event without workshops complete with none", () => {
    expect(canComplete([], new Set())).toBe(true);
  });
});
