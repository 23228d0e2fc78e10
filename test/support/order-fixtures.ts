import { count, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import {
  events,
  invoices,
  mailOutbox,
  orderLines,
  orders,
  payments,
  testProviderPayments,
  tickets,
  ticketTypes,
} from "../../server/db/schema/index.ts";

/** Order inputs, operations and read-backs for the order tests; the events come from ./factories/events.ts. */

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

export type OrderInputOverrides = {
  currency?: string;
  paymentMethod?: string;
  returnUrl?: string;
  billing?: Partial<Record<keyof typeof BUYER, unknown>>;
};

/** A CreateOrderInput as the web app sends it (GraphQL variables: dates as ISO strings). */
export function orderInput(
  eventId: string,
  lines: { ticketTypeId: string; quantity: number }[],
  overrides: OrderInputOverrides = {},
  publicUrl = "http://localhost:3000",
) {
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

export const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentUrl
      orderId
    }
  }
`;

export const ORDER_BY_ID = /* GraphQL */ `
  query OrderStatus($id: UUID!) {
    orderById(id: $id) {
      id
      eventId
      status
      paymentMethod
      totalAmount
      ticketCount
      createdAt
    }
  }
`;

export type CreateOrderData = { createOrder: { paymentUrl: string | null; orderId: string } };
export type OrderByIdData = {
  orderById: {
    id: string;
    eventId: string;
    status: string;
    paymentMethod: string;
    totalAmount: number;
    ticketCount: number;
    createdAt: string;
  } | null;
};

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
