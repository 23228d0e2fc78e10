import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { orders } from "../../server/db/schema/index.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp, useTwoServerProcesses } from "../support/server-processes.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";
import { operationBody } from "../support/operation-body.ts";

// The abuse limits are counted in the database, so they hold across app processes: one client firing
// orders at two processes at once gets exactly the limit through, the rest 429, and no 5xx. Needs PostgreSQL and
// the production build (npm run build); without them this suite is skipped (in CI it fails instead).
const LIMIT = 10;
const ATTEMPTS = 60;

const canRun = postgresSuiteCanRun("The order limit across two server processes", {
  "build/ (npm run build)": builtApp,
});

type Answer = { status: number; retryAfter: string | null; codes: (string | undefined)[] };

describe.skipIf(!canRun)("The order limit across two server processes", () => {
  const processes = useTwoServerProcesses({ RATE_LIMIT_ORDERS_PER_HOUR: String(LIMIT) });

  it(`lets ${ATTEMPTS} simultaneous orders of one client through two processes place exactly ${LIMIT}`, async () => {
    const { databaseUrl, servers } = processes;
    const handle = openDatabase({ databaseUrl });
    try {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, new Date(), {
        ticketTypes: [{ quantity: 1000, priceCents: 2500 }],
      });
      const order = async (i: number, client: string): Promise<Answer> => {
        const server = servers[i % servers.length]!;
        const input = orderInput(
          eventId,
          [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }],
          { billing: { email: `koper${i}@voorbeeld.example.org` } },
          server.url,
        );
        const response = await fetch(`${server.url}/graphql`, {
          method: "POST",
          // Both processes trust this machine as a proxy (TRUST_PROXY's default), as behind a load balancer.
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          body: JSON.stringify(operationBody(CreateOrderDocument, { input })),
        });
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        const codes = body.errors?.map((error) => error.extensions?.code) ?? [];
        return { status: response.status, retryAfter: response.headers.get("retry-after"), codes };
      };

      const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => order(i, "203.0.113.50")));

      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 200 && answer.codes.length === 0)).toHaveLength(LIMIT);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(ATTEMPTS - LIMIT);
      for (const answer of refused) {
        expect(answer.codes).toEqual(["RATE_LIMITED"]);
        expect(Number(answer.retryAfter)).toBeGreaterThan(3500);
      }
      const [placed] = await handle.db.select({ n: count() }).from(orders).where(eq(orders.eventId, eventId));
      expect(placed?.n).toBe(LIMIT);

      // Another client still orders, through either process.
      const other = await Promise.all([0, 1].map((i) => order(ATTEMPTS + i, "198.51.100.50")));
      expect(other.map((answer) => [answer.status, answer.codes])).toEqual([
        [200, []],
        [200, []],
      ]);
    } finally {
      await handle.close();
    }
  });
});
