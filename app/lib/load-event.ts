import type { RouterContextProvider } from "react-router";
import { isUuid } from "../../common/ids.ts";
import { EventQueryDocument, type EventQueryQuery } from "../graphql/generated.ts";
import { ApiError, runOperation } from "./app-services.ts";

export type LoadedEvent = NonNullable<EventQueryQuery["eventById"]>;

/** An event for a page whose URL names it, or why there is none and the HTTP status that fits. */
export type EventLoad =
  | { kind: "event"; event: LoadedEvent }
  | { kind: "invalid" | "not-found"; status: 404 }
  | { kind: "error"; id: string; status: 500 | 503 };

/** Loads the event of a route's `:id`; `purpose` names the page in the log when the API fails. */
export async function loadEventFromRoute(
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
  purpose: string,
): Promise<EventLoad> {
  if (!isUuid(id)) return { kind: "invalid", status: 404 };
  try {
    const { eventById: event } = await runOperation(context, EventQueryDocument, { id });
    return event ? { kind: "event", event } : { kind: "not-found", status: 404 };
  } catch (error) {
    if (error instanceof ApiError && error.code === "BAD_USER_INPUT") return { kind: "invalid", status: 404 };
    console.error(`Evenement ${id} laden (${purpose}) mislukt:`, error);
    // 503 when the API could not be reached (worth retrying soon), 500 for anything else.
    return { kind: "error", id, status: error instanceof ApiError && error.code === "NETWORK_ERROR" ? 503 : 500 };
  }
}
