import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { orderInput, writtenRows } from "../support/factories/orders.ts";
import { createRejectionFixtures, rejectionCases, type Ids } from "../support/order-rejection-cases.ts";
import { CreateOrderDocument } from "../../app/graphql/generated.ts";

// Every way CreateOrder refuses an order: a clear Dutch message with a code, and nothing written (docs/product.md §8).
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`CreateOrder rejections on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let ids: Ids;

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now);
      ids = await createRejectionFixtures(handle.db, now);
    });
    afterAll(async () => handle?.close());

    for (const testCase of rejectionCases) {
      it(`refuses ${testCase.name}, writing nothing`, async () => {
        const before = await writtenRows(handle.db);
        const { status, data, errors } = await client.runUnchecked(CreateOrderDocument, { input: testCase.input(ids) });
        expect(status).toBe(testCase.status ?? 200);
        expect(data?.createOrder ?? null).toBeNull();
        expect(errors).toHaveLength(1);
        const [error] = errors!;
        expect(error!.message).toMatch(testCase.message);
        expect(error!.extensions?.code).toBe(testCase.code);
        if (testCase.field) expect(error!.extensions?.field).toBe(testCase.field);
        if (testCase.extensions) expect(error!.extensions).toMatchObject(testCase.extensions(ids));
        expect(await writtenRows(handle.db)).toEqual(before);
      });
    }

    it("still sells normally after all those refusals", async () => {
      const { data, errors } = await client.run(CreateOrderDocument, {
        input: orderInput(ids.eventId, [{ ticketTypeId: ids.small, quantity: 2 }]),
      });
      expect(errors).toBeUndefined();
      expect(data!.createOrder.paymentUrl).toContain("/test-betaalprovider/");
    });
  });
}
