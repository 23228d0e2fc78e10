import { describe, expect, it } from "vitest";
import { isOnSale, offeredTicketTypes, ticketTypePlacesLeft } from "./offered-ticket-types.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

function ticketType(overrides: Partial<Parameters<typeof offeredTicketTypes>[0]["ticketTypes"][number]> = {}) {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    visible: true,
    name: "Regulier",
    description: "Inclusief lunch.",
    soldTickets: 0,
    price: 149,
    free: false,
    quantityAvailable: 10,
    saleStartDateTime: "2026-11-01T00:00:00Z",
    saleEndDateTime: "2027-03-01T00:00:00Z",
    ...overrides,
  };
}

describe("offeredTicketTypes", () => {
  it("offers a visible type on sale with places left, with its places left and price", () => {
    const [offered] = offeredTicketTypes({ currentCapacity: null, ticketTypes: [ticketType({ soldTickets: 3 })] }, NOW);
    expect(offered).toEqual({
      id: "11111111-1111-4111-8111-111111111111",
      name: "Regulier",
      description: "Inclusief lunch.",
      price: 149,
      free: false,
      placesLeft: 7,
      maxQuantity: 7,
    });
  });

  it("leaves out hidden types, types outside their sale window and sold-out types", () => {
    const types = [
      ticketType({ id: "hidden", visible: false }),
      ticketType({ id: "not-yet", saleStartDateTime: "2026-12-01T00:00:00Z" }),
      ticketType({ id: "ended", saleEndDateTime: "2026-11-22T11:59:59Z" }),
      ticketType({ id: "sold-out", soldTickets: 10 }),
      ticketType({ id: "oversold", soldTickets: 12 }),
      ticketType({ id: "open", saleStartDateTime: null, saleEndDateTime: null }),
    ];
    expect(offeredTicketTypes({ currentCapacity: null, ticketTypes: types }, NOW).map((type) => type.id)).toEqual([
      "open",
    ]);
  });

  it("caps places left by the event's own capacity, and the quantity per order at 100", () => {
    const types = [ticketType({ id: "a", quantityAvailable: 250 }), ticketType({ id: "b", quantityAvailable: 3 })];
    const offered = offeredTicketTypes({ currentCapacity: 120, ticketTypes: types }, NOW);
    expect(offered.map(({ id, placesLeft, maxQuantity }) => ({ id, placesLeft, maxQuantity }))).toEqual([
      { id: "a", placesLeft: 120, maxQuantity: 100 },
      { id: "b", placesLeft: 3, maxQuantity: 3 },
    ]);
    expect(offeredTicketTypes({ currentCapacity: 0, ticketTypes: types }, NOW)).toEqual([]);
  });

  it("treats a free type as price 0", () => {
    const [offered] = offeredTicketTypes({ currentCapacity: null, ticketTypes: [ticketType({ free: true })] }, NOW);
    expect(offered).toMatchObject({ free: true, price: 0 });
  });
});

describe("ticket type helpers", () => {
  it("counts places left as quantityAvailable minus soldTickets, never below 0", () => {
    expect(ticketTypePlacesLeft({ quantityAvailable: 10, soldTickets: 4 })).toBe(6);
    expect(ticketTypePlacesLeft({ quantityAvailable: 10, soldTickets: 14 })).toBe(0);
  });

  it("includes both ends of the sale window", () => {
    const window = { saleStartDateTime: NOW.toISOString(), saleEndDateTime: NOW.toISOString() };
    expect(isOnSale(window, NOW)).toBe(true);
    expect(isOnSale(window, new Date(NOW.getTime() + 1))).toBe(false);
  });
});
