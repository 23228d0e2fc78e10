import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { events, ticketTypes } from "../../server/db/schema/index.ts";
import { SALE_MESSAGES } from "../../server/domain/orders/sale-rules.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { EventSaleFactsDocument, TicketSaleStatesDocument } from "../graphql/generated.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";

// The event facts the API derives with its context clock (decision 0009): what a page offers is what createOrder sells.
const now = new Date("2026-11-22T10:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

for (const database of testDatabases()) {
  describe(`Event and ticket type facts on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const client = (clock: Date = now) => graphqlClient(handle.db, clock);
    const eventFacts = async (id: string, clock?: Date) =>
      (await client(clock).run(EventSaleFactsDocument, { id })).data!.eventById!;

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    describe("TicketType.onSale, placesLeft and notOnSaleReason", () => {
      let eventId: string;
      let ids: string[];

      beforeAll(async () => {
        ({ eventId, ticketTypeIds: ids } = await createEvent(handle.db, now, {
          maxCapacity: 120,
          ticketTypes: [
            { name: "Regulier", quantity: 250 },
            { name: "Vroegboek", saleStartsAt: at(1) },
            { name: "Laatste kans", saleEndsAt: at(-1) },
            { name: "Verborgen", visible: false },
            { name: "Klein", quantity: 3 },
          ],
        }));
        // Three of "Klein" sold or held: the type is sold out, and the event has 117 of its 120 places left.
        await handle.db.update(ticketTypes).set({ soldCount: 2, heldCount: 1 }).where(eq(ticketTypes.id, ids[4]!));
        await handle.db.update(events).set({ ticketsTaken: 3 }).where(eq(events.id, eventId));
      });

      it("says per type whether it is on sale, why not, and what is left, capped by the event", async () => {
        const facts = await eventFacts(eventId);
        expect(facts.phase).toBe("UPCOMING");
        expect(facts.ticketTypes).toEqual([
          { name: "Regulier", onSale: true, placesLeft: 117, notOnSaleReason: null },
          {
            name: "Vroegboek",
            onSale: false,
            placesLeft: 50,
            notOnSaleReason: SALE_MESSAGES.notYetOnSale("Vroegboek"),
          },
          {
            name: "Laatste kans",
            onSale: false,
            placesLeft: 50,
            notOnSaleReason: SALE_MESSAGES.saleEnded("Laatste kans"),
          },
          {
            name: "Verborgen",
            onSale: false,
            placesLeft: 50,
            notOnSaleReason: SALE_MESSAGES.hiddenTicketType("Verborgen"),
          },
          { name: "Klein", onSale: true, placesLeft: 0, notOnSaleReason: null },
        ]);
      });

      it("says per type where its sale stands: the sale rules first, then places; hidden stays hidden", async () => {
        const states = async (clock?: Date) =>
          (await client(clock).run(TicketSaleStatesDocument, { id: eventId })).data!.eventById!.ticketTypes;
        expect(await states()).toEqual([
          { name: "Regulier", saleState: "ON_SALE", saleStartDateTime: null },
          { name: "Vroegboek", saleState: "NOT_YET", saleStartDateTime: at(1).toISOString() },
          { name: "Laatste kans", saleState: "ENDED", saleStartDateTime: null },
          { name: "Verborgen", saleState: "HIDDEN", saleStartDateTime: null },
          { name: "Klein", saleState: "SOLD_OUT", saleStartDateTime: null },
        ]);
        expect((await states(at(1)))[1]).toMatchObject({ saleState: "ON_SALE" });
        const [row] = await handle.db.select({ endsAt: events.endsAt }).from(events).where(eq(events.id, eventId));
        expect((await states(row!.endsAt)).map((type) => type.saleState)).toEqual([
          "ENDED",
          "ENDED",
          "ENDED",
          "HIDDEN",
          "ENDED",
        ]);
      });

      it("puts a type on sale from its start moment, and answers the reason createOrder refuses with", async () => {
        expect((await eventFacts(eventId, at(1))).ticketTypes[1]).toMatchObject({ onSale: true });
        const refused = await client().run(CreateOrderDocument, {
          input: orderInput(eventId, [{ ticketTypeId: ids[1]!, quantity: 1 }]),
        });
        expect(refused.errors?.[0]?.message).toBe((await eventFacts(eventId)).ticketTypes[1]!.notOnSaleReason);
      });

      it("sells nothing once the event has ended, from its end moment, or when it is canceled", async () => {
        const [row] = await handle.db.select({ endsAt: events.endsAt }).from(events).where(eq(events.id, eventId));
        const ended = await eventFacts(eventId, row!.endsAt);
        expect(ended.phase).toBe("PAST");
        expect(ended.ticketTypes[0]).toMatchObject({ onSale: false, notOnSaleReason: SALE_MESSAGES.past });
        const refused = await client(row!.endsAt).run(CreateOrderDocument, {
          input: orderInput(eventId, [{ ticketTypeId: ids[0]!, quantity: 1 }]),
        });
        expect(refused.errors?.[0]?.message).toBe(SALE_MESSAGES.past);

        await handle.db.update(events).set({ canceledAt: now }).where(eq(events.id, eventId));
        const canceled = await eventFacts(eventId);
        expect(canceled.phase).toBe("CANCELED");
        expect(canceled.ticketTypes[0]).toMatchObject({ onSale: false, notOnSaleReason: SALE_MESSAGES.canceled });
      });
    });

    it("answers Event.phase ONGOING between start and end", async () => {
      const { eventId } = await createEvent(handle.db, now, { startsInDays: 1 });
      const [row] = await handle.db.select().from(events).where(eq(events.id, eventId));
      expect((await eventFacts(eventId, row!.startsAt)).phase).toBe("ONGOING");
      expect((await eventFacts(eventId, new Date(row!.endsAt.getTime() - 1))).phase).toBe("ONGOING");
    });
  });
}
