import { MAX_QUANTITY_PER_TICKET_TYPE } from "../../../common/validation/purchase-basics.ts";
import type { EventQueryQuery } from "../../graphql/generated.ts";

type LoadedEvent = NonNullable<EventQueryQuery["eventById"]>;

/** A ticket type as the purchase page offers it, from the facts the API computed with the server's clock. */
export type OfferedTicketType = {
  id: string;
  name: string;
  description: string;
  /** Euros including VAT; 0 for a free ticket. */
  price: number;
  free: boolean;
  /** What is left for anyone to buy: of this type, and no more than the event itself has left. */
  placesLeft: number;
  /** The most one order may take: the places left, capped by the type's maximum per order. */
  maxQuantity: number;
};

/**
 * The ticket types a visitor can buy now, in the order the API gives them: those the API says are on
 * sale (visible, within their sale window, the event neither canceled nor over) and have places left (already
 * capped by the event's own remaining capacity). The server decides both; the page only leaves out the rest.
 */
export function offeredTicketTypes(event: Pick<LoadedEvent, "ticketTypes">): OfferedTicketType[] {
  return event.ticketTypes
    .filter((ticketType) => ticketType.onSale && ticketType.placesLeft > 0)
    .map((ticketType) => ({
      id: ticketType.id,
      name: ticketType.name,
      description: ticketType.description,
      price: ticketType.free ? 0 : ticketType.price,
      free: ticketType.free || ticketType.price === 0,
      placesLeft: ticketType.placesLeft,
      // maxPerOrder is the server's (never above the general maximum); the cap stays for an older API.
      maxQuantity: Math.min(ticketType.placesLeft, ticketType.maxPerOrder, MAX_QUANTITY_PER_TICKET_TYPE),
    }));
}
