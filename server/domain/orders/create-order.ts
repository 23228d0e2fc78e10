import { inTransaction, type ServiceDeps } from "../deps.ts";
import { orderLines, orders } from "../../db/schema/index.ts";
import { orderTotalCents } from "../../../common/validation/purchase.ts";
import { startPayment } from "../payments/start-payment.ts";
import { confirmPendingOrder, type ConfirmedStatus } from "./confirm-order.ts";
import { holdExpiry } from "./hold.ts";
import { parseOrderInput } from "./order-input.ts";
import { checkSale } from "./sale-rules.ts";
import { holdTickets } from "./ticket-counters.ts";

export type CreatedOrder = {
  orderId: string;
  /** The provider's checkout page for iDEAL; null when the order was confirmed at once (invoice, free). */
  paymentUrl: string | null;
};

/**
 * CreateOrder (spec §7). Validates everything, then in ONE transaction writes the order with its lines and
 * holds its tickets with conditional updates (SOLD_OUT rolls it all back). Free and invoice orders are confirmed
 * in that same transaction. An iDEAL order stays PENDING with a hold; its payment is created at the provider
 * only after the commit, because no transaction may stay open over network I/O.
 */
export async function createOrder(deps: ServiceDeps, input: unknown): Promise<CreatedOrder> {
  const now = deps.clock();
  const valid = parseOrderInput(input, deps.settings.site.publicUrl);
  const sale = await checkSale(deps.db, valid.eventId, valid.ticketTypeQuantities, now);
  const totalCents = orderTotalCents(sale.lines);
  const confirmAs: ConfirmedStatus | null =
    totalCents === 0 ? "FREE" : valid.paymentMethod === "INVOICE" ? "INVOICED" : null;
  const { billingInformation: buyer, purchasedAt } = valid.purchaseInformation;

  const orderId = await inTransaction(
    deps,
    async (unit) => {
      const { tx } = unit;
      const [order] = await tx
        .insert(orders)
        .values({
          eventId: sale.event.id,
          status: "PENDING",
          paymentMethod: valid.paymentMethod,
          currency: valid.currency,
          totalCents,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          email: buyer.email,
          phoneNumber: buyer.phoneNumber,
          address: buyer.address,
          postalCode: buyer.postalCode,
          city: buyer.city,
          country: buyer.country,
          purchasedAt,
          returnUrl: valid.returnUrl,
          holdExpiresAt: confirmAs ? null : holdExpiry(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error("De bestelling is niet opgeslagen");
      await tx.insert(orderLines).values(
        sale.lines.map((line) => ({
          orderId: order.id,
          ticketTypeId: line.ticketTypeId,
          description: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          vatRate: line.vatRate,
        })),
      );
      // After the plain inserts: from here the ticket type rows stay locked until the commit.
      await holdTickets(tx, sale.event.id, sale.lines);
      if (confirmAs) await confirmPendingOrder(unit, order.id, confirmAs);
      return order.id;
    },
    now,
  );

  if (confirmAs) return { orderId, paymentUrl: null };
  const paymentUrl = await startPayment(deps, {
    orderId,
    eventId: sale.event.id,
    amountCents: totalCents,
    description: paymentDescription(sale.event.name, orderId),
  });
  return { orderId, paymentUrl };
}

/** What the buyer sees at the bank; Mollie allows 255 characters. */
function paymentDescription(eventName: string, orderId: string): string {
  const reference = `bestelling ${orderId.slice(0, 8)}`;
  const name = eventName.length > 200 ? `${eventName.slice(0, 199)}…` : eventName;
  return `${name}, ${reference}`;
}
