import { eventPhase } from "../../domain/events/event-phase.ts";
import type { EventView } from "../../domain/events/event-queries.ts";
import { eventDescriptionHtml, eventDescriptionText } from "../../domain/events/event-description.ts";
import {
  maxPerOrder,
  notOnSaleReason,
  ticketTypePlacesLeft,
  ticketTypeSaleState,
} from "../../domain/orders/sale-rules.ts";
import { centsToEuros } from "../../../common/format/money.ts";
import type { Event, EventResolvers, TicketType, TicketTypeResolvers } from "../generated/resolvers-types.ts";
import { location, timeFrame } from "./mappers.ts";
import type { FieldResolvers, TicketTypeParent } from "./parents.ts";

/** The fields of an event that its domain view (EventView) does not hold as they are; ticket types only when asked. */
export const EventFields: FieldResolvers<EventResolvers, Event, EventView> = {
  // Sanitised on the way out too; rows from before descriptions became rich text hold plain text, read as paragraphs.
  description: (event) => eventDescriptionHtml(event.description),
  descriptionText: (event) => eventDescriptionText(event.description),
  timeFrame: (event) => timeFrame(event),
  location: (event) => location(event),
  ticketTypes: async (event, _args, { loaders }) =>
    (await loaders.ticketTypesOfEvent.load(event.id)).map((ticketType) => ({ ...ticketType, event })),
  // The derived facts: the domain's rules at the request's clock, the same the ticket sale refuses with.
  phase: (event, _args, { deps }) => eventPhase(event, deps.clock()),
};

export const TicketTypeFields: FieldResolvers<TicketTypeResolvers, TicketType, TicketTypeParent> = {
  soldTickets: (ticketType) => ticketType.soldCount + ticketType.heldCount,
  price: (ticketType) => centsToEuros(ticketType.priceCents),
  quantityAvailable: (ticketType) => ticketType.quantity,
  saleStartDateTime: (ticketType) => ticketType.saleStartsAt,
  saleEndDateTime: (ticketType) => ticketType.saleEndsAt,
  onSale: (ticketType, _args, { deps }) => notOnSaleReason(ticketType.event, ticketType, deps.clock()) === null,
  maxPerOrder: (ticketType) => maxPerOrder(ticketType),
  placesLeft: (ticketType) => ticketTypePlacesLeft(ticketType, ticketType.event.currentCapacity),
  notOnSaleReason: (ticketType, _args, { deps }) => notOnSaleReason(ticketType.event, ticketType, deps.clock()),
  saleState: (ticketType, _args, { deps }) =>
    ticketTypeSaleState(
      ticketType.event,
      ticketType,
      ticketTypePlacesLeft(ticketType, ticketType.event.currentCapacity),
      deps.clock(),
    ),
};
