import { inTransaction, type ServiceDeps } from "../deps.ts";
import { orderTotalCents } from "../../../common/validation/purchase.ts";
import { startPayment } from "./start-payment.ts";
import { awaitApproval, settlementOf, type AtOnceStatus } from "./approval.ts";
import { confirmNewOrder } from "./confirm-order.ts";
import { holdExpiry } from "./hold.ts";
import { parseOrderInput } from "./order-input.ts";
import { checkSale } from "./sale-rules.ts";
import { placeOrder } from "./place-order.ts";
import { inOrderLane } from "./order-lanes.ts";
import { limitClient, limitEmailAddress } from "../rate-limits/visitor-limits.ts";
import { refuseTooManyUnpaidInvoices } from "./unpaid-invoice-limit.ts";
import { acceptTermsInForce } from "../site-pages/terms-in-force.ts";

export type CreatedOrder = {
  orderId: string;
  /** The provider's checkout page for iDEAL; null for invoice and free orders (confirmed, or awaiting approval). */
  paymentUrl: string | null;
};

/**
 * CreateOrder. Validates everything, then in ONE transaction writes the order with its lines and
 * takes its places with conditional updates (SOLD_OUT rolls it all back), as the last writes before the commit
 * (confirm-order.ts says why). Free and invoice orders are confirmed in that same transaction, their places taken
 * as sold, or, when large, held to await staff approval (approval.ts). An iDEAL order stays
 * PENDING with a hold; its payment is created at the provider only after the commit, because no transaction may
 * stay open over network I/O. Every attempt counts against the visitor's order rate, every order placed against
 * the buyer's address rate. The order records the terms version in force, refusing when it is not the one the form
 * linked (terms-in-force.ts).
 */
export async function createOrder(deps: ServiceDeps, input: unknown): Promise<CreatedOrder> {
  await limitClient(deps, "orders");
  const now = deps.clock();
  const valid = parseOrderInput(input, deps.settings.site.publicUrl);
  const sale = await checkSale(deps.db, valid.eventId, valid.ticketTypeQuantities, now);
  const totalCents = orderTotalCents(sale.lines);
  const confirmAs: AtOnceStatus | null =
    totalCents === 0 ? "FREE" : valid.paymentMethod === "INVOICE" ? "INVOICED" : null;
  const settlement = confirmAs
    ? settlementOf(deps.settings.orderApproval, { totalCents, lines: sale.lines })
    : "await-payment";

  const { billingInformation, purchasedAt } = valid.purchaseInformation;
  const { firstName, lastName, email, phoneNumber, address, postalCode, city, country } = billingInformation;
  const orderId = await inOrderLane(sale.event.id, () =>
    inTransaction(
      deps,
      async (unit) => {
        await limitEmailAddress(unit, email);
        // An invoice order to pay (not a free one) counts against the address's unpaid invoice orders.
        if (valid.paymentMethod === "INVOICE" && totalCents > 0) {
          await refuseTooManyUnpaidInvoices(unit, sale.event.id, email);
        }
        const acceptedTermsVersionId = await acceptTermsInForce(unit.tx, valid.acceptedTermsVersion);
        const id = await placeOrder(unit, {
          eventId: sale.event.id,
          buyer: { firstName, lastName, email, phoneNumber, address, postalCode, city, country },
          paymentMethod: valid.paymentMethod,
          currency: valid.currency,
          purchasedAt,
          returnUrl: valid.returnUrl,
          lines: sale.lines,
          totalCents,
          holdExpiresAt: confirmAs ? null : holdExpiry(now),
          // Confirmed below in this transaction: its places are taken as sold there, last (confirm-order.ts).
          ...(confirmAs && settlement === "confirm" ? { confirmedAs: confirmAs } : {}),
          acceptedTermsVersionId,
        });
        if (confirmAs && settlement === "confirm") await confirmNewOrder(unit, id, confirmAs, sale.lines);
        if (settlement === "await-approval") await awaitApproval(unit, id);
        return id;
      },
      now,
    ),
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
