/**
 * Orders in the states that follow the order service (confirmed, awaiting approval), for tests of what happens next:
 * invoices, mails, documents, refunds, workshop sign-up. The rows are written directly because the states they need
 * never come out of the services alone: a confirmed order whose invoice, confirmation mail and ticket counters are
 * left to the test (the confirmation writes all three at once), or one with a past date and a fixed total. Amounts
 * and texts are realistic but fixed. An order placed as a buyer places it goes through the API (CreateOrder). Its
 * counters and its iDEAL payment, when a test needs them, come from the order and payment services.
 */
import { count, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../../server/db/factories/events.ts";
import {
  orderLines,
  orders,
  tickets,
  type ORDER_STATUSES,
  events,
  invoices,
  mailOutbox,
  payments,
  testProviderPayments,
  ticketTypes,
} from "../../../server/db/schema/index.ts";
import type { VatRate } from "../../../server/domain/invoices/vat.ts";
import { countedLinesOf } from "../../../server/domain/orders/order-lines.ts";
import { holdTickets, sellTicketsAtOnce } from "../../../server/domain/orders/ticket-counters.ts";
import { generateRegistrationCode } from "../../../server/domain/tickets/registration-code.ts";
import type { BillingInformationInput, CreateOrderInput, PaymentMethod } from "../../../app/graphql/generated.ts";
import { payByIdeal } from "./payments.ts";

type TestTicketType = { name: string; priceCents: number; vatRate: VatRate; quantity: number };

export type TestOrderOptions = {
  event?: { name?: string; type?: "EVENT" | "FORUM"; startsAt?: Date; endsAt?: Date };
  /** The ticket types bought, with the quantity bought of each. */
  lines?: TestTicketType[];
  paymentMethod?: "IDEAL" | "INVOICE";
  status?: (typeof ORDER_STATUSES)[number];
  buyer?: Partial<typeof TEST_BUYER>;
  /** When the order was placed (its row's createdAt); by default the moment of the insert. */
  createdAt?: Date;
};

export const TEST_BUYER = {
  firstName: "Sanne",
  lastName: "Hofstede",
  email: "sanne.hofstede@dewaterlinie.example.org",
  phoneNumber: "0698765432",
  address: "Wilgenlaan 7",
  postalCode: "3431 JB",
  city: "Nieuwegein",
  country: "Nederland",
};

const DEFAULT_LINES: TestTicketType[] = [
  { name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 2 },
  { name: "Nascholing", priceCents: 4500, vatRate: "EXEMPT", quantity: 1 },
];

/** When every confirmed test order was completed (paid or invoiced). */
const ORDER_COMPLETED_AT = new Date("2026-11-22T10:01:00Z");

export type TestOrder = {
  orderId: string;
  eventId: string;
  ticketTypeIds: string[];
  tickets: { id: string; registrationCode: string }[];
  totalCents: number;
};

/** An event with the given ticket types, and a confirmed order for them with one ticket per place. */
export async function insertConfirmedOrder(db: DbOrTx, options: TestOrderOptions = {}): Promise<TestOrder> {
  const lines = options.lines ?? DEFAULT_LINES;
  const startsAt = options.event?.startsAt ?? new Date("2027-03-11T08:30:00Z");
  const event = await insertEventWithTicketTypes(
    db,
    {
      name: options.event?.name ?? "Forensisch Forum Jaarcongres 2027",
      type: options.event?.type ?? "FORUM",
      startsAt,
      endsAt: options.event?.endsAt ?? new Date(startsAt.getTime() + 7.5 * 60 * 60 * 1000),
      street: "Lindelaan 40",
      postalCode: "3822 XK",
      city: "Amersfoort",
    },
    lines.map((line, index) => ({
      name: line.name,
      priceCents: line.priceCents,
      free: line.priceCents === 0,
      vatRate: line.vatRate,
      quantity: 100,
      sortOrder: index,
    })),
  );
  const types = event.ticketTypes;
  const typeId = (name: string) => types.find((type) => type.name === name)?.id ?? "";

  const paymentMethod = options.paymentMethod ?? "INVOICE";
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      eventId: event.id,
      status: options.status ?? (paymentMethod === "INVOICE" ? "INVOICED" : "PAID"),
      paymentMethod,
      totalCents,
      ...TEST_BUYER,
      ...options.buyer,
      purchasedAt: new Date("2026-11-22T10:00:00Z"),
      returnUrl: `http://localhost:3000/evenementen/${event.id}/aanmelden-voltooid`,
      completedAt: ORDER_COMPLETED_AT,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("testbestelling niet aangemaakt");
  await db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order.id,
      ticketTypeId: typeId(line.name),
      description: line.name,
      quantity: line.quantity,
      unitPriceCents: line.priceCents,
      vatRate: line.vatRate,
    })),
  );
  const issued = await db
    .insert(tickets)
    .values(
      lines.flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          orderId: order.id,
          ticketTypeId: typeId(line.name),
          registrationCode: generateRegistrationCode(),
        })),
      ),
    )
    .returning({ id: tickets.id, registrationCode: tickets.registrationCode });
  return {
    orderId: order.id,
    eventId: event.id,
    ticketTypeIds: types.map((type) => type.id),
    tickets: issued,
    totalCents,
  };
}

