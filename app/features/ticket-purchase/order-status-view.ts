import type { OrderStatus, PaymentMethod } from "../../graphql/generated.ts";
import { eurosToCents, formatEurosPlain } from "../../../common/format/money.ts";

/** How the completion page presents an order's state; `outcome` decides the heading and which texts follow. */
export type OrderStatusView = {
  outcome: "confirmed" | "pending" | "awaiting" | "failed" | "canceled" | "refund";
  message: string;
};

export const COMPLETION_HEADING: Record<OrderStatusView["outcome"] | "unknown", string> = {
  unknown: "Je aanmelding is voltooid",
  confirmed: "Je aanmelding is voltooid",
  pending: "Je aanmelding is voltooid",
  awaiting: "Je aanmelding is ontvangen",
  failed: "Je betaling is niet gelukt",
  canceled: "Je bestelling is geannuleerd",
  refund: "Je aanmelding kon niet worden voltooid",
};

/**
 * The actual state of the order, in the words of the buyer. An order without an online payment
 * (invoice, or nothing to pay) is only CANCELED by staff, e.g. when they reject a large order: no payment failed.
 */
export function orderStatusView(
  status: OrderStatus,
  totalAmount: number,
  paymentMethod: PaymentMethod,
): OrderStatusView {
  if (status === "CANCELED" && (paymentMethod === "INVOICE" || totalAmount === 0)) {
    return {
      outcome: "canceled",
      message: "Deze bestelling is geannuleerd; we hebben je daarover een e-mail gestuurd. Je hoeft niets te betalen.",
    };
  }
  switch (status) {
    case "PAID":
      return { outcome: "confirmed", message: "Je betaling is ontvangen. Je tickets zijn onderweg naar je e-mail." };
    case "FREE":
      return { outcome: "confirmed", message: "Je aanmelding is bevestigd. Je tickets zijn onderweg naar je e-mail." };
    case "INVOICED":
      return {
        outcome: "confirmed",
        message: "Je bestelling is bevestigd; de factuur en je tickets zijn onderweg naar je e-mail.",
      };
    case "PENDING":
      return {
        outcome: "pending",
        message: "We wachten nog op de bevestiging van je betaling. Dit duurt meestal enkele seconden.",
      };
    case "AWAITING_APPROVAL":
      return {
        outcome: "awaiting",
        message:
          "We hebben je aanmelding ontvangen. Omdat het om een grote bestelling gaat, bekijken we die eerst. " +
          (totalAmount > 0
            ? "Na onze goedkeuring sturen we je de tickets en de factuur per e-mail; je hoeft nu nog niets te betalen."
            : "Na onze goedkeuring sturen we je de tickets per e-mail."),
      };
    case "FAILED":
    case "CANCELED":
    case "EXPIRED":
      return { outcome: "failed", message: "Je betaling is niet gelukt of afgebroken. Er is niets afgeschreven." };
    case "REFUND_REQUIRED":
      return {
        outcome: "refund",
        message:
          "Je betaling is binnengekomen, maar de plaatsen waren intussen al vergeven. Daarom krijg je " +
          `${formatEurosPlain(eurosToCents(totalAmount))} zo snel mogelijk teruggestort; je hoeft daarvoor niets te doen.`,
      };
    default:
      return { outcome: "pending", message: "We wachten nog op de bevestiging van je betaling." };
  }
}

/**
 * What happens next, per payment method, for an order that is placed or still being paid; null when there is
 * nothing more to say than the notice (awaiting approval, failed, canceled, refund). The status tells the method:
 * only iDEAL orders are PENDING or PAID, only invoice orders INVOICED, and FREE has nothing to pay.
 */
export function nextStepText(status: OrderStatus): string | null {
  switch (status) {
    case "PAID":
      return "Je hebt met iDEAL betaald. Je ontvangt je tickets per e-mail, elk met een eigen ticketcode.";
    case "INVOICED":
      return (
        "Je hebt gekozen voor betalen op factuur. Je ontvangt de factuur en je tickets per e-mail. " +
        "Betaal de factuur binnen de betaaltermijn die op de factuur staat, onder vermelding van het factuurnummer."
      );
    case "FREE":
      return "Je tickets zijn gratis: je hoeft niets te betalen. Je ontvangt ze per e-mail, elk met een eigen ticketcode.";
    case "PENDING":
      return "Zodra je iDEAL-betaling is verwerkt, ontvang je je tickets per e-mail.";
    default:
      return null;
  }
}
