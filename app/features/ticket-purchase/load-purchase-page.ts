import type { RouterContextProvider } from "react-router";
import { EventQueryDocument } from "../../graphql/generated.ts";
import { ApiError, runOperation } from "../../lib/app-services.ts";
import { eventPhase } from "../../lib/event-display.ts";
import { offeredTicketTypes, type OfferedTicketType } from "./offered-ticket-types.ts";
import { isUuid } from "../../../common/ids.ts";

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
  | { kind: "closed"; event: PurchaseEvent; reason: "past" | "canceled" }
  | { kind: "open"; event: PurchaseEvent; offered: OfferedTicketType[] };

/**
 * Loads the event and decides, with the server's clock, whether tickets can be bought and which. Used by the
 * loader and again by the action, so an order is always checked against fresh numbers.
 */
export async function loadPurchasePage(
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
  now: Date,
): Promise<{ page: PurchasePage; status: number }> {
  if (!isUuid(id)) return { page: { kind: "invalid" }, status: 404 };
  try {
    const { eventById: event } = await runOperation(context, EventQueryDocument, { id });
    if (!event) return { page: { kind: "not-found" }, status: 404 };
    const summary: PurchaseEvent = { id, name: event.name, timeFrame: event.timeFrame, city: event.location.city };
    const phase = eventPhase(event, now);
    if (phase !== "upcoming") return { page: { kind: "closed", event: summary, reason: phase }, status: 200 };
    return { page: { kind: "open", event: summary, offered: offeredTicketTypes(event, now) }, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.code === "BAD_USER_INPUT") return { page: { kind: "invalid" }, status: 404 };
    console.error(`Evenement ${id} laden voor de ticketverkoop mislukt:`, error);
    // 503 when the API could not be reached (worth retrying soon), 500 for anything else.
    const status = error instanceof ApiError && error.code === "NETWORK_ERROR" ? 503 : 500;
    return { page: { kind: "error", id }, status };
  }
}
