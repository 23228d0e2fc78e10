/**
 * What happens to an invoice after it is sent: the payments staff register, the reminders sent, and the
 * to-dos that need a person. An invoice itself stays an immutable snapshot (orders.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { certificates } from "./certificates.ts";
import { invoices, orders } from "./orders.ts";
import { staffMembers } from "./staff.ts";

/** A payment of (part of) an invoice, registered by staff from the bank statement. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived, as on the bank statement (a calendar day, no time). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    /** From the form or the client: a repeated request finds the payment it made instead of adding one. */
    idempotencyKey: text("idempotency_key").notNull().unique("invoice_payments_idempotency_key_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    check("invoice_payments_amount_positive", sql`${t.amountCents} > 0`),
    index("invoice_payments_invoice_idx").on(t.invoiceId),
  ],
);

/**
 * A reminder mail about an unpaid invoice. Automatic ones are numbered 1 and 2 per invoice, and the unique index
 * lets only one process send each; manual ones are numbered among themselves and carry the form's key.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    sequence: integer("sequence").notNull(),
    automatic: boolean("automatic").notNull(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").unique("invoice_reminders_idempotency_key_unique"),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [
    check("invoice_reminders_automatic_at_most_two", sql`not ${t.automatic} or ${t.sequence} in (1, 2)`),
    uniqueIndex("invoice_reminders_automatic_unique")
      .on(t.invoiceId, t.sequence)
      .where(sql`${t.automatic}`),
    index("invoice_reminders_invoice_idx").on(t.invoiceId),
  ],
);

export const STAFF_TODO_KINDS = [
  "PAYMENT_AMOUNT_MISMATCH",
  "INVOICE_UNPAID_AFTER_REMINDERS",
  "REFUND_REFUSED",
  "CERTIFICATE_NAME_CORRECTION",
] as const;
export type StaffTodoKind = (typeof STAFF_TODO_KINDS)[number];

/** Something a staff member must look at; at most one open to-do per kind and subject (an order or an invoice). */
export const staffTodos = pgTable(
  "staff_todos",
  {
    id: id(),
    kind: text("kind").$type<StaffTodoKind>().notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    /** A certificate whose holder asked for a name correction. */
    certificateId: uuid("certificate_id").references(() => certificates.id, { onDelete: "cascade" }),
    /** The facts behind it, e.g. { expectedCents, receivedCents, providerPaymentId }. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    resolvedAt: timestamptz("resolved_at"),
    resolvedBy: uuid("resolved_by").references(() => staffMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("staff_todos_kind_valid", oneOf(t.kind, STAFF_TODO_KINDS)),
    check(
      "staff_todos_has_subject",
      sql`${t.orderId} is not null or ${t.invoiceId} is not null or ${t.certificateId} is not null`,
    ),
    uniqueIndex("staff_todos_open_unique")
      .on(t.kind, sql`coalesce(${t.invoiceId}, ${t.orderId}, ${t.certificateId})`)
      .where(sql`${t.resolvedAt} is null`),
    index("staff_todos_created_idx").on(t.createdAt, t.id),
  ],
);
