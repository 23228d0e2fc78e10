import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
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
import { testUnit } from "../support/deps.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import {
  insertAwaitingOrderForTest,
  insertCancelableOrder,
  insertConfirmedOrder,
} from "../support/factories/orders.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws an order's buttons from StaffOrder.actions (server/domain/orders/order-actions.ts); every
// status and action is held against what the command accepts (test/support/lifecycle-actions.ts).
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
  const suite = actionSuite(database!, NOW, ["financien"]);

  it.each(ORDER_STATUSES)("offers for %s exactly the actions its commands accept", (status) =>
    expectOfferedIsAccepted(ORDER_ACTIONS, async (action) => {
      const orderId = await orderIn(suite.handle, status);
      const answer = await suite.api.run(StaffOrderDocument, { id: orderId }, { cookie: suite.cookie });
      return { offered: answer.data?.staffOrder?.actions, run: () => COMMANDS[action](suite.deps, orderId) };
    }),
  );
});
