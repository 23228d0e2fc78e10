import { isUuid } from "../../common/ids.ts";
import { hasErrorCode, rethrowUnlessApiError } from "./api-errors.ts";

/** What a detail page got for the id in its URL, or why there is nothing and the HTTP status that fits. */
export type RouteIdLoad<T> =
  | { kind: "found"; value: T }
  | { kind: "invalid" | "not-found"; status: 404 }
  | { kind: "error"; id: string; status: 500 };

/**
 * Loads what a route's `:id` names with `fetch` (null when it does not exist). `subject` names it in the log
 * when the API fails, e.g. 'Evenement … (evenementpagina)'. Ids are UUIDs unless `isValidId` says otherwise.
 */
export async function loadByRouteId<T>(
  id: string | undefined,
  subject: string,
  fetch: (id: string) => Promise<T | null | undefined>,
  isValidId: (id: string | undefined) => id is string = isUuid,
): Promise<RouteIdLoad<T>> {
  if (!isValidId(id)) return { kind: "invalid", status: 404 };
  try {
    const value = await fetch(id);
    return value ? { kind: "found", value } : { kind: "not-found", status: 404 };
  } catch (error) {
    rethrowUnlessApiError(error);
    if (hasErrorCode(error, "BAD_USER_INPUT")) return { kind: "invalid", status: 404 };
    console.error(`${subject} ${id} laden mislukt:`, error);
    return { kind: "error", id, status: 500 };
  }
}
