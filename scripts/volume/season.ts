/**
 * The events of a big season and their sales, as rows: events with two ticket types each, orders over the weeks
 * before each event (paid by iDEAL, invoiced, expired or cancelled), their lines, payments, tickets and invoices.
 * The capacity counters (decision 0005) are set from the tickets made here, and invoice numbers run from 1 per year
 * in the order of issue, as nextInvoiceNumber hands them out.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { siteUrl, ticketPurchaseCompletePath } from "../../common/site-paths.ts";
import { amsterdamYear, formatDate } from "../../common/format/dates.ts";
import { orderTotalCents } from "../../common/validation/purchase.ts";
import type { Settings } from "../../server/domain/deps.ts";
import { formatInvoiceNumber } from "../../server/domain/invoices/invoice-number.ts";
import { invoiceTotals, toInvoiceLine } from "../../server/domain/invoices/vat.ts";
import { holdExpiry } from "../../server/domain/orders/hold.ts";
import { generateRegistrationCode } from "../../server/domain/tickets/registration-code.ts";
import type * as t from "../../server/db/schema/index.ts";
import { buyer, CITIES, THEMES } from "./people.ts";
import { below } from "./random.ts";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type SeasonRows = {
  events: Row<typeof t.events>[];
  ticketTypes: Row<typeof t.ticketTypes>[];
  orders: Row<typeof t.orders>[];
  orderLines: Row<typeof t.orderLines>[];
  payments: Row<typeof t.payments>[];
  tickets: Row<typeof t.tickets>[];
  invoices: Row<typeof t.invoices>[];
  invoicePayments: Row<typeof t.invoicePayments>[];
  invoiceNumberSequence: Row<typeof t.invoiceNumberSequence>[];
};

export type SeasonSize = { events: number; orders: number; tickets: number };
type Context = { now: Date; settings: Settings; random: () => number; staffId: string };
type TicketTypeRow = Row<typeof t.ticketTypes> & { id: string; priceCents: number };
type SeasonEvent = { row: Row<typeof t.events> & { id: string; startsAt: Date }; types: TicketTypeRow[] };

/** Event `i` of `count`: from eleven months ago to two months ahead, a few a week, in the afternoon. */
function seasonEvent(i: number, count: number, now: Date): SeasonEvent {
  const startsAt = new Date(now.getTime() + Math.round((i / count) * 395 - 330) * DAY_MS + 13 * 3_600_000);
  const id = randomUUID();
  const city = CITIES[i % CITIES.length]!;
  const row = {
    id,
    name: `${THEMES[i % THEMES.length]} ${city} ${Math.floor(i / THEMES.length) + 1}`,
    description: `Een dag over de praktijk van de forensische zorg in ${city}.`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
    locationName: `Zalencentrum ${city}`,
    street: "Stationsplein 1",
    postalCode: "3511 AA",
    city,
    createdAt: new Date(startsAt.getTime() - 150 * DAY_MS),
  };
  const type = (name: string, priceCents: number, vatRate: "21" | "EXEMPT", sortOrder: number): TicketTypeRow => ({
    id: randomUUID(),
    eventId: id,
    name,
    priceCents,
    vatRate,
    quantity: 0,
    sortOrder,
    createdAt: row.createdAt,
  });
  return { row, types: [type("Regulier", 14_500 + (i % 5) * 1_000, "21", 0), type("Student", 4_500, "EXEMPT", 1)] };
}

type Kind = "PAID" | "INVOICED" | "EXPIRED" | "CANCELED";

function kindOf(random: () => number): Kind {
  const r = random();
  return r < 0.7 ? "PAID" : r < 0.92 ? "INVOICED" : r < 0.96 ? "EXPIRED" : "CANCELED";
}

