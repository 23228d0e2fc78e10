import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffOrderDocument } from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { ORDER_STATUSES } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { cancelOrder } from "../../server/domain/orders/cancel-order.ts";
import { ORDER_ACTIONS, type OrderAction } from "../../server/domain/orders/order-actions.ts";
import { resendOrderConfirmation } from "../../server/domain/orders/resend-confirmation.ts";
import { approveOrderAsStaff, rejectOrderAsStaff } from "../../server/domain/orders/staff-review.ts";
import type { OrderStatus } from "../../server/domain/transitions.ts";
import { refundOrder } from "../../server/domain/refunds/refund-order.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps, testUnit } from "../support/deps.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import {
  insertAwaitingOrderForTest,
  insertCancelableOrder,
  insertConfirmedOrder,
} from "../support/factories/orders.ts";
import { createStaffMember, staffCookieFor, staffDeps } from "../support/factories/staff.ts";
import { graphqlClient } from "../support/graphql-client.ts";

// The back office draws an order's buttons from StaffOrder.actions (server/domain/orders/order-actions.ts). For every
// status and every action, what the API offers must be exactly what the command then accepts: a button that the
// server refuses, or a possible action without a button, fails here.
const NOW = new Date("2027-02-01T10:00:00Z");
const [database] = testDatabases();

/** Runs the action's command; true when it did what the button promises. */
const COMMANDS: Record<OrderAction, (deps: ServiceDeps, orderId: string) => Promise<boolean>> = {
  APPROVE: async (deps, orderId) => (await approveOrderAsStaff(deps, orderId)).changed,
  REJECT: async (deps, orderId) => (await rejectOrderAsStaff(deps, orderId)).changed,
  RESEND_CONFIRMATION: async (deps, orderId) =>
    (await resendOrderConfirmation(deps, { orderId, idempotencyKey: randomUUID() })).queued,
  CANCEL: async (deps, orderId) =>
    (await cancelOrder(deps, { orderId, ticketIds: null, idempotencyKey: randomUUID() })).created,
  REFUND: async (deps, orderId) =>
    Boolean(await refundOrder(deps, { orderId, amountCents: 100, idempotencyKey: randomUUID() })),
};

/**
 * An order in `status` as it gets there: paid online when money came in (with its payment), by invoice with its
 * invoice, free, or awaiting approval with its places held.
 */
async function orderIn(handle: DatabaseHandle, status: OrderStatus): Promise<string> {
  const online = ["PENDING", "PAID", "FAILED", "CANCELED", "EXPIRED", "REFUND_REQUIRED"].includes(status);
  const free = [{ name: "Gratis", priceCents: 0, vatRate: "EXEMPT" as const, quantity: 1 }];
  if (status === "AWAITING_APPROVAL") {
    const event = await insertConfirmedOrder(handle.db);
    return insertAwaitingOrderForTest(handle.db, event.eventId, event.ticketTypeIds[0]!);
  }
  const order = await insertCancelableOrder(handle.db, {
    status,
    paymentMethod: online ? "IDEAL" : "INVOICE",
    ...(status === "FREE" ? { lines: free } : {}),
  });
  if (status === "INVOICED") {
    await handle.db.transaction((tx) => createInvoiceForOrder(testUnit(tx, NOW), order.orderId));
  }
  return order.orderId;
}

describe(`An order's actions on ${database!.name}`, () => {
  let handle: DatabaseHandle;
  let deps: ServiceDeps;
  let cookie: string;
  let api: ReturnType<typeof graphqlClient>;

  beforeAll(async () => {
    handle = await database!.open();
    deps = await staffDeps(testDeps(handle.db, NOW), { roles: ["beheerder"], at: NOW });
    const staff = await createStaffMember(handle.db, NOW, { roles: ["financien"], email: "fien@example.org" });
    cookie = await staffCookieFor(handle.db, staff.id, NOW);
    api = graphqlClient(handle.db, NOW);
  });
  afterAll(async () => handle?.close());

  it.each(ORDER_STATUSES)("offers for %s exactly the actions its commands accept", async (status) => {
    const outcomes: Record<string, { offered: boolean; accepted: boolean | string }> = {};
    for (const action of ORDER_ACTIONS) {
      const orderId = await orderIn(handle, status);
      const answer = await api.run(StaffOrderDocument, { id: orderId }, { cookie });
      const offered = answer.data?.staffOrder?.actions.includes(action) ?? false;
      const accepted = await COMMANDS[action](deps, orderId).catch((error: Error) => error.message);
      outcomes[action] = { offered, accepted };
    }
    const mismatches = Object.entries(outcomes).filter(([, { offered, accepted }]) => offered !== (accepted === true));
    expect(mismatches, JSON.stringify(outcomes)).toEqual([]);
  });
});
