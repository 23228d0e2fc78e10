import { eq, sql } from "drizzle-orm";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { describe, expect, it } from "vitest";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import {
  invoices,
  orderCancellations,
  refunds,
  testProviderPayments,
  testProviderRefunds,
} from "../../server/db/schema/index.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import { orderInput, orderRow, ticketCounters } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { builtApp, useTwoServerProcesses } from "../support/server-processes.ts";
import { createStaffMember, staffCookieFor } from "../support/factories/staff.ts";
import { CancelOrderDocument, CreateOrderDocument, RefundOrderDocument } from "../../app/graphql/generated.ts";
import { operationBody } from "../support/operation-body.ts";

// Decision 0013: every money action is safe when two staff members (or a staff member and the payment
// provider's webhook) reach TWO app processes (server/main.ts, as deployed) on one PostgreSQL at the same moment.
// The single-process variants are in staff-refunds.test.ts; here the only thing shared is the database.
const ORDERS_PER_RACE = 6;
const PRICE_CENTS = 4500;
const TICKETS_PER_ORDER = 2;

const canRun = postgresSuiteCanRun("Money actions through two server processes", {
  "build/ (npm run build)": builtApp,
});

type GraphqlAnswer<TData> = { status: number; data?: TData; codes: string[] };

describe.skipIf(!canRun)("Money actions through two server processes", () => {
  const processes = useTwoServerProcesses({ RATE_LIMIT_ORDERS_PER_HOUR: "1000" });

  /** Runs `work` with a database connection of the test's own, beside the two processes' pools. */
  async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const handle = openDatabase({ databaseUrl: processes.databaseUrl });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  async function graphql<TData, TVariables>(
    serverUrl: string,
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    cookie?: string,
  ): Promise<GraphqlAnswer<TData>> {
    const response = await fetch(`${serverUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(operationBody(document, variables)),
    });
    const body = (await response.json()) as {
      data?: TData;
      errors?: { extensions?: { code?: string } }[];
    };
    const codes = (body.errors ?? []).map((error) => error.extensions?.code ?? "?");
    return { status: response.status, data: body.data, codes };
  }

  /** The payment provider's webhook call for a payment, as Mollie makes it (only the id). */
  async function webhook(serverUrl: string, providerPaymentId: string): Promise<number> {
    const response = await fetch(`${serverUrl}${SERVER_PATHS.paymentWebhook}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: providerPaymentId }).toString(),
    });
    return response.status;
  }

  /**
   * iDEAL orders of two tickets on a new event, each placed through process A. `paid`: paid at the test
   * provider's checkout page (which calls the webhook), so PAID; otherwise paid at the provider only, with the
   * webhook still to come: the late payment.
   */
  async function idealOrders(db: Database, count: number, paid: boolean) {
    const { eventId, ticketTypeIds } = await createEvent(db, new Date(), {
      maxCapacity: 1000,
      ticketTypes: [{ quantity: 500, priceCents: PRICE_CENTS }],
    });
    const ticketTypeId = ticketTypeIds[0]!;
    const server = processes.servers[0]!;
    const placed = [];
    for (let i = 0; i < count; i++) {
      const input = orderInput(
        eventId,
        [{ ticketTypeId, quantity: TICKETS_PER_ORDER }],
        { paymentMethod: "IDEAL", billing: { email: `betaler${i}@voorbeeld.example.org` } },
        server.url,
      );
      const answer = await graphql(server.url, CreateOrderDocument, { input });
      expect(answer.codes).toEqual([]);
      const { orderId } = answer.data!.createOrder;
      const paymentUrl = answer.data!.createOrder.paymentUrl!;
      const providerPaymentId = new URL(paymentUrl).pathname.split("/").at(-1)!;
      if (paid) {
        const settled = await fetch(paymentUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "status=paid",
          redirect: "manual",
        });
        expect(settled.status).toBe(303);
        expect((await orderRow(db, orderId))!.status).toBe("PAID");
      } else {
        await db
          .update(testProviderPayments)
          .set({ status: "paid" })
          .where(eq(testProviderPayments.id, providerPaymentId));
      }
      placed.push({ orderId, providerPaymentId });
    }
    return { ticketTypeId, orders: placed };
  }

  async function financeCookie(db: Database, name: string) {
    const member = await createStaffMember(db, new Date(), { roles: ["financien"], name });
    return staffCookieFor(db, member.id, new Date());
  }

  /** Tickets that still count as sold: not cancelled, of an order that is not cancelled. */
  async function liveTickets(db: Database, ticketTypeId: string): Promise<number> {
    const result = (await db.execute(
      sql`select count(*)::int as n from tickets t join orders o on o.id = t.order_id
          where t.ticket_type_id = ${ticketTypeId} and t.canceled_at is null and o.status <> 'CANCELED'`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  }

  it("two staff members refunding the whole of one order on two processes at once refund it once", async () => {
    await withDatabase(async (db) => {
      const { orders: placed } = await idealOrders(db, ORDERS_PER_RACE, true);
      const [fien, frans] = [await financeCookie(db, "Fien"), await financeCookie(db, "Frans")];
      const [a, b] = processes.servers;
      const total = PRICE_CENTS * TICKETS_PER_ORDER;

      const races = await Promise.all(
        placed.map(({ orderId }, i) =>
          Promise.all([
            graphql(
              a!.url,
              RefundOrderDocument,
              { input: { orderId, amountCents: total, idempotencyKey: `fien-race-${i}` } },
              fien,
            ),
            graphql(
              b!.url,
              RefundOrderDocument,
              { input: { orderId, amountCents: total, idempotencyKey: `frans-race-${i}` } },
              frans,
            ),
          ]),
        ),
      );

      for (const [index, answers] of races.entries()) {
        const { orderId, providerPaymentId } = placed[index]!;
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        // One is refused because nothing is left to pay back (CONFLICT); the money goes back once.
        expect(answers.filter((answer) => answer.codes.length === 0)).toHaveLength(1);
        expect(answers.flatMap((answer) => answer.codes)).toEqual(["CONFLICT"]);
        expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
        const atProvider = await db
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.paymentId, providerPaymentId));
        expect(atProvider.map((refund) => refund.amountCents)).toEqual([total]);
      }
    });
  });

  it("the same refund form sent to both processes at once (a double click) makes one refund", async () => {
    await withDatabase(async (db) => {
      const { orders: placed } = await idealOrders(db, ORDERS_PER_RACE, true);
      const cookie = await financeCookie(db, "Fien");
      const races = await Promise.all(
        placed.map(({ orderId }, i) => {
          const input = { orderId, amountCents: 1000, idempotencyKey: `dubbelklik-${i}` };
          return Promise.all(
            processes.servers.map((server) => graphql(server.url, RefundOrderDocument, { input }, cookie)),
          );
        }),
      );
      for (const [index, answers] of races.entries()) {
        expect(answers.flatMap((answer) => answer.codes)).toEqual([]);
        const ids = answers.map((answer) => answer.data!.refundOrder.refund!.id);
        expect(new Set(ids).size).toBe(1);
        const rows = await db.select().from(refunds).where(eq(refunds.orderId, placed[index]!.orderId));
        expect(rows.map((row) => row.amountCents)).toEqual([1000]);
      }
    });
  });

  it("cancelling a paid order on both processes while the webhook repeats leaves one cancellation and one refund", async () => {
    await withDatabase(async (db) => {
      const { ticketTypeId, orders: placed } = await idealOrders(db, ORDERS_PER_RACE, true);
      const [fien, frans] = [await financeCookie(db, "Fien"), await financeCookie(db, "Frans")];
      const [a, b] = processes.servers;
      const total = PRICE_CENTS * TICKETS_PER_ORDER;

      const races = await Promise.all(
        placed.map(({ orderId, providerPaymentId }, i) => {
          const input = (key: string) => ({
            input: { orderId, refundCents: total, idempotencyKey: `${key}-cancel-${i}` },
          });
          return Promise.all([
            graphql(a!.url, CancelOrderDocument, input("fien"), fien),
            graphql(b!.url, CancelOrderDocument, input("frans"), frans),
            webhook(a!.url, providerPaymentId),
            webhook(b!.url, providerPaymentId),
          ]);
        }),
      );

      for (const [index, [first, second, ...hooks]] of races.entries()) {
        const { orderId, providerPaymentId } = placed[index]!;
        expect(hooks).toEqual([200, 200]);
        // The second cancel finds the order cancelled already.
        expect([first!, second!].filter((answer) => answer.codes.length === 0)).toHaveLength(1);
        expect([...first!.codes, ...second!.codes]).toEqual(["CONFLICT"]);
        expect(await orderRow(db, orderId)).toMatchObject({ status: "CANCELED", totalCents: 0 });
        expect(await db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId))).toHaveLength(
          1,
        );
        const credit = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
        expect(credit.filter((invoice) => invoice.creditForInvoiceId !== null)).toHaveLength(1);
        const atProvider = await db
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.paymentId, providerPaymentId));
        expect(atProvider.map((refund) => refund.amountCents)).toEqual([total]);
      }
      expect((await ticketCounters(db, ticketTypeId))!.sold).toBe(0);
      expect(await liveTickets(db, ticketTypeId)).toBe(0);
    });
  });

  it("a late payment's webhook racing a cancel on the other process ends in one consistent state", async () => {
    await withDatabase(async (db) => {
      const { ticketTypeId, orders: placed } = await idealOrders(db, ORDERS_PER_RACE, false);
      const cookie = await financeCookie(db, "Fien");
      const [a, b] = processes.servers;

      const races = await Promise.all(
        placed.map(({ orderId, providerPaymentId }, i) =>
          Promise.all([
            webhook(a!.url, providerPaymentId),
            graphql(b!.url, CancelOrderDocument, { input: { orderId, idempotencyKey: `late-payment-${i}` } }, cookie),
          ]),
        ),
      );

      for (const [index, [hook, cancel]] of races.entries()) {
        const { orderId } = placed[index]!;
        expect(hook).toBe(200);
        const order = (await orderRow(db, orderId))!;
        // Either the cancel came before the payment was confirmed (refused: nothing to cancel yet, the order is
        // paid), or after it (the order is cancelled, with its cancellation). Never something in between.
        if (cancel!.codes.length === 0) {
          expect(order).toMatchObject({ status: "CANCELED", totalCents: 0 });
          const cancellations = await db
            .select()
            .from(orderCancellations)
            .where(eq(orderCancellations.orderId, orderId));
          expect(cancellations).toHaveLength(1);
        } else {
          expect(cancel!.codes).toEqual(["CONFLICT"]);
          expect(order.status).toBe("PAID");
        }
      }
      // The counter of sold tickets agrees with the tickets that still count, whatever the interleaving.
      expect((await ticketCounters(db, ticketTypeId))!.sold).toBe(await liveTickets(db, ticketTypeId));
    });
  });
});
