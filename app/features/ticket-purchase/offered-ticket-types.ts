import { formatDateAtTime } from "../../../common/format/dates.ts";
import { MAX_QUANTITY_PER_TICKET_TYPE } from "../../../common/validation/purchase-basics.ts";
import type { EventQueryQuery, TicketSaleState } from "../../graphql/generated.ts";

type LoadedEvent = NonNullable<EventQueryQuery["eventById"]>;
type LoadedTicketType = LoadedEvent["ticketTypes"][number];

/** What step 1 shows of every ticket type a visitor may see, from the facts the API computed with its clock. */
type ShownFacts = {
  id: string;
  name: string;
  description: string;
  /** Euros including VAT; 0 for a free ticket. */
  price: number;
  free: boolean;
};

/** A ticket type the visitor can buy now. */
export type OfferedTicketType = ShownFacts & {
  saleState: "ON_SALE";
  /** What is left for anyone to buy: of this type, and no more than the event itself has left. */
  placesLeft: number;
  /** The most one order may take: the places left, capped by the type's maximum per order. */
  maxQuantity: number;
};

/** A ticket type shown but not orderable, with why in Dutch ('Uitverkocht', 'Verkoop gesloten', ...). */
export type UnavailableTicketType = ShownFacts & {
  saleState: Exclude<TicketSaleState, "ON_SALE" | "HIDDEN">;
  unavailableText: string;
};

export type ShownTicketType = OfferedTicketType | UnavailableTicketType;

/**
 * Every ticket type step 1 shows, in the order the API gives them: all but the hidden ones. Whether one can be
 * bought, and why not, is the API's saleState (the server's sale rules and places); the page only words it.
 */
export function shownTicketTypes(event: Pick<LoadedEvent, "ticketTypes">): ShownTicketType[] {
  return event.ticketTypes.flatMap((ticketType): ShownTicketType[] => {
    const { saleState } = ticketType;
    if (saleState === "HIDDEN") return [];
    const facts: ShownFacts = {
      id: ticketType.id,
      name: ticketType.name,
      description: ticketType.description,
      price: ticketType.free ? 0 : ticketType.price,
      free: ticketType.free || ticketType.price === 0,
    };
    if (saleState !== "ON_SALE") return [{ ...facts, saleState, unavailableText: unavailableText(ticketType) }];
    return [
      {
        ...facts,
        saleState,
        placesLeft: ticketType.placesLeft,
        // maxPerOrder is the server's (never above the general maximum); the cap stays for an older API.
        maxQuantity: Math.min(ticketType.placesLeft, ticketType.maxPerOrder, MAX_QUANTITY_PER_TICKET_TYPE),
      },
    ];
  });
}

/** The ticket types a visitor can buy now: those the API says are on sale with places left. */
export function offeredTicketTypes(shown: ShownTicketType[]): OfferedTicketType[] {
  return shown.filter((ticketType): ticketType is OfferedTicketType => ticketType.saleState === "ON_SALE");
}

function unavailableText(ticketType: Pick<LoadedTicketType, "saleState" | "saleStartDateTime">): string {
  switch (ticketType.saleState) {
    case "SOLD_OUT":
      return "Uitverkocht";
    case "NOT_YET":
      return ticketType.saleStartDateTime
        ? `Verkoop start op ${formatDateAtTime(ticketType.saleStartDateTime)}`
        : "Verkoop nog niet gestart";
    default:
      return "Verkoop gesloten";
  }
}
