import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { invoices, orders, payments, PAYMENT_PROVIDERS } from "./orders.ts";
import { staffMembers } from "./staff.ts";
import { REFUND_STATUSES } from "../../../common/vocabulary/refunds.ts";

export { REFUND_STATUSES };

/** Statuses after which a refund never changes again. */
export const FINAL_REFUND_STATUSES = ["refunded", "failed", "canceled"] as const;

/** One row per refund of (part of) an order's payment, claimed before the provider is called. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    provider: text("provider").$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    providerRefundId: text("provider_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<(typeof REFUND_STATUSES)[number]>().notNull().default("creating"),
    /** From the staff form: a repeated submit finds this refund instead of making a second one. */
    idempotencyKey: text("idempotency_key").notNull().unique("refunds_idempotency_key_unique"),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("refunds_status_valid", oneOf(t.status, REFUND_STATUSES)),
    check("refunds_provider_valid", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("refunds_amount_positive", sql`${t.amountCents} > 0`),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_open_idx").on(t.status),
  ],
);

/** One row per staff cancellation of (part of) an order; its idempotency key makes a resubmit a no-op. */
export const orderCancellations = pgTable(
  "order_cancellations",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    idempotencyKey: text("idempotency_key").notNull().unique("order_cancellations_idempotency_key_unique"),
    ticketCount: integer("ticket_count").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** WHOLE: the whole order was cancelled (it is then CANCELED); PARTIAL: some of its tickets. */
    scope: text("scope").$type<"WHOLE" | "PARTIAL">().notNull(),
    creditInvoiceId: uuid("credit_invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("order_cancellations_scope_valid", oneOf(t.scope, ["WHOLE", "PARTIAL"])),
    check("order_cancellations_ticket_count_valid", sql`${t.ticketCount} >= 0`),
    index("order_cancellations_order_idx").on(t.orderId),
  ],
);

/**
 * The refunds of the built-in test payment provider: its own bookkeeping, like test_provider_payments, with the
 * idempotency key a retried create call sends (Mollie keeps those too).
 */
export const testProviderRefunds = pgTable(
  "test_provider_refunds",
  {
    /** 're_test_...', shaped like a Mollie refund id. */
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<(typeof REFUND_STATUSES)[number]>().notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique("test_provider_refunds_idempotency_key_unique"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("test_provider_refunds_status_valid", oneOf(t.status, REFUND_STATUSES)),
    check("test_provider_refunds_amount_positive", sql`${t.amountCents} > 0`),
    index("test_provider_refunds_payment_idx").on(t.paymentId),
  ],
);
