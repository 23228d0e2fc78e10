/**
 * Staff cancel a whole order or some of its tickets (decision 0013). In one transaction: the tickets' codes stop
 * working (tickets.canceled_at), their workshop registrations go and the places come back, the ticket types'
 * and event's counters go down, a credit invoice is made for exactly what was cancelled and mailed with its PDF,
 * and a whole cancellation moves the order to CANCELED. A partial one keeps the status and lowers what is owed.
 * The form's idempotency key makes a resubmit find the first cancellation; the order's row lock makes two staff
 * members (or a webhook) wait for each other. Money back for a paid order is refundOrder's, right after.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { events, invoices, orderCancellations, orderLines, orders, tickets } from "../../db/schema/index.ts";
import { invoicePdfRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { creditInvoiceMail } from "../../mail/templates/credit-invoice.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { createCreditInvoice, createPartialCreditInvoice, type CreditPart } from "../invoices/credit-invoice.ts";
import { createInvoiceForOrder } from "../invoices/create-invoice.ts";
import { findStandingInvoiceForOrder } from "../invoices/invoice-queries.ts";
import { staffChange, type StaffUnit } from "../staff/audit.ts";
import { claimOrderTransition } from "../transitions.ts";
import { statusAllows } from "./order-actions.ts";
import { lockSlotsForTicketRelease, releaseTicketWorkshops } from "../workshops/ticket-release.ts";
import { releaseSoldTickets, type CountedLine } from "./ticket-counters.ts";

export const NOT_CANCELABLE_MESSAGE = "Deze bestelling kan in haar huidige status niet worden geannuleerd.";
const UNKNOWN_TICKETS_MESSAGE = "Een of meer gekozen tickets horen niet bij deze bestelling of zijn al geannuleerd.";

export type CancelOrderInput = {
  orderId: string;
  /** The tickets to cancel; null for every ticket still standing (the whole order). */
  ticketIds: readonly string[] | null;
  idempotencyKey: string;
  /** What will be paid back right after (refundOrder), for the credit invoice's mail; 0 or absent for nothing. */
  refundCents?: number;
};

export type CancelOrderResult = {
  cancellationId: string;
  whole: boolean;
  ticketCount: number;
  /** What the cancelled tickets cost, in cents. */
  amountCents: number;
  creditInvoiceNumber: string | null;
  /** False when this key's cancellation was done before (a resubmit). */
  created: boolean;
};

