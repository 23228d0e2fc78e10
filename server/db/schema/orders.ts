import { relations, sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { events, ticketTypes, VAT_RATES, workshops, workshopSlots } from "./events.ts";
import { sitePageVersions } from "./site-pages.ts";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../../common/vocabulary/orders.ts";

export { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES };

/**
 * What the back office's order search looks in: the buyer's name, e-mail address and the order's id, one per line.
 * A search is one line of text, so it never matches across two of them. The trigram index is on this expression.
 */
export function orderSearchText(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  id: AnyPgColumn;
}): SQL {
  return sql`${t.firstName} || ' ' || ${t.lastName} || E'\\n' || ${t.email} || E'\\n' || ${t.id}::text`;
}

export const PAYMENT_PROVIDERS = ["mollie", "test"] as const;
/** What staff decided about an order that awaited approval (server/domain/orders/review-order.ts). */
export const REVIEW_DECISIONS = ["APPROVED", "REJECTED"] as const;

export const orders = pgTable(
  "orders",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    status: text("status").$type<(typeof ORDER_STATUSES)[number]>().notNull().default("PENDING"),
    paymentMethod: text("payment_method").$type<(typeof PAYMENT_METHODS)[number]>().notNull(),
    currency: text("currency").notNull().default("EUR"),
    totalCents: integer("total_cents").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    /** The moment the buyer submitted, as sent by the client; createdAt is the server's. */
    purchasedAt: timestamptz("purchased_at").notNull(),
    returnUrl: text("return_url").notNull(),
    /** Until when held tickets stay reserved for a pending payment. */
    holdExpiresAt: timestamptz("hold_expires_at"),
    /** The terms version in force when the order was placed, which the form linked; null when none was published. */
    acceptedTermsVersionId: uuid("accepted_terms_version_id").references(() => sitePageVersions.id),
    completedAt: timestamptz("completed_at"),
    /**
     * The review of an order that awaited approval: the decision, when, and who took it. A plain record until
     * the audit log names staff members properly; null for an order that never awaited approval.
     */
    reviewDecision: text("review_decision").$type<(typeof REVIEW_DECISIONS)[number]>(),
    reviewedAt: timestamptz("reviewed_at"),
    reviewedBy: text("reviewed_by"),
    /**
     * When staff cancelled the whole order, or closed a REFUND_REQUIRED order by refunding it. Such an
     * order never re-opens, whatever payment notification turns up later.
     */
    canceledAt: timestamptz("canceled_at"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("orders_status_valid", oneOf(t.status, ORDER_STATUSES)),
    check("orders_payment_method_valid", oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check("orders_total_not_negative", sql`${t.totalCents} >= 0`),
    check("orders_review_decision_valid", oneOf(t.reviewDecision, REVIEW_DECISIONS)),
    check(
      "orders_review_complete",
      sql`(${t.reviewDecision} is null) = (${t.reviewedAt} is null) and (${t.reviewedAt} is null) = (${t.reviewedBy} is null)`,
    ),
    index("orders_event_idx").on(t.eventId),
    // The back office's order list, newest first, pages by (created_at, id).
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_pending_hold_idx").on(t.status, t.holdExpiresAt),
    // The back office's order search (a part of the name, e-mail address or id): trigrams answer ILIKE '%…%'.
    index("orders_search_trgm_idx").using("gin", sql`(${orderSearchText(t)}) gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "restrict" }),
    /** Copied from the ticket type at purchase, so later edits never change an order. */
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    vatRate: text("vat_rate").$type<(typeof VAT_RATES)[number]>().notNull(),
  },
  (t) => [
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_price_not_negative", sql`${t.unitPriceCents} >= 0`),
    check("order_lines_vat_rate_valid", oneOf(t.vatRate, VAT_RATES)),
    unique("order_lines_order_ticket_type_unique").on(t.orderId, t.ticketTypeId),
  ],
);

/** One row per payment attempt at the provider. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").$type<(typeof PAYMENT_PROVIDERS)[number]>().notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status").$type<(typeof PAYMENT_STATUSES)[number]>().notNull().default("open"),
    amountCents: integer("amount_cents").notNull(),
    checkoutUrl: text("checkout_url"),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("payments_provider_valid", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payments_status_valid", oneOf(t.status, PAYMENT_STATUSES)),
    unique("payments_provider_id_unique").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
  ],
);

export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "restrict" }),
    /** Canonical form FF-XXXX-XXXX-XXXX (see server/domain/tickets/registration-code.ts). */
    registrationCode: text("registration_code").notNull().unique("tickets_registration_code_unique"),
    /**
     * Who uses the ticket when staff named someone else than the buyer; all three null means the buyer.
     * server/domain/orders/ticket-holder.ts sets them together.
     */
    holderFirstName: text("holder_first_name"),
    holderLastName: text("holder_last_name"),
    holderEmail: text("holder_email"),
    /** Set when staff cancel the ticket: its code then opens nothing any more. */
    canceledAt: timestamptz("canceled_at"),
    /** When the reminder before the event was written to the outbox; claimed once, null → now. */
    remindedAt: timestamptz("reminded_at"),
    createdAt: createdAt(),
  },
  (t) => [index("tickets_order_idx").on(t.orderId)],
);

/** One workshop per ticket per time slot; the composite key keeps slot and workshop consistent. */
export const workshopRegistrations = pgTable(
  "workshop_registrations",
  {
    id: id(),
    workshopId: uuid("workshop_id").notNull(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => workshopSlots.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("workshop_registrations_ticket_slot_unique").on(t.ticketId, t.slotId),
    foreignKey({
      name: "workshop_registrations_workshop_slot_fk",
      columns: [t.workshopId, t.slotId],
      foreignColumns: [workshops.id, workshops.slotId],
    }).onDelete("cascade"),
    index("workshop_registrations_workshop_idx").on(t.workshopId),
  ],
);

export type InvoiceParty = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  email?: string;
  kvk?: string;
  iban?: string;
  vatNumber?: string;
};

export type InvoiceLine = {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: (typeof VAT_RATES)[number];
  totalCents: number;
  vatCents: number;
};

/** An immutable snapshot; a correction is a credit invoice pointing at the original, never an edit. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    number: text("number").notNull().unique("invoices_number_unique"),
    issuedAt: timestamptz("issued_at").notNull(),
    dueAt: timestamptz("due_at").notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    totalExclVatCents: integer("total_excl_vat_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    creditForInvoiceId: uuid("credit_for_invoice_id"),
    /**
     * A credit invoice for part of the original (some tickets cancelled): the original still stands for the rest.
     * A credit invoice that is not partial closes the original.
     */
    creditIsPartial: boolean("credit_is_partial").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("invoices_totals_add_up", sql`${t.totalExclVatCents} + ${t.vatCents} = ${t.totalCents}`),
    foreignKey({ name: "invoices_credit_for_fk", columns: [t.creditForInvoiceId], foreignColumns: [t.id] }),
    index("invoices_order_idx").on(t.orderId),
    // Whether an invoice was credited: asked of every invoice in the invoice list and the dashboard's totals.
    index("invoices_credit_for_idx").on(t.creditForInvoiceId),
    // The invoice list (newest first) and the invoice register of a period.
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    // The order search finds an order by a part of one of its invoice numbers.
    index("invoices_number_trgm_idx").using("gin", t.number.op("gin_trgm_ops")),
  ],
);

/** The locked counter behind gapless invoice numbers, one row per year. */
export const invoiceNumberSequence = pgTable("invoice_number_sequence", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

export const ordersRelations = relations(orders, ({ one, many }) => ({
  event: one(events, { fields: [orders.eventId], references: [events.id] }),
  lines: many(orderLines),
  payments: many(payments),
  tickets: many(tickets),
  invoices: many(invoices),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  ticketType: one(ticketTypes, { fields: [orderLines.ticketTypeId], references: [ticketTypes.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));

export const ticketsRelations = relations(tickets, ({ one, many }) => ({
  order: one(orders, { fields: [tickets.orderId], references: [orders.id] }),
  ticketType: one(ticketTypes, { fields: [tickets.ticketTypeId], references: [ticketTypes.id] }),
  workshopRegistrations: many(workshopRegistrations),
}));

export const workshopRegistrationsRelations = relations(workshopRegistrations, ({ one }) => ({
  ticket: one(tickets, { fields: [workshopRegistrations.ticketId], references: [tickets.id] }),
  workshop: one(workshops, { fields: [workshopRegistrations.workshopId], references: [workshops.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  order: one(orders, { fields: [invoices.orderId], references: [orders.id] }),
}));
