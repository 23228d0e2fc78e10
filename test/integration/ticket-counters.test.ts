import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { holdTickets, sellTicketsAtOnce } from "../../server/domain/orders/ticket-counters.ts";
import { testDatabases } from "../support/databases.ts";
import { createEvent } from "../support/factories/events.ts";
import { eventTaken, ticketCounters } from "../support/factories/orders.ts";

// The counters take an order's places in one statement (a chain of conditional UPDATEs), which may not update one
// row twice: lines of one ticket type count together, as they did when each line was an UPDATE of its own.
const now = new Date("2026-12-03T10:00:00Z");

for (const database of testDatabases()) {
  describe(`ticket counters on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    it("holds and sells two lines of one ticket type as their sum", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 100,
        ticketTypes: [{ quantity: 10, priceCents: 2500 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const lines = [
        { ticketTypeId, quantity: 2 },
        { ticketTypeId, quantity: 3 },
      ];
      await handle.db.transaction((tx) => holdTickets(tx, eventId, lines));
      await handle.db.transaction((tx) => sellTicketsAtOnce(tx, eventId, lines));
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 5, held: 5 });
      expect(await eventTaken(handle.db, eventId)).toBe(10);
    });

    it("refuses lines of one ticket type that fit one by one but not together", async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 100,
        ticketTypes: [{ quantity: 4, priceCents: 2500 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const lines = [
        { ticketTypeId, quantity: 3 },
        { ticketTypeId, quantity: 3 },
      ];
      await expect(handle.db.transaction((tx) => holdTickets(tx, eventId, lines))).rejects.toMatchObject({
        code: "SOLD_OUT",
      });
      expect(await ticketCounters(handle.db, ticketTypeId)).toEqual({ sold: 0, held: 0 });
      expect(await eventTaken(handle.db, eventId)).toBe(0);
    });
  });
}
