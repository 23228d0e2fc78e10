import { describe, expect, it } from "vitest";
import { offeredTicketTypes, shownTicketTypes } from "./offered-ticket-types.ts";

// Where a type's sale stands and how many places it has left are the server's rules
// (server/domain/orders/sale-rules.test.ts); the page shows what the API says, and offers what can be bought.
function ticketType(overrides: Partial<Parameters<typeof shownTicketTypes>[0]["ticketTypes"][number]> = {}) {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    visible: true,
    name: "Regulier",
    description: "Inclusief lunch.",
    soldTickets: 3,
    price: 149,
    free: false,
    quantityAvailable: 10,
    saleStartDateTime: "2026-11-01T00:00:00Z",
    saleEndDateTime: "2027-03-01T00:00:00Z",
    onSale: true,
    placesLeft: 7,
    maxPerOrder: 100,
    saleState: "ON_SALE" as const,
    ...overrides,
  };
}

const offered = (types: ReturnType<typeof ticketType>[]) =>
  offeredTicketTypes(shownTicketTypes({ ticketTypes: types }));

describe("shownTicketTypes and offeredTicketTypes", () => {
  it("offers a type on sale with places left, with its places left and price", () => {
    expect(offered([ticketType()])).toEqual([
      {
        id: "11111111-1111-4111-8111-111111111111",
        name: "Regulier",
        description: "Inclusief lunch.",
        price: 149,
        free: false,
        saleState: "ON_SALE",
        placesLeft: 7,
        maxQuantity: 7,
      },
    ]);
  });

  it("shows what is not on sale with its price and why, in the API's order, and leaves out the hidden", () => {
    const types = [
      ticketType({ id: "hidden", visible: false, onSale: false, saleState: "HIDDEN" }),
      ticketType({ id: "sold-out", placesLeft: 0, saleState: "SOLD_OUT" }),
      ticketType({ id: "open" }),
      ticketType({ id: "not-yet", onSale: false, saleState: "NOT_YET", saleStartDateTime: "2026-12-01T09:00:00Z" }),
      ticketType({ id: "ended", onSale: false, saleState: "ENDED" }),
    ];
    const shown = shownTicketTypes({ ticketTypes: types });
    expect(shown.map((type) => [type.id, type.price, "unavailableText" in type ? type.unavailableText : null])).toEqual(
      [
        ["sold-out", 149, "Uitverkocht"],
        ["open", 149, null],
        ["not-yet", 149, "Verkoop start op dinsdag 1 december 2026 om 10:00 uur"],
        ["ended", 149, "Verkoop gesloten"],
      ],
    );
    expect(offeredTicketTypes(shown).map((type) => type.id)).toEqual(["open"]);
  });

  it("offers nothing when nothing is on sale, and shows the rest", () => {
    const types = [ticketType({ placesLeft: 0, saleState: "SOLD_OUT" })];
    expect(offered(types)).toEqual([]);
    expect(shownTicketTypes({ ticketTypes: types })).toHaveLength(1);
  });

  it("caps the quantity per order at 100", () => {
    const types = [ticketType({ id: "a", placesLeft: 120 }), ticketType({ id: "b", placesLeft: 3 })];
    expect(offered(types).map(({ id, placesLeft, maxQuantity }) => ({ id, placesLeft, maxQuantity }))).toEqual([
      { id: "a", placesLeft: 120, maxQuantity: 100 },
      { id: "b", placesLeft: 3, maxQuantity: 3 },
    ]);
  });

  it("caps the quantity at the type's own maximum per order", () => {
    const [first] = offered([ticketType({ placesLeft: 50, maxPerOrder: 4 })]);
    expect(first).toMatchObject({ placesLeft: 50, maxQuantity: 4 });
  });

  it("treats a free type as price 0", () => {
    const [first] = offered([ticketType({ free: true })]);
    expect(first).toMatchObject({ free: true, price: 0 });
  });
});
