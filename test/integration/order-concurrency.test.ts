import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { orders, tickets } from "../../server/db/schema/index.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { eventTaken, orderInput, ticketCounters } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";

// No overselling, ever (decision 0005): many buyers at once for a few places, on real PostgreSQL with a pool of
// connections, so the transactions really run side by side.
const now = new Date("2026-11-22T10:00:00Z");
const BUYERS = 200;
const PLACES = 20;

describe.skipIf(!postgresSuiteCanRun("Concurrent CreateOrder on PostgreSQL"))(
  "Concurrent CreateOrder on PostgreSQL",
  () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
    });
    afterAll(async () => handle?.close());

    it(`${BUYERS} buyers at once for ${PLACES} places sell exactly ${PLACES}, without a single 5xx`, async () => {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 500,
        ticketTypes: [{ quantity: PLACES, priceCents: 2500 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;
      const client = graphqlClient(handle.db, now);

      const results = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) =>
          client.run(CreateOrderDocument, {
            input: orderInput(eventId, [{ ticketTypeId, quantity: 1 }], {
              // Half pay by iDEAL (held), half by invoice (sold at once, with an invoice number and an e-mail).
              paymentMethod: i % 2 === 0 ? "IDEAL" : "INVOICE",
              billing: { email: `koper${i}@voorbeeld.example.org` },
            }),
          }),
        ),
      );

      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      const succeeded = results.filter((result) => result.data?.createOrder);
      const refused = results.filter((result) => result.errors);
      expect(succeeded).toHaveLength(PLACES);
      expect(refused).toHaveLength(BUYERS - PLACES);
      expect(new Set(refused.map((result) => result.errors?.[0]?.extensions?.code))).toEqual(new Set(["SOLD_OUT"]));
      for (const result of refused) expect(result.errors?.[0]?.extensions?.ticketTypeId).toBe(ticketTypeId);

      const counters = await ticketCounters(handle.db, ticketTypeId);
      expect(counters!.sold + counters!.held).toBe(PLACES);
      expect(await eventTaken(handle.db, eventId)).toBe(PLACES);
      const [orderCount] = await handle.db.select({ n: count() }).from(orders).where(eq(orders.eventId, eventId));
      expect(orderCount?.n).toBe(PLACES);
      const [ticketCount] = await handle.db
        .select({ n: count() })
        .from(tickets)
        .where(eq(tickets.ticketTypeId, ticketTypeId));
      expect(ticketCount?.n).toBe(counters!.sold);
    });
  },
);
