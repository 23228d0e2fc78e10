import type { RouterContextProvider } from "react-router";
import { isClosedPhase, type ClosedEventPhase } from "../../lib/event-display.ts";
import { shownTicketTypes, type ShownTicketType } from "./offered-ticket-types.ts";
import { loadEventFromRoute } from "../../lib/load-event.ts";
import { loadTermsInForce, type ShownTerms } from "../terms/terms-in-force.ts";

/** What the purchase page needs of the event: enough to say which event it is. */
export type PurchaseEvent = {
  id: string;
  name: string;
  timeFrame: { start: string; end: string };
  city: string;
};

/** The purchase page's state; the problems carry the HTTP status the page answers with. */
export type PurchasePage =
  | { kind: "invalid" | "not-found" }
  | { kind: "error"; id: string }
  | { kind: "closed"; event: PurchaseEvent; reason: ClosedEventPhase }
  /** `shown`: every ticket type but the hidden ones, orderable or not (offeredTicketTypes picks the orderable). */
  | { kind: "open"; event: PurchaseEvent; shown: ShownTicketType[]; terms: ShownTerms | null };

/**
 * Loads the event with what the server says can be bought now (its phase, and per ticket type where its sale
 * stands and how many places are left), and the terms an order agrees to. Used by the loader and again by the action, so an order is always checked
 * against fresh numbers.
 */
export async function loadPurchasePage(
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
): Promise<{ page: PurchasePage; status: number }> {
  const load = await loadEventFromRoute(context, id, "ticketverkoop");
  if (load.kind === "error") return { page: { kind: "error", id: load.id }, status: load.status };
  if (load.kind !== "event") return { page: { kind: load.kind }, status: load.status };
  const { event } = load;
  const summary: PurchaseEvent = {
    id: event.id,
    name: event.name,
    timeFrame: event.timeFrame,
    city: event.location.city,
  };
  const { phase } = event;
  if (isClosedPhase(phase)) return { page: { kind: "closed", event: summary, reason: phase }, status: 200 };
  const terms = await loadTermsInForce(context);
  return { page: { kind: "open", event: summary, shown: shownTicketTypes(event), terms }, status: 200 };
}