/**
 * A confirmed order with the counters its confirmation leaves (sold tickets, places taken: sellTicketsAtOnce), and
 * for an iDEAL order its payment, paid at the test provider when the order was completed (./payments.ts): an order
 * staff can cancel and refund.
 */
export async function insertCancelableOrder(db: DbOrTx, options: TestOrderOptions = {}) {
  const order = await insertConfirmedOrder(db, options);
  await db.transaction(async (tx) => sellTicketsAtOnce(tx, order.eventId, await countedLinesOf(tx, order.orderId)));
  // A pending order's payment is paid at the provider, its notification not yet in: reconciling would confirm it.
  const reconciled = { reconciled: options.status !== "PENDING" };
  const providerPaymentId =
    options.paymentMethod === "IDEAL" ? await payByIdeal(db, order, ORDER_COMPLETED_AT, reconciled) : null;
  return { ...order, providerPaymentId };
}

/**
 * An invoice order of one € 35 ticket awaiting staff approval, its place held (holdTickets). Written directly: the
 * order service sends only large orders for approval, and the tests of the approval want one small known order.
 */
export function insertAwaitingOrderForTest(db: Database, eventId: string, ticketTypeId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        eventId,
        status: "AWAITING_APPROVAL",
        paymentMethod: "INVOICE",
        totalCents: 3500,
        ...TEST_BUYER,
        purchasedAt: new Date("2026-11-22T10:00:00Z"),
        returnUrl: "http://localhost:3000/evenementen/x/aanmelden-voltooid",
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values({
      orderId: order!.id,
      ticketTypeId,
      description: "Regulier",
      quantity: 1,
      unitPriceCents: 3500,
      vatRate: "21",
    });
    await holdTickets(tx, eventId, await countedLinesOf(tx, order!.id));
    return order!.id;
  });
}

export type TestOrderLine = { ticketTypeId: string; quantity: number; unitPriceCents: number; vatRate: VatRate };

/**
 * An order of an existing event in any status, completed at a chosen moment, with its lines and without tickets,
 * for figures over orders (the dashboard's sales per day). Written directly: the order service issues an invoice
 * order's invoice at the moment of the order, and the figures need invoices of other dates (made by ./invoices.ts);
 * the event's counters are the caller's to set with the event.
 */
