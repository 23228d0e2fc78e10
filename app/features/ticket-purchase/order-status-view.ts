import type { OrderStatus } from "../../graphql/generated.ts";
import { eurosToCents, formatEurosPlain } from "../../../common/format/money.ts";

/** How the completion page presents an order's state; `outcome` decides the heading and which texts follow. */
export type OrderStatusView = {
  outcome: "confirmed" | "pending" | "failed" | "refund";
  message: string;
};

export const COMPLETION_HEADING: Record<OrderStatusView["outcome"] | "unknown", string> = {
  unknown: "Je aanmelding is voltooid",
  confirmed: "Je aanmelding is voltooid",
  pending: "Je aanmelding is voltooid",
  failed: "Je betaling is niet gelukt",
  refund: "Je aanmelding kon niet worden voltooid",
};

/** The actual state of the order (issue 4), in the words of the buyer. */
export function orderStatusView(status: OrderStatus, totalAmount: number): OrderStatusView {
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
