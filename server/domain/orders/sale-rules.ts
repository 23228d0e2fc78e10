import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, ticketTypes, type VAT_RATES } from "../../db/schema/index.ts";
import { MAX_QUANTITY_PER_TICKET_TYPE } from "../../../common/validation/purchase.ts";
import { placesLeft } from "../capacity.ts";
import { DomainError } from "../errors.ts";
import { hasEnded } from "../events/event-phase.ts";
import type { EventView, TicketTypeRow } from "../events/event-queries.ts";

/** One line of an order as it will be stored: the ticket type's name, price and VAT copied at purchase. */
export type SaleLine = {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: (typeof VAT_RATES)[number];
};

export type Sale = { event: { id: string; name: string }; lines: SaleLine[] };

export const SALE_MESSAGES = {
  unknownEvent: "Ongeldig evenement.",
  canceled: "Dit evenement is geannuleerd; er worden geen tickets meer verkocht.",
  past: "Dit evenement is al voorbij; er worden geen tickets meer verkocht.",
  unknownTicketType: "Dit tickettype bestaat niet bij dit evenement.",
  hiddenTicketType: (name: string) => `${name} is niet te koop.`,
  notYetOnSale: (name: string) => `De verkoop van ${name} is nog niet begonnen.`,
  saleEnded: (name: string) => `De verkoop van ${name} is gesloten.`,
  overMaxPerOrder: (name: string, max: number) => `Je kunt maximaal ${max} tickets van ${name} per bestelling kopen.`,
} as const;

/**
 * Checks that the event sells tickets now and that every requested ticket type belongs to it, is visible and is
 * within its sale window. Capacity is not checked here: the reservation does that atomically in the database.
 * Lines come back ordered by ticket type id, the order in which their rows are locked.
 */
export async function checkSale(
  db: DbOrTx,
  eventId: string,
  requested: readonly { ticketTypeId: string; quantity: number }[],
  now: Date,
): Promise<Sale> {
  // The event with the requested ticket types of it, in one read: every order of a rush starts here.
  const ids = requested.map((line) => line.ticketTypeId);
  const found = await db
    .select({
      event: { id: events.id, name: events.name, endsAt: events.endsAt, canceledAt: events.canceledAt },
      ticketType: ticketTypes,
    })
    .from(events)
    .leftJoin(ticketTypes, and(eq(ticketTypes.eventId, events.id), inArray(ticketTypes.id, ids)))
    .where(and(eq(events.id, eventId), eq(events.visibilityStatus, "PUBLIC")));
  const event = found[0]?.event;
  if (!event) throw new DomainError("NOT_FOUND", SALE_MESSAGES.unknownEvent, { field: "eventId" });
  const eventProblem = eventSaleProblem(event, now);
  if (eventProblem) throw new DomainError("BAD_USER_INPUT", eventProblem, { field: "eventId" });

  const rows = found.flatMap(({ ticketType }) => (ticketType ? [ticketType] : []));
  const lines = requested.map((line, index): SaleLine => {
    const ticketType = rows.find((row) => row.id === line.ticketTypeId);
    const problem = ticketType ? ticketTypeSaleProblem(ticketType, now) : SALE_MESSAGES.unknownTicketType;
    if (!ticketType || problem) {
      throw new DomainError("BAD_USER_INPUT", problem ?? SALE_MESSAGES.unknownTicketType, {
        field: `ticketTypeQuantities.${index}.ticketTypeId`,
        ticketTypeId: line.ticketTypeId,
      });
    }
    const max = maxPerOrder(ticketType);
    if (line.quantity > max) {
      throw new DomainError("BAD_USER_INPUT", SALE_MESSAGES.overMaxPerOrder(ticketType.name, max), {
        field: `ticketTypeQuantities.${index}.quantity`,
        ticketTypeId: line.ticketTypeId,
      });
    }
    return {
      ticketTypeId: ticketType.id,
      name: ticketType.name,
      quantity: line.quantity,
      unitPriceCents: ticketType.free ? 0 : ticketType.priceCents,
      vatRate: ticketType.vatRate,
    };
  });
  return { event: { id: event.id, name: event.name }, lines: sortByTicketType(lines) };
}

/**
 * The sale rules, each once: checkSale refuses with them and the API answers them as TicketType.onSale and
 * notOnSaleReason, so a page offers exactly what an order may buy. Capacity is not among them: see
 * ticketTypePlacesLeft, and the reservation in ticket-counters.ts that enforces it.
 */