export async function insertOrderAt(
  db: DbOrTx,
  order: { eventId: string; status: (typeof ORDER_STATUSES)[number]; completedAt: Date; lines: TestOrderLine[] },
): Promise<string> {
  const { eventId, status, completedAt, lines } = order;
  const [row] = await db
    .insert(orders)
    .values({
      eventId,
      status,
      paymentMethod: status === "INVOICED" ? "INVOICE" : "IDEAL",
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      ...TEST_BUYER,
      purchasedAt: completedAt,
      returnUrl: "http://localhost:3000/",
      completedAt: status === "PENDING" ? null : completedAt,
      createdAt: completedAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(lines.map((line) => ({ orderId: row!.id, description: "Ticket", ...line })));
  return row!.id;
}

/**
 * A pending iDEAL order of one ticket that already has its ticket. Written directly: the order service issues
 * tickets only on confirmation, and lists must leave out a ticket whose order is not confirmed however it got there.
 */
export async function insertPendingOrderWithTicket(
  db: DbOrTx,
  order: { eventId: string; ticketTypeId: string; buyer: Partial<typeof TEST_BUYER>; purchasedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      eventId: order.eventId,
      status: "PENDING",
      paymentMethod: "IDEAL",
      totalCents: 9500,
      ...TEST_BUYER,
      ...order.buyer,
      purchasedAt: order.purchasedAt,
      returnUrl: "http://localhost/x",
    })
    .returning({ id: orders.id });
  await db
    .insert(tickets)
    .values({ orderId: row!.id, ticketTypeId: order.ticketTypeId, registrationCode: generateRegistrationCode() });
  return row!.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Order inputs and read-backs for the order tests (they place orders with the web app's CreateOrder); the events
// come from ./events.ts.

export const BUYER = {
  firstName: "Noor",
  lastName: "de Vries",
  name: "Noor de Vries",
  email: "noor.devries@voorbeeld.example.org",
  phoneNumber: "0612345678",
  address: "Kerkstraat 1",
  postalCode: "1234 AB",
  city: "Utrecht",
  country: "Nederland",
};

type OrderInputOverrides = {
  currency?: string;
  paymentMethod?: PaymentMethod;
  returnUrl?: string;
  billing?: Partial<BillingInformationInput>;
};

/**
 * A CreateOrderInput as the web app sends it (GraphQL variables: dates as ISO strings), for the web app's
 * CreateOrder document.
 */
export function orderInput(
  eventId: string,
  lines: { ticketTypeId: string; quantity: number }[],
  overrides: OrderInputOverrides = {},
  publicUrl = "http://localhost:3000",
): CreateOrderInput {
  return {
    currency: overrides.currency ?? "EUR",
    eventId,
    purchaseInformation: {
      purchasedAt: "2026-11-22T09:59:00.000Z",
      billingInformation: { ...BUYER, ...overrides.billing },
    },
    ticketTypeQuantities: lines,
    paymentMethod: overrides.paymentMethod ?? "IDEAL",
    returnUrl: overrides.returnUrl ?? `${publicUrl}/evenementen/${eventId}/aanmelden-voltooid`,
  };
}

export async function ticketCounters(db: Database, ticketTypeId: string) {
  const [row] = await db
    .select({ sold: ticketTypes.soldCount, held: ticketTypes.heldCount })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  return row;
}

export async function eventTaken(db: Database, eventId: string): Promise<number | undefined> {
  const [row] = await db.select({ taken: events.ticketsTaken }).from(events).where(eq(events.id, eventId));
  return row?.taken;
}

export async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function ticketsOf(db: Database, orderId: string) {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId));
}

/** Row counts of everything an order writes, to prove a rejected order wrote nothing. */
export async function writtenRows(db: Database) {
  const tables = { orders, orderLines, payments, tickets, invoices, mailOutbox, testProviderPayments };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const counters = await db
    .select({ id: ticketTypes.id, sold: ticketTypes.soldCount, held: ticketTypes.heldCount })
    .from(ticketTypes)
    .orderBy(ticketTypes.id);
  const taken = await db.select({ id: events.id, taken: events.ticketsTaken }).from(events).orderBy(events.id);
  return { counts, counters, taken };
}
