import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import { orderInput, ticketCounters } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp, useTwoServerProcesses } from "../support/server-processes.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";
import { operationBody } from "../support/operation-body.ts";

// Selling (decision 0015): hundreds of buyers at once through TWO app processes (server/main.ts, as deployed) on one
// PostgreSQL sell exactly the capacity, lose no order and return no 5xx. Needs the production build of the web
// app (npm run build), which server/main.ts serves; without it, or without PostgreSQL, this suite is skipped.
const BUYERS = 240;
const PLACES = 20;

const canRun = postgresSuiteCanRun("Concurrent CreateOrder through two server processes", {
  "build/ (npm run build)": builtApp,
});

describe.skipIf(!canRun)("Concurrent CreateOrder through two server processes", () => {
  // The buyers all come from this machine: the per-client order limit is not what this suite tests.
  const processes = useTwoServerProcesses({ RATE_LIMIT_ORDERS_PER_HOUR: String(BUYERS) });

  it(`${BUYERS} buyers over two processes for ${PLACES} places sell exactly ${PLACES}`, async () => {
    const { databaseUrl, servers } = processes;
    const handle = openDatabase({ databaseUrl });
    try {
      const now = new Date();
      const { eventId, ticketTypeIds } = await createEvent(handle.db, now, {
        maxCapacity: 1000,
        ticketTypes: [{ quantity: PLACES, priceCents: 2500 }],
      });
      const ticketTypeId = ticketTypeIds[0]!;

      const responses = await Promise.all(
        Array.from({ length: BUYERS }, async (_, i) => {
          const server = servers[i % servers.length]!;
          const input = orderInput(
            eventId,
            [{ ticketTypeId, quantity: 1 }],
            { paymentMethod: i % 3 === 0 ? "INVOICE" : "IDEAL", billing: { email: `koper${i}@voorbeeld.example.org` } },
            server.url,
          );
          const response = await fetch(`${server.url}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(operationBody(CreateOrderDocument, { input })),
          });
          const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
          return { status: response.status, body };
        }),
      );

      expect(responses.filter((response) => response.status >= 500)).toEqual([]);
      const sold = responses.filter((response) => !response.body.errors);
      const codes = responses.flatMap((response) => response.body.errors?.map((error) => error.extensions?.code) ?? []);
      expect(sold).toHaveLength(PLACES);
      expect(codes).toHaveLength(BUYERS - PLACES);
      expect(new Set(codes)).toEqual(new Set(["SOLD_OUT"]));
      const counters = await ticketCounters(handle.db, ticketTypeId);
      expect(counters!.sold + counters!.held).toBe(PLACES);
    } finally {
      await handle.close();
    }
  });
});
