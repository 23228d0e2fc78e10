import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { CREATE_ORDER, orderInput } from "../support/order-fixtures.ts";

// A rule violation is an answer, not a server failure: it must not fill the logs with stack traces
// (a rush of SOLD_OUTs would), while an unexpected failure is logged exactly once.
describe("error logging of /graphql", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
  });
  afterAll(async () => handle?.close());

  it("does not log a rule violation", async () => {
    const client = graphqlClient(handle.db, new Date());
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const input = orderInput(randomUUID(), [{ ticketTypeId: randomUUID(), quantity: 1 }]);
      const { errors } = await client.send({ query: CREATE_ORDER, variables: { input } });
      expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it("logs an unexpected failure once and answers the generic Dutch message", async () => {
    const broken = openDatabase({ pgliteDir: "memory" }); // never migrated: every query fails
    const client = graphqlClient(broken.db, new Date());
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const { errors } = await client.send({ query: "{ allVacancies { nodes { id } } }" });
      expect(errors?.[0]?.message).toBe("Er is een interne fout opgetreden. Probeer het later opnieuw.");
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
      await broken.close();
    }
  });
});