/** Why the event sells no tickets now (canceled, or over); null while it does. */
export function eventSaleProblem(event: Pick<EventView, "canceledAt" | "endsAt">, now: Date): string | null {
  if (event.canceledAt) return SALE_MESSAGES.canceled;
  return hasEnded(event, now) ? SALE_MESSAGES.past : null;
}

type SaleWindowTicketType = Pick<TicketTypeRow, "name" | "visible" | "saleStartsAt" | "saleEndsAt">;

/** Why this type itself is not sold now (hidden, or outside its sale window; both ends included); null while it is. */
function ticketTypeRefusal(ticketType: SaleWindowTicketType, now: Date): "hidden" | "notYet" | "ended" | null {
  if (!ticketType.visible) return "hidden";
  if (ticketType.saleStartsAt && now.getTime() < ticketType.saleStartsAt.getTime()) return "notYet";
  if (ticketType.saleEndsAt && now.getTime() > ticketType.saleEndsAt.getTime()) return "ended";
  return null;
}

const REFUSAL_MESSAGES = {
  hidden: SALE_MESSAGES.hiddenTicketType,
  notYet: SALE_MESSAGES.notYetOnSale,
  ended: SALE_MESSAGES.saleEnded,
} as const;

/** Why this type is not sold now, in Dutch (hidden, or outside its sale window); null while it is. */
export function ticketTypeSaleProblem(ticketType: SaleWindowTicketType, now: Date): string | null {
  const refusal = ticketTypeRefusal(ticketType, now);
  return refusal ? REFUSAL_MESSAGES[refusal](ticketType.name) : null;
}

/** What an order for this type of this event would be refused with now, the event's problem first; null: on sale. */
export function notOnSaleReason(
  event: Pick<EventView, "canceledAt" | "endsAt">,
  ticketType: SaleWindowTicketType,
  now: Date,
): string | null {
  return eventSaleProblem(event, now) ?? ticketTypeSaleProblem(ticketType, now);
}

/** Where a ticket type's sale stands, as the purchase page shows it (TicketType.saleState). */
export type TicketSaleState = "ON_SALE" | "SOLD_OUT" | "NOT_YET" | "ENDED" | "HIDDEN";

const REFUSAL_STATES = { hidden: "HIDDEN", notYet: "NOT_YET", ended: "ENDED" } as const;

/**
 * The same rules as notOnSaleReason, as a state a page can show: a hidden type stays hidden whatever the event
 * does, a canceled or past event has ended its sale, then the type's own window; only a type that is on sale can be
 * sold out (`placesLeft` from ticketTypePlacesLeft), so the page says why the sale is closed before it says "full".
 */
export function ticketTypeSaleState(
  event: Pick<EventView, "canceledAt" | "endsAt">,
  ticketType: SaleWindowTicketType,
  placesLeft: number,
  now: Date,
): TicketSaleState {
  const refusal = ticketTypeRefusal(ticketType, now);
  if (refusal === "hidden") return "HIDDEN";
  if (eventSaleProblem(event, now)) return "ENDED";
  if (refusal) return REFUSAL_STATES[refusal];
  return placesLeft > 0 ? "ON_SALE" : "SOLD_OUT";
}

/**
 * Places left of a type (sold and held tickets count as taken), and no more than the event itself has left when
 * it has a limit of its own (`eventPlacesLeft` null: it has none). Never below 0.
 */
export function ticketTypePlacesLeft(
  ticketType: Pick<TicketTypeRow, "quantity" | "soldCount" | "heldCount">,
  eventPlacesLeft: number | null,
): number {
  const own = placesLeft(ticketType.quantity, ticketType.soldCount + ticketType.heldCount);
  return eventPlacesLeft === null ? own : Math.min(own, Math.max(0, eventPlacesLeft));
}

/** The most tickets of this type one order may take: its own maximum, never above the general one. */
export function maxPerOrder(ticketType: Pick<TicketTypeRow, "maxPerOrder">): number {
  return Math.min(ticketType.maxPerOrder ?? MAX_QUANTITY_PER_TICKET_TYPE, MAX_QUANTITY_PER_TICKET_TYPE);
}

/** A fixed lock order (by ticket type id) keeps concurrent orders for the same types free of deadlocks. */
export function sortByTicketType<T extends { ticketTypeId: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : a.ticketTypeId > b.ticketTypeId ? 1 : 0));
}
