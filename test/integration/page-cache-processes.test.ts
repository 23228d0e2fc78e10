import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { events } from "../../server/db/schema/index.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp, useTwoServerProcesses } from "../support/server-processes.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";
import { operationBody } from "../support/operation-body.ts";

// Each web process keeps its rendered public pages (server/http/page-cache.ts); a change made anywhere
// (another process, or straight in the database) reaches every process through PostgreSQL's NOTIFY, so no process
// keeps showing what changed. Two app processes (server/main.ts, as deployed) on one PostgreSQL.

const canRun = postgresSuiteCanRun("The page caches of two server processes", {
  "build/ (npm run build)": builtApp,
});

describe.skipIf(!canRun)("The page caches of two server processes", () => {
  const processes = useTwoServerProcesses();

  /** Asks until the page is no longer the kept one (and returns it), for at most three seconds. */
  async function renderedAgain(url: string): Promise<string> {
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await fetch(url);
      const body = await answer.text();
      if (answer.headers.get("x-page-cache") !== "hit") return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} bleef de bewaarde pagina`);
  }

  /**
   * Asks until the page is the kept one (and returns it), for at most three seconds: the notification of a change
   * just made may still be on its way, and a page rendered while it lands is served but not kept.
   */
  async function keptAgain(url: string): Promise<string> {
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await fetch(url);
      const body = await answer.text();
      if (answer.headers.get("x-page-cache") === "hit") return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} werd niet bewaard`);
  }

  it("drops a kept event page when the event changes in the database or an order is placed on the other process", async () => {
    const handle = openDatabase({ databaseUrl: processes.databaseUrl });
    try {
      const [a, b] = processes.servers;
      const { eventId, ticketTypeIds } = await createEvent(handle.db, new Date(), { name: "Themadag bewaren" });
      const page = `${b!.url}/evenementen/${eventId}`;
      expect(await keptAgain(page)).toContain("Themadag bewaren");

      await handle.db.update(events).set({ name: "Themadag vernieuwd" }).where(eq(events.id, eventId));
      expect(await renderedAgain(page)).toContain("Themadag vernieuwd");
      expect(await keptAgain(page)).toContain("Themadag vernieuwd");

      // An order through process A changes the places left: process B renders the page again.
      const input = orderInput(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }], {}, a!.url);
      const order = await fetch(`${a!.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(operationBody(CreateOrderDocument, { input })),
      });
      expect(((await order.json()) as { errors?: unknown }).errors).toBeUndefined();
      await renderedAgain(page);
    } finally {
      await handle.close();
    }
  });
});