export async function cancelOrder(deps: ServiceDeps, input: CancelOrderInput): Promise<CancelOrderResult> {
  return staffChange(deps, "orders.manage", async (unit) => {
    const { tx } = unit;
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId: input.orderId });
    // Under the order's lock: a resubmit that raced the first submit sees its row here.
    const earlier = await findCancellation(tx, input.idempotencyKey);
    if (earlier) {
      if (earlier.orderId !== order.id)
        throw new DomainError("CONFLICT", "Dit formulier hoort bij een andere bestelling.");
      return { ...earlier, created: false };
    }
    if (!statusAllows(order.status, "CANCEL")) {
      throw new DomainError("CONFLICT", NOT_CANCELABLE_MESSAGE, { status: order.status });
    }

    const standing = await tx
      .select({ id: tickets.id, ticketTypeId: tickets.ticketTypeId })
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), isNull(tickets.canceledAt)))
      .orderBy(asc(tickets.id));
    const chosen = chooseTickets(standing, input.ticketIds);
    const whole = chosen.length === standing.length;
    if (chosen.length === 0 && !whole) throw new DomainError("BAD_USER_INPUT", "Kies minstens één ticket.");

    await cancelTickets(unit, order.eventId, chosen);
    const amountCents = await priceOf(tx, order.id, chosen);
    // The invoice first, while the order's lines still add up to its total (an iDEAL order has none yet).
    const mail = { ticketCount: chosen.length, whole, amountCents, refundCents: input.refundCents ?? 0 };
    const credit = amountCents > 0 ? await creditFor(unit, order.id, chosen, mail) : null;

    const totalCents = Math.max(0, order.totalCents - amountCents);
    if (whole) {
      const claimed = await claimOrderTransition(tx, order.id, "CANCELED", unit.now, {
        from: [order.status],
        set: { canceledAt: unit.now, totalCents },
      });
      if (!claimed) throw new Error(`Bestelling ${order.id}: status veranderde onder de vergrendeling`);
    } else {
      await tx.update(orders).set({ totalCents, updatedAt: unit.now }).where(eq(orders.id, order.id));
    }

    const [row] = await tx
      .insert(orderCancellations)
      .values({
        orderId: order.id,
        idempotencyKey: input.idempotencyKey,
        ticketCount: chosen.length,
        amountCents,
        scope: whole ? "WHOLE" : "PARTIAL",
        creditInvoiceId: credit?.invoiceId ?? null,
        staffId: unit.staff.staffId,
        staffName: unit.staff.name,
        createdAt: unit.now,
      })
      .returning({ id: orderCancellations.id });
    if (!row) throw new Error("Annulering is niet opgeslagen");
    await unit.audit({
      entityType: "order",
      entityId: order.id,
      action: whole ? "cancel" : "cancel_tickets",
      before: { status: order.status, totalCents: order.totalCents },
      after: {
        status: whole ? "CANCELED" : order.status,
        totalCents,
        ticketIds: chosen.map((ticket) => ticket.id),
        creditInvoice: credit?.number ?? null,
      },
    });
    return {
      cancellationId: row.id,
      whole,
      ticketCount: chosen.length,
      amountCents,
      creditInvoiceNumber: credit?.number ?? null,
      created: true,
    };
  });
}

type StandingTicket = { id: string; ticketTypeId: string };

type CreditMailFacts = { ticketCount: number; whole: boolean; amountCents: number; refundCents: number };

function chooseTickets(standing: StandingTicket[], ticketIds: readonly string[] | null): StandingTicket[] {
  if (ticketIds === null) return standing;
  const wanted = new Set(ticketIds);
  const chosen = standing.filter((ticket) => wanted.has(ticket.id));
  if (chosen.length !== wanted.size) throw new DomainError("BAD_USER_INPUT", UNKNOWN_TICKETS_MESSAGE);
  return chosen;
}

/**
 * Codes stop working, workshop places and ticket places come back, and the freed workshops' waitlists move up.
 * The event's workshop slots are locked first, before the tickets (the lock order of workshops/slot-locks.ts).
 */
async function cancelTickets(unit: StaffUnit, eventId: string, chosen: StandingTicket[]): Promise<void> {
  if (chosen.length === 0) return;
  const { tx, now } = unit;
  await lockSlotsForTicketRelease(unit, eventId);
  const ids = chosen.map((ticket) => ticket.id);
  const canceled = await tx
    .update(tickets)
    .set({ canceledAt: now })
    .where(and(inArray(tickets.id, ids), isNull(tickets.canceledAt)))
    .returning({ id: tickets.id });
  if (canceled.length !== ids.length) throw new DomainError("CONFLICT", UNKNOWN_TICKETS_MESSAGE);
  await releaseTicketWorkshops(unit, eventId, ids);
  await releaseSoldTickets(tx, eventId, countPerType(chosen));
}

function countPerType(chosen: StandingTicket[]): CountedLine[] {
  const counts = new Map<string, number>();
  for (const ticket of chosen) counts.set(ticket.ticketTypeId, (counts.get(ticket.ticketTypeId) ?? 0) + 1);
  return [...counts].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}

async function priceOf(tx: Transaction, orderId: string, chosen: StandingTicket[]): Promise<number> {
  const lines = await tx
    .select({ ticketTypeId: orderLines.ticketTypeId, unitPriceCents: orderLines.unitPriceCents })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const price = new Map(lines.map((line) => [line.ticketTypeId, line.unitPriceCents]));
  return chosen.reduce((sum, ticket) => sum + (price.get(ticket.ticketTypeId) ?? 0), 0);
}

