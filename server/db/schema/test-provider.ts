import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, oneOf, timestamptz } from "./columns.ts";
import { PAYMENT_STATUSES } from "./orders.ts";

/**
 * The payments of the built-in test payment provider (used when MOLLIE_API_KEY is unset). This is the provider's
 * own bookkeeping, not ours: it knows an order only by the id in its metadata, as Mollie does, so it has no
 * foreign keys into our tables.
 */
export const testProviderPayments = pgTable(
  "test_provider_payments",
  {
    /** 'tr_test_...', shaped like a Mollie payment id. */
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    status: text("status").$type<(typeof PAYMENT_STATUSES)[number]>().notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("test_provider_payments_status_valid", oneOf(t.status, PAYMENT_STATUSES)),
    check("test_provider_payments_amount_positive", sql`${t.amountCents} > 0`),
    index("test_provider_payments_order_idx").on(t.orderId),
  ],
);
