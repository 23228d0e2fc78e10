import { siteUrl, ticketPurchaseCompletePath } from "../../../common/site-paths.ts";
import { orderTotalCents } from "../../../common/validation/purchase.ts";
import { confirmPendingOrder } from "../../domain/orders/confirm-order.ts";
import { placeOrder } from "../../domain/orders/place-order.ts";
import type { Transaction } from "../client.ts";
import { addMinutes, daysFromNowAt } from "./dates.ts";
import { demoDeps, markDemoMailsSent, saleLine, unitAt, type DemoSeed } from "./demo-order.ts";
import type { SeededEvent } from "./events.ts";

/** The event of the demo's invoice order: the study day a care organisation books for its team. */
export const DEMO_INVOICE_EVENT = "Studiedag LVB en delictgedrag";
const TICKETS = 3;

const DEMO_INVOICE_BUYER = {
  firstName: "Ruben",
  lastName: "Koster",
  email: "opleidingen@hetbakenzorg.example.org",
  phoneNumber: "+31301234987",
  address: "Postbus 4021",
  postalCode: "3502 HA",
  city: "Utrecht",
  country: "Nederland",
};

/**
 * An invoice order of three tickets for a study day, placed a few days ago and not yet paid: on a fresh machine
 * the back office's invoice list, register and dashboard have an open invoice to show. Made through the order
 * services like the paid demo order (seedDemoOrder); its confirmation mail is in the outbox as sent.
 */
export async function seedDemoInvoiceOrder(tx: Transaction, seed: DemoSeed, others: SeededEvent[]): Promise<void> {
  const event = others.find((candidate) => candidate.name === DEMO_INVOICE_EVENT);
  const regular = event?.ticketTypes.find((type) => type.name === "Regulier");
  if (!event || !regular) throw new Error(`'${DEMO_INVOICE_EVENT}' met tickettype 'Regulier' ontbreekt`);
  const lines = [{ ...saleLine(regular), quantity: TICKETS }];
  const purchasedAt = daysFromNowAt(seed.now, -3, "14:05");
  const deps = demoDeps(tx, seed, purchasedAt);

  const orderId = await placeOrder(unitAt(deps, tx, purchasedAt), {
    eventId: event.id,
    buyer: DEMO_INVOICE_BUYER,
    paymentMethod: "INVOICE",
    currency: "EUR",
    purchasedAt,
    returnUrl: siteUrl(seed.settings.site.publicUrl, ticketPurchaseCompletePath(event.id)),
    lines,
    totalCents: orderTotalCents(lines),
    holdExpiresAt: null,
  });
  await confirmPendingOrder(unitAt(deps, tx, addMinutes(purchasedAt, 1)), orderId, "INVOICED");
  await markDemoMailsSent(tx, [DEMO_INVOICE_BUYER.email]);
}