/**
 * The credit invoice for the cancelled tickets, mailed with its PDF. An order without an invoice yet (iDEAL) gets
 * its invoice first, so the credit invoice corrects a document the bookkeeping has. Null when the invoice was
 * credited in full already.
 */
async function creditFor(
  unit: StaffUnit,
  orderId: string,
  chosen: StandingTicket[],
  mail: CreditMailFacts,
): Promise<{ invoiceId: string; number: string } | null> {
  const { tx } = unit;
  let original = await findStandingInvoiceForOrder(tx, orderId);
  if (!original) {
    const [any] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
    if (any) return null;
    await createInvoiceForOrder(unit, orderId);
    original = await findStandingInvoiceForOrder(tx, orderId);
    if (!original) throw new Error(`Bestelling ${orderId}: factuur niet gevonden na het maken`);
  }
  const [partial] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.creditForInvoiceId, original.id))
    .limit(1);
  const credit =
    mail.whole && !partial
      ? await createCreditInvoice(unit, original.id)
      : await createPartialCreditInvoice(unit, original.id, await creditParts(tx, orderId, original.lines, chosen));
  await enqueueCreditInvoiceMail(unit, orderId, credit, original.number, mail);
  return credit;
}

/** Which lines of the original invoice the tickets were on: by the order line's description and price. */
async function creditParts(
  tx: Transaction,
  orderId: string,
  invoiceLines: readonly { description: string; unitPriceCents: number }[],
  chosen: StandingTicket[],
): Promise<CreditPart[]> {
  const lines = await tx
    .select({
      ticketTypeId: orderLines.ticketTypeId,
      description: orderLines.description,
      unitPriceCents: orderLines.unitPriceCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return countPerType(chosen).map(({ ticketTypeId, quantity }) => {
    const line = lines.find((candidate) => candidate.ticketTypeId === ticketTypeId);
    const lineIndex = line
      ? invoiceLines.findIndex(
          (invoiceLine) =>
            invoiceLine.description.startsWith(`Ticket ${line.description} – `) &&
            invoiceLine.unitPriceCents === line.unitPriceCents,
        )
      : -1;
    if (lineIndex < 0) throw new Error(`Bestelling ${orderId}: geen factuurregel voor tickettype ${ticketTypeId}`);
    return { lineIndex, quantity };
  });
}

async function enqueueCreditInvoiceMail(
  unit: StaffUnit,
  orderId: string,
  credit: { invoiceId: string; number: string },
  originalNumber: string,
  mail: CreditMailFacts,
): Promise<void> {
  const [row] = await unit.tx
    .select({ firstName: orders.firstName, email: orders.email, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Bestelling ${orderId} niet gevonden`);
  const { siteName, publicUrl } = unit.settings.site;
  const content = creditInvoiceMail({
    firstName: row.firstName,
    eventName: row.eventName,
    creditNumber: credit.number,
    originalNumber,
    ...mail,
    siteName,
    publicUrl,
  });
  await enqueueMail(unit, {
    dedupeKey: `credit-invoice:${credit.invoiceId}`,
    orderId,
    to: row.email,
    ...content,
    attachments: [invoicePdfRef({ id: credit.invoiceId, number: credit.number })],
  });
}

async function findCancellation(tx: Transaction, idempotencyKey: string) {
  const [row] = await tx
    .select({
      cancellationId: orderCancellations.id,
      orderId: orderCancellations.orderId,
      scope: orderCancellations.scope,
      ticketCount: orderCancellations.ticketCount,
      amountCents: orderCancellations.amountCents,
      creditInvoiceNumber: invoices.number,
    })
    .from(orderCancellations)
    .leftJoin(invoices, eq(invoices.id, orderCancellations.creditInvoiceId))
    .where(eq(orderCancellations.idempotencyKey, idempotencyKey));
  if (!row) return null;
  const { scope, ...rest } = row;
  return { ...rest, whole: scope === "WHOLE" };
}
