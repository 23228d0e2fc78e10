import type { RouterContextProvider } from "react-router";
import { EventQueryDocument, type EventQueryQuery } from "../graphql/generated.ts";
import { runOperation } from "./app-services.ts";
import { loadByRouteId } from "./load-by-route-id.ts";

type LoadedEvent = NonNullable<EventQueryQuery["eventById"]>;

/** An event for a page whose URL names it, or why there is none and the HTTP status that fits. */
export type EventLoad =
  | { kind: "event"; event: LoadedEvent }
  | { kind: "invalid" | "not-found"; status: 404 }
  | { kind: "error"; id: string; status: 500 };

/** Loads the event of a route's `:id`; `purpose` names the page in the log when the API fails. */
export async function loadEventFromRoute(
  context: Readonly<RouterContextProvider>,
  id: string | undefined,
  purpose: string,
): Promise<EventLoad> {
  const load = await loadByRouteId(id, `Evenement (${purpose})`, async (eventId) => {
    const { eventById } = await runOperation(context, EventQueryDocument, { id: eventId });
    return eventById;
  });
  return load.kind === "found" ? { kind: "event", event: load.value } : load;
}
