import type { EventFieldsFragment } from "../graphql/generated.ts";
import { formatInAmsterdam, isSameAmsterdamDay } from "../../common/format/dates.ts";

/** Shown for events without an image of their own (spec §9); the same 1200x630 size as event images. */
export const DEFAULT_EVENT_IMAGE = "/assets/demo/events/default.webp";
export const EVENT_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where an event stands for a visitor: canceled wins over past, so a canceled past event reads 'Geannuleerd'. */
export type EventPhase = "upcoming" | "past" | "canceled";

type PhaseInput = Pick<EventFieldsFragment, "canceledAt"> & { timeFrame: { end: string } };

/** Decided in the loader with the server's clock, so server and browser render the same label. */
export function eventPhase(event: PhaseInput, now: Date): EventPhase {
  if (event.canceledAt) return "canceled";
  return new Date(event.timeFrame.end).getTime() < now.getTime() ? "past" : "upcoming";
}

export const EVENT_PHASE_LABEL: Record<Exclude<EventPhase, "upcoming">, string> = {
  past: "Afgelopen",
  canceled: "Geannuleerd",
};

export function eventImageUrl(featuredImageUrl: string | null): string {
  return featuredImageUrl || DEFAULT_EVENT_IMAGE;
}

/**
 * 'woensdag 12 maart 2026, van 09:30 tot 17:00', or both moments when the event spans days. Non-breaking
 * spaces keep a time range on one line (a hyphen would allow a break after it).
 */
export function formatEventWhen(timeFrame: { start: string; end: string }): string {
  const { start, end } = timeFrame;
  if (isSameAmsterdamDay(start, end)) {
    const times = `van ${formatInAmsterdam(start, "HH:mm")} tot ${formatInAmsterdam(end, "HH:mm")}`;
    return `${formatInAmsterdam(start, "EEEE d MMMM yyyy")}, ${times.replace(/ /g, "\u00a0")}`;
  }
  return `${formatInAmsterdam(start, "d MMMM yyyy, HH:mm")} tot ${formatInAmsterdam(end, "d MMMM yyyy, HH:mm")}`;
}
