import { describe, expect, it } from "vitest";
import { offeredTicketTypes } from "./offered-ticket-types.ts";

// Whether a type is on sale and how many places it has left are the server's rules
// (server/domain/orders/sale-rules.test.ts); the page offers what the API says can be bought.
function ticketType(overrides: Partial<Parameters<typeof offeredTicketTypes>[0]["ticketTypes"][number]> = {}) {
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
    ...overrides,
  };
}

describe("offeredTicketTypes", () => {
  it("offers a type on sale with places left, with its places left and price", () => {
    const [offered] = offeredTicketTypes({ ticketTypes: [ticketType()] });
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

  it("leaves out what the API says is not on sale or has no places left", () => {
    const types = [
      ticketType({ id: "hidden", visible: false, onSale: false }),
      ticketType({ id: "not-yet", onSale: false }),
      ticketType({ id: "sold-out", placesLeft: 0 }),
      ticketType({ id: "open" }),
    ];
    expect(offeredTicketTypes({ ticketTypes: types }).map((type) => type.id)).toEqual(["open"]);
  });

  it("caps the quantity per order at 100", () => {
    const types = [ticketType({ id: "a", placesLeft: 120 }), ticketType({ id: "b", placesLeft: 3 })];
    const offered = offeredTicketTypes({ ticketTypes: types });
    expect(offered.map(({ id, placesLeft, maxQuantity }) => ({ id, placesLeft, maxQuantity }))).toEqual([
      { id: "a", placesLeft: 120, maxQuantity: 100 },
      { id: "b", placesLeft: 3, maxQuantity: 3 },
    ]);
  });

  it("caps the quantity at the type's own maximum per order", () => {
    const [offered] = offeredTicketTypes({ ticketTypes: [ticketType({ placesLeft: 50, maxPerOrder: 4 })] });
    expect(offered).toMatchObject({ placesLeft: 50, maxQuantity: 4 });
  });

  it("treats a free type as price 0", () => {
    const [offered] = offeredTicketTypes({ ticketTypes: [ticketType({ free: true })] });
    expect(offered).toMatchObject({ free: true, price: 0 });
  });
});