/** Makes the season's rows; `size.tickets` is met exactly by spreading it over the paid and invoiced orders. */
export function seasonRows(size: SeasonSize, context: Context): SeasonRows {
  const { now, random } = context;
  const season = Array.from({ length: size.events }, (_, i) => seasonEvent(i, size.events, now));
  const kinds = Array.from({ length: size.orders }, () => kindOf(random));
  const ticketed = kinds.filter((kind) => kind === "PAID" || kind === "INVOICED").length;
  const rows: SeasonRows = {
    events: season.map((event) => event.row),
    ticketTypes: season.flatMap((event) => event.types),
    orders: [],
    orderLines: [],
    payments: [],
    tickets: [],
    invoices: [],
    invoicePayments: [],
    invoiceNumberSequence: [],
  };
  const codes = new Set<string>();
  let ticketedSoFar = 0;
  kinds.forEach((kind, n) => {
    const event = season[n % season.length]!;
    const isTicketed = kind === "PAID" || kind === "INVOICED";
    // The j-th ticketed order takes its share of the tickets, so the shares add up to size.tickets exactly.
    const quantity = isTicketed
      ? Math.floor(((ticketedSoFar + 1) * size.tickets) / ticketed) -
        Math.floor((ticketedSoFar * size.tickets) / ticketed)
      : 1 + below(random, 3);
    if (isTicketed) ticketedSoFar++;
    addOrder(rows, context, { n, kind, event, quantity: Math.max(quantity, 0), codes });
  });
  countSold(rows);
  numberInvoices(rows);
  return rows;
}

type OrderPlan = { n: number; kind: Kind; event: SeasonEvent; quantity: number; codes: Set<string> };

/** When order `n` was placed: some day in the four months before the event, and before now. */
function purchaseMoment(context: Context, startsAt: Date): Date {
  const latest = Math.min(startsAt.getTime() - DAY_MS, context.now.getTime() - 3_600_000);
  return new Date(latest - below(context.random, 120 * 24 * 60) * MINUTE_MS);
}

function linesOf(plan: OrderPlan, random: () => number) {
  const [regular, student] = plan.event.types as [TicketTypeRow, TicketTypeRow];
  if (plan.quantity === 0) return [];
  const students = plan.quantity >= 2 && random() < 0.3 ? 1 : 0;
  const lines = [{ type: regular, quantity: plan.quantity - students }];
  if (students) lines.push({ type: student, quantity: students });
  return lines.filter((line) => line.quantity > 0);
}

function addOrder(rows: SeasonRows, context: Context, plan: OrderPlan): void {
  const { random, settings } = context;
  const lines = linesOf(plan, random);
  if (lines.length === 0) return;
  const saleLines = lines.map(({ type, quantity }) => ({
    ticketTypeId: type.id,
    name: type.name,
    quantity,
    unitPriceCents: type.priceCents,
    vatRate: type.vatRate!,
  }));
  const totalCents = orderTotalCents(saleLines);
  const purchasedAt = purchaseMoment(context, plan.event.row.startsAt);
  const completedAt = new Date(purchasedAt.getTime() + (1 + below(random, 5)) * MINUTE_MS);
  const orderId = randomUUID();
  const invoiced = plan.kind === "INVOICED";
  rows.orders.push({
    id: orderId,
    eventId: plan.event.row.id,
    status: plan.kind,
    paymentMethod: invoiced ? "INVOICE" : "IDEAL",
    totalCents,
    ...buyer(plan.n),
    purchasedAt,
    returnUrl: siteUrl(settings.site.publicUrl, ticketPurchaseCompletePath(plan.event.row.id)),
    holdExpiresAt: invoiced ? null : holdExpiry(purchasedAt),
    completedAt: plan.kind === "PAID" || invoiced ? completedAt : null,
    canceledAt: plan.kind === "CANCELED" ? completedAt : null,
    createdAt: purchasedAt,
    updatedAt: completedAt,
  });
  for (const { type, quantity } of lines) {
    rows.orderLines.push({
      orderId,
      ticketTypeId: type.id,
      description: type.name,
      quantity,
      unitPriceCents: type.priceCents,
      vatRate: type.vatRate!,
    });
  }
  if (!invoiced) {
    rows.payments.push({
      orderId,
      provider: "test",
      providerPaymentId: `tr_volume${plan.n}`,
      status: plan.kind === "PAID" ? "paid" : plan.kind === "EXPIRED" ? "expired" : "canceled",
      amountCents: totalCents,
      createdAt: purchasedAt,
      updatedAt: completedAt,
    });
  }
  if (plan.kind !== "PAID" && !invoiced) return;
  for (const { type, quantity } of lines) {
    for (let k = 0; k < quantity; k++) {
      rows.tickets.push({
        orderId,
        ticketTypeId: type.id,
        registrationCode: newCode(plan.codes),
        createdAt: completedAt,
      });
    }
  }
  if (invoiced) addInvoice(rows, context, { orderId, event: plan.event, lines, issuedAt: completedAt, n: plan.n });
}

