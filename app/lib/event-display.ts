import type { EventPhase } from "../graphql/generated.ts";
import { formatInAmsterdam, isSameAmsterdamDay } from "../../common/format/dates.ts";

/** Shown for events without an image of their own; the same 1200x630 size as event images. */
const DEFAULT_EVENT_IMAGE = "/assets/demo/events/default.webp";
export const EVENT_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * An event's phase comes from the API (Event.phase, by the server's clock: canceled wins over past, and an event
 * is past from its end moment). Tickets are sold while it is upcoming or ongoing; a closed one says why.
 */
export type ClosedEventPhase = Extract<EventPhase, "PAST" | "CANCELED">;

export function isClosedPhase(phase: EventPhase): phase is ClosedEventPhase {
  return phase === "PAST" || phase === "CANCELED";
}

/** The badge of a closed event; an upcoming or ongoing one has none. */
export const EVENT_PHASE_LABEL: Record<ClosedEventPhase, string> = {
  PAST: "Afgelopen",
  CANCELED: "Geannuleerd",
};

/** Why signing up is closed: on the event page and on the purchase page. */
export const EVENT_CLOSED_REASON: Record<ClosedEventPhase, string> = {
  PAST: "Dit evenement heeft al plaatsgevonden. Aanmelden is niet meer mogelijk.",
  CANCELED: "Dit evenement is geannuleerd. Aanmelden is niet mogelijk.",
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

/**
 * How wide an event image is shown, for the `sizes` of its `srcset` (common/media.ts: mediaSrcSet), per layout.
 * The container is at most 72rem (1152 px) wide; the widths are rounded up so the browser never picks too small.
 */
export const EVENT_IMAGE_SIZES = {
  /** The cards of /evenementen: one, two or three columns. */
  card: "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw",
  /** A featured event: half the container from `md`/`lg`, else the full width. */
  half: "(min-width: 768px) 50vw, 100vw",
  /** The event page: two of three columns from `lg`. */
  detail: "(min-width: 1024px) 768px, 100vw",
} as const;
