import type { EventView } from "./event-queries.ts";

/**
 * Where an event stands, by the caller's clock: the one place this rule lives. The API answers it as Event.phase,
 * the listing orders by it and the ticket sale refuses an event that has ended with the same function.
 */
export type EventPhase = "UPCOMING" | "ONGOING" | "PAST" | "CANCELED";

/** An event has ended at its end moment: from then on no ticket is sold. */
export function hasEnded(event: Pick<EventView, "endsAt">, now: Date): boolean {
  return event.endsAt.getTime() <= now.getTime();
}

/** Canceled wins over past, so a canceled event that is over still reads as canceled. */
export function eventPhase(event: Pick<EventView, "canceledAt" | "startsAt" | "endsAt">, now: Date): EventPhase {
  if (event.canceledAt) return "CANCELED";
  if (hasEnded(event, now)) return "PAST";
  return event.startsAt.getTime() <= now.getTime() ? "ONGOING" : "UPCOMING";
}
