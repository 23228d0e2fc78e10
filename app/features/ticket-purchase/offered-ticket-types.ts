import { MAX_QUANTITY_PER_TICKET_TYPE } from "../../../common/validation/purchase.ts";
import type { EventQueryQuery } from "../../graphql/generated.ts";

type LoadedEvent = NonNullable<EventQueryQuery["eventById"]>;
type TicketTypeData = LoadedEvent["ticketTypes"][number];

/** A ticket type as the purchase page offers it, decided once in the loader with the server's clock. */
export type OfferedTicketType = {
  id: string;
  name: string;
  description: string;
  /** Euros including VAT; 0 for a free ticket. */
  price: number;
  free: boolean;
  /** What is left for anyone to buy: of this type, and no more than the event itself has left. */
  placesLeft: number;
  /** The most one order may take: the places left, capped per order. */
  maxQuantity: number;
};

/** Places left of a type (spec §5): quantityAvailable minus soldTickets (sold or held), never below 0. */
export function ticketTypePlacesLeft(ticketType: Pick<TicketTypeData, "quantityAvailable" | "soldTickets">): number {
  return Math.max(0, ticketType.quantityAvailable - ticketType.soldTickets);
}

/** Whether the sale window contains `now`; a missing start or end leaves that side open. */
export function isOnSale(
  ticketType: Pick<TicketTypeData, "saleStartDateTime" | "saleEndDateTime">,
  now: Date,
): boolean {
  const time = now.getTime();
  const { saleStartDateTime: start, saleEndDateTime: end } = ticketType;
  if (start && new Date(start).getTime() > time) return false;
  if (end && new Date(end).getTime() < time) return false;
  return true;
}

/**
 * The ticket types a visitor can buy now: visible, on sale and with places left (spec §5), in the order the
 * API gives them. The event's own remaining capacity (when it has one) caps every type.
 */
export function offeredTicketTypes(
  event: Pick<LoadedEvent, "currentCapacity" | "ticketTypes">,
  now: Date,
): OfferedTicketType[] {
  const eventLeft = event.currentCapacity === null ? Infinity : Math.max(0, event.currentCapacity);
  return event.ticketTypes
    .filter((ticketType) => ticketType.visible && isOnSale(ticketType, now))
    .map((ticketType) => {
      const placesLeft = Math.min(ticketTypePlacesLeft(ticketType), eventLeft);
      return {
        id: ticketType.id,
        name: ticketType.name,
        description: ticketType.description,
        price: ticketType.free ? 0 : ticketType.price,
        free: ticketType.free || ticketType.price === 0,
        placesLeft,
        maxQuantity: Math.min(placesLeft, MAX_QUANTITY_PER_TICKET_TYPE),
      };
    })
    .filter((ticketType) => ticketType.placesLeft > 0);
}
