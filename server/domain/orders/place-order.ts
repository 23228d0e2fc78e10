import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { orderLines, orders, type PAYMENT_METHODS } from "../../db/schema/index.ts";
import type { UnitOfWork } from "../deps.ts";
import type { SaleLine } from "./sale-rules.ts";
import { holdTickets } from "./ticket-counters.ts";
import type { ConfirmedStatus } from "./confirm-order.ts";

type OrderBuyer = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
};

export type OrderToPlace = {
  eventId: string;
  buyer: OrderBuyer;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  currency: string;
  purchasedAt: Date;
  returnUrl: string;
  /** Checked by checkSale; ordered by ticket type id, the order their rows are locked in. */
  lines: readonly SaleLine[];
  totalCents: number;
  /** When the hold of a PENDING order ends; null for an order confirmed in the same transaction. */
  holdExpiresAt: Date | null;
  /**
   * For an order that confirmNewOrder confirms in this same transaction (invoice and free orders): it is written
   * with this status at once, and its places are not held here but taken as sold there, at the end of the
   * transaction. Absent: a PENDING order whose places are held here.
   */
  confirmedAs?: ConfirmedStatus;
  /** The terms version the buyer agreed to (acceptTermsInForce); null or absent for none. */
  acceptedTermsVersionId?: string | null;
};

/**
 * Writes a PENDING order with its lines and holds its tickets (or writes one confirmed at once: `confirmedAs`), in
 * the caller's change: the one way an order comes into being (CreateOrder, and the demo content and test factories
 * that make orders as buyers would). A sold-out line throws SOLD_OUT and the caller's transaction rolls everything
 * back. Returns the order's id.
 */
export async function placeOrder({ tx, now }: Pick<UnitOfWork, "tx" | "now">, order: OrderToPlace): Promise<string> {
  // The id is drawn here so the order and its lines go in as one statement: one round trip fewer in a rush.
  const id = randomUUID();
  const insertOrder = tx.insert(orders).values({
    id,
    eventId: order.eventId,
    status: order.confirmedAs ?? "PENDING",
    completedAt: order.confirmedAs ? now : null,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalCents: order.totalCents,
    ...order.buyer,
    purchasedAt: order.purchasedAt,
    returnUrl: order.returnUrl,
    holdExpiresAt: order.holdExpiresAt,
    acceptedTermsVersionId: order.acceptedTermsVersionId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const insertLines = tx.insert(orderLines).values(
    order.lines.map((line) => ({
      orderId: id,
      ticketTypeId: line.ticketTypeId,
      description: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      createdAt: now,
    })),
  );
  // Each insert comes in parentheses, so both are parts of the WITH; the lines' foreign key is checked at the end
  // of the statement, when the order row is there.
  await tx.execute(sql`with placed as ${insertOrder}, lined as ${insertLines} select`);
  // After the plain inserts: from here the ticket type rows stay locked until the commit.
  if (!order.confirmedAs) await holdTickets(tx, order.eventId, order.lines);
  return id;
}
