import { describe, expect, it } from "vitest";
import {
  eventSaleProblem,
  notOnSaleReason,
  SALE_MESSAGES,
  ticketTypePlacesLeft,
  ticketTypeSaleProblem,
  ticketTypeSaleState,
} from "./sale-rules.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const event = { canceledAt: null, endsAt: new Date("2027-03-12T16:00:00Z") };
const ticketType = {
  name: "Regulier",
  visible: true,
  saleStartsAt: new Date("2026-11-01T00:00:00Z"),
  saleEndsAt: new Date("2027-03-01T00:00:00Z"),
};

describe("the sale rules", () => {
  it("sells a visible type within its window, both ends included, and no other", () => {
    expect(ticketTypeSaleProblem(ticketType, NOW)).toBeNull();
    expect(ticketTypeSaleProblem({ ...ticketType, saleStartsAt: NOW, saleEndsAt: NOW }, NOW)).toBeNull();
    expect(ticketTypeSaleProblem({ ...ticketType, saleStartsAt: null, saleEndsAt: null }, NOW)).toBeNull();
    expect(ticketTypeSaleProblem({ ...ticketType, visible: false }, NOW)).toBe("Regulier is niet te koop.");
    const later = new Date(NOW.getTime() + 1);
    expect(ticketTypeSaleProblem({ ...ticketType, saleStartsAt: later }, NOW)).toBe(
      "De verkoop van Regulier is nog niet begonnen.",
    );
    const earlier = new Date(NOW.getTime() - 1);
    expect(ticketTypeSaleProblem({ ...ticketType, saleEndsAt: earlier }, NOW)).toBe(
      "De verkoop van Regulier is gesloten.",
    );
  });

  it("sells nothing for a canceled event or one that has ended, from its end moment", () => {
    expect(eventSaleProblem(event, NOW)).toBeNull();
    expect(eventSaleProblem({ ...event, canceledAt: NOW }, NOW)).toBe(SALE_MESSAGES.canceled);
    expect(eventSaleProblem({ ...event, endsAt: NOW }, NOW)).toBe(SALE_MESSAGES.past);
  });

  it("answers the event's problem before the type's", () => {
    const hidden = { ...ticketType, visible: false };
    expect(notOnSaleReason({ ...event, endsAt: NOW }, hidden, NOW)).toBe(SALE_MESSAGES.past);
    expect(notOnSaleReason(event, hidden, NOW)).toBe("Regulier is niet te koop.");
    expect(notOnSaleReason(event, ticketType, NOW)).toBeNull();
  });
});

describe("the sale state a page shows", () => {
  it("is the sale rules first, then places: a closed sale is never called sold out", () => {
    const later = new Date(NOW.getTime() + 1);
    const earlier = new Date(NOW.getTime() - 1);
    expect(ticketTypeSaleState(event, ticketType, 5, NOW)).toBe("ON_SALE");
    expect(ticketTypeSaleState(event, ticketType, 0, NOW)).toBe("SOLD_OUT");
    expect(ticketTypeSaleState(event, { ...ticketType, saleStartsAt: later }, 0, NOW)).toBe("NOT_YET");
    expect(ticketTypeSaleState(event, { ...ticketType, saleEndsAt: earlier }, 0, NOW)).toBe("ENDED");
    expect(ticketTypeSaleState({ ...event, canceledAt: NOW }, ticketType, 5, NOW)).toBe("ENDED");
    expect(ticketTypeSaleState({ ...event, endsAt: NOW }, { ...ticketType, saleStartsAt: later }, 5, NOW)).toBe(
      "ENDED",
    );
  });

  it("keeps a hidden type hidden, whatever the event or places", () => {
    const hidden = { ...ticketType, visible: false };
    expect(ticketTypeSaleState(event, hidden, 5, NOW)).toBe("HIDDEN");
    expect(ticketTypeSaleState({ ...event, endsAt: NOW }, hidden, 0, NOW)).toBe("HIDDEN");
  });
});

describe("places left of a ticket type", () => {
  it("counts sold and held tickets as taken, never below 0", () => {
    expect(ticketTypePlacesLeft({ quantity: 10, soldCount: 3, heldCount: 1 }, null)).toBe(6);
    expect(ticketTypePlacesLeft({ quantity: 10, soldCount: 12, heldCount: 2 }, null)).toBe(0);
  });

  it("gives no more than the event itself has left", () => {
    expect(ticketTypePlacesLeft({ quantity: 250, soldCount: 0, heldCount: 0 }, 120)).toBe(120);
    expect(ticketTypePlacesLeft({ quantity: 3, soldCount: 0, heldCount: 0 }, 120)).toBe(3);
    expect(ticketTypePlacesLeft({ quantity: 3, soldCount: 0, heldCount: 0 }, 0)).toBe(0);
    expect(ticketTypePlacesLeft({ quantity: 3, soldCount: 0, heldCount: 0 }, -2)).toBe(0);
  });
});
