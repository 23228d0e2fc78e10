/**
 * Issuing invoices. An invoice is an immutable snapshot (seller, buyer, lines, VAT, totals) made inside the
 * transaction that confirms the order, with a gapless number from the locked yearly counter. It is never
 * edited: a correction is a credit invoice (credit-invoice.ts).
 */
import { asc, eq, sql } from "drizzle-orm";
import { rowsOf, type DbOrTx, type Transaction } from "../../db/client.ts";
import type { UnitOfWork } from "../deps.ts";
import {
  events,
  invoices,
  orderLines,
  orders,
  ticketTypes,
  type InvoiceLine,
  type InvoiceParty,
} from "../../db/schema/index.ts";
import { formatDate } from "../../../common/format/dates.ts";
import { DomainError } from "../errors.ts";
import { invoiceNumberInStatement } from "./invoice-number.ts";
import { findStandingInvoiceForOrder } from "./invoice-queries.ts";
import { invoiceTotals, toInvoiceLine, type InvoiceTotals } from "./vat.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invoice as issued: what the confirmation mail and its attachment need. */
export type IssuedInvoice = { id: string; number: string; issuedAt: Date; dueAt: Date };

/**
 * The invoice of an order before it is numbered (the buyer, the seller, the lines and their totals), or the invoice
 * the order already has. Everything here is read without locking the year's counter.
 */
export type InvoiceDraft =
  | { existing: IssuedInvoice }
  | { existing: null; orderId: string; buyer: InvoiceParty; lines: InvoiceLine[]; totals: InvoiceTotals };

/**
 * Creates the invoice of an order and returns it. Calling it again for the same order returns the invoice it
 * already has (unless that one was credited), so a repeated confirmation issues no second invoice. Throws when the
 * order does not exist or its lines do not add up to its total.
 */
export async function createInvoiceForOrder(
  unit: Pick<UnitOfWork, "tx" | "now" | "settings">,
  orderId: string,
): Promise<IssuedInvoice & { invoiceId: string }> {
  const invoice = await issueInvoice(unit, await draftInvoiceForOrder(unit.tx, orderId));
  return { ...invoice, invoiceId: invoice.id };
}

/** What an invoice is made of: the order, its event, and its lines as sold. */
export type InvoiceSource = {
  order: typeof orders.$inferSelect;
  eventName: string;
  eventStartsAt: Date;
  lines: Pick<typeof orderLines.$inferSelect, "description" | "quantity" | "unitPriceCents" | "vatRate">[];
};

/**
 * Reads what the invoice of `orderId` will say (see InvoiceDraft); the checks of createInvoiceForOrder. A caller
 * that has just read the order (confirm-order.ts) hands over `source`, so it is not read twice.
 */
export async function draftInvoiceForOrder(
  tx: Transaction,
  orderId: string,
  source?: InvoiceSource,
): Promise<InvoiceDraft> {
  const existing = await findStandingInvoiceForOrder(tx, orderId);
  if (existing) {
    const { id, number, issuedAt, dueAt } = existing;
    return { existing: { id, number, issuedAt, dueAt } };
  }

  return draftNewInvoice(orderId, source ?? (await readInvoiceSource(tx, orderId)));
}

/** The draft of the first invoice of an order, from what it is made of; throws when the lines miss the total. */
export function draftNewInvoice(orderId: string, source: InvoiceSource): InvoiceDraft {
  const { order, eventName, eventStartsAt, lines: sold } = source;
  // The event belongs in the snapshot: 'Regulier' alone would not say what was bought.
  const eventLabel = `${eventName} (${formatDate(eventStartsAt)})`;
  const lines = sold.map((line) =>
    toInvoiceLine({ ...line, description: `Ticket ${line.description} – ${eventLabel}` }),
  );
  if (lines.length === 0) throw new Error(`Bestelling ${orderId} heeft geen regels om te factureren`);
  const totals = invoiceTotals(lines);
  if (totals.totalCents !== order.totalCents) {
    // An invoice must show what the buyer owes; a difference is a bug in the order, not something to paper over.
    throw new Error(`Bestelling ${orderId}: regels ${totals.totalCents} ct, totaal ${order.totalCents} ct`);
  }
  const buyer: InvoiceParty = {
    name: `${order.firstName} ${order.lastName}`.trim(),
    address: order.address,
    postalCode: order.postalCode,
    city: order.city,
    country: order.country,
    email: order.email,
  };
  return { existing: null, orderId, buyer, lines, totals };
}

/** An order's lines as sold, in the order of their ticket types: the lines of its invoice and its confirmation. */
function soldLinesOf(db: DbOrTx, orderId: string): Promise<InvoiceSource["lines"]> {
  return db
    .select({
      description: orderLines.description,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      vatRate: orderLines.vatRate,
    })
    .from(orderLines)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderLines.ticketTypeId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(ticketTypes.sortOrder), asc(orderLines.description));
}

async function readInvoiceSource(tx: Transaction, orderId: string): Promise<InvoiceSource> {
  const [row] = await tx
    .select({ order: orders, eventName: events.name, eventStartsAt: events.startsAt })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
  const lines = await soldLinesOf(tx, orderId);
  return { ...row, lines };
}

/**
 * Numbers and stores a drafted invoice (or returns the one the order has). The number is taken here, as late as
 * the caller can: its lock is held until commit, and every other invoice waits for it.
 */
export async function issueInvoice(
  { tx, now, settings }: Pick<UnitOfWork, "tx" | "now" | "settings">,
  draft: InvoiceDraft,
): Promise<IssuedInvoice> {
  if (draft.existing) return draft.existing;
  const { seller, paymentTermDays } = settings.invoices;
  const { withItem, number } = invoiceNumberInStatement(tx, now);
  const dueAt = new Date(now.getTime() + paymentTermDays * DAY_MS);
  const insert = tx
    .insert(invoices)
    .values({
      orderId: draft.orderId,
      number,
      issuedAt: now,
      createdAt: now,
      dueAt,
      seller,
      buyer: draft.buyer,
      lines: draft.lines,
      ...draft.totals,
    })
    .returning({ id: invoices.id, number: invoices.number });
  const [invoice] = rowsOf<{ id: string; number: string }>(
    await tx.execute(sql`with ${withItem}, issued as ${insert} select id, number from issued`),
  );
  if (!invoice) throw new Error(`De factuur van bestelling ${draft.orderId} is niet opgeslagen`);
  return { id: invoice.id, number: invoice.number, issuedAt: now, dueAt };
}