function newCode(codes: Set<string>): string {
  for (;;) {
    const code = generateRegistrationCode(randomBytes);
    if (!codes.has(code)) {
      codes.add(code);
      return code;
    }
  }
}

type InvoicePlan = {
  orderId: string;
  event: SeasonEvent;
  lines: { type: TicketTypeRow; quantity: number }[];
  issuedAt: Date;
  n: number;
};

/** The invoice as issueInvoice writes it (numbered later); most are paid within a few weeks, by bank transfer. */
function addInvoice(rows: SeasonRows, context: Context, plan: InvoicePlan): void {
  const { seller, paymentTermDays } = context.settings.invoices;
  const eventLabel = `${plan.event.row.name} (${formatDate(plan.event.row.startsAt)})`;
  const lines = plan.lines.map(({ type, quantity }) =>
    toInvoiceLine({
      description: `Ticket ${type.name} – ${eventLabel}`,
      quantity,
      unitPriceCents: type.priceCents,
      vatRate: type.vatRate!,
    }),
  );
  const totals = invoiceTotals(lines);
  const order = rows.orders.at(-1)!;
  const id = randomUUID();
  rows.invoices.push({
    id,
    orderId: plan.orderId,
    number: "",
    issuedAt: plan.issuedAt,
    createdAt: plan.issuedAt,
    dueAt: new Date(plan.issuedAt.getTime() + paymentTermDays * DAY_MS),
    seller,
    buyer: {
      name: `${order.firstName} ${order.lastName}`,
      address: order.address,
      postalCode: order.postalCode,
      city: order.city,
      country: order.country,
      email: order.email,
    },
    lines,
    ...totals,
  });
  const paidAt = new Date(plan.issuedAt.getTime() + (2 + below(context.random, 25)) * DAY_MS);
  if (paidAt < context.now && context.random() < 0.85) {
    rows.invoicePayments.push({
      invoiceId: id,
      amountCents: totals.totalCents,
      paidOn: paidAt.toISOString().slice(0, 10),
      staffId: context.staffId,
      idempotencyKey: `volume-${plan.n}`,
      createdAt: paidAt,
    });
  }
}

/** sold_count per ticket type is its tickets, tickets_taken per event the sum; quantity leaves some room. */
function countSold(rows: SeasonRows): void {
  const sold = new Map<string, number>();
  for (const ticket of rows.tickets) sold.set(ticket.ticketTypeId, (sold.get(ticket.ticketTypeId) ?? 0) + 1);
  const taken = new Map<string, number>();
  rows.ticketTypes.forEach((type, i) => {
    const count = sold.get(type.id!) ?? 0;
    type.soldCount = count;
    // Every fifth event nearly sold out, the others with room to spare.
    type.quantity = count + (i % 5 === 0 ? 2 : 40);
    taken.set(type.eventId, (taken.get(type.eventId) ?? 0) + count);
  });
  for (const event of rows.events) event.ticketsTaken = taken.get(event.id!) ?? 0;
}

/** Numbers 1, 2, 3, … per year in the order of issue, and the year's counter at its last number. */
function numberInvoices(rows: SeasonRows): void {
  rows.invoices.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const last = new Map<number, number>();
  for (const invoice of rows.invoices) {
    const year = amsterdamYear(invoice.issuedAt);
    const number = (last.get(year) ?? 0) + 1;
    last.set(year, number);
    invoice.number = formatInvoiceNumber(year, number);
  }
  rows.invoiceNumberSequence = [...last].map(([year, lastNumber]) => ({ year, lastNumber }));
}
