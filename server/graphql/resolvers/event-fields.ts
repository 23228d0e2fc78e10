import type { EventView, TicketTypeRow } from "../../domain/events/event-queries.ts";
import { centsToEuros } from "../../../common/format/money.ts";
import type { Event, EventResolvers, TicketType, TicketTypeResolvers } from "../generated/resolvers-types.ts";
import { location, timeFrame } from "./mappers.ts";
import type { FieldResolvers } from "./parents.ts";

/** The fields of an event that its domain view (EventView) does not hold as they are; ticket types only when asked. */
export const EventFields: FieldResolvers<EventResolvers, Event, EventView> = {
  timeFrame: (event) => timeFrame(event),
  location: (event) => location(event),
  ticketTypes: (event, _args, { loaders }) => loaders.ticketTypesOfEvent.load(event.id),
};

export const TicketTypeFields: FieldResolvers<TicketTypeResolvers, TicketType, TicketTypeRow> = {
  soldTickets: (ticketType) => ticketType.soldCount + ticketType.heldCount,
  price: (ticketType) => centsToEuros(ticketType.priceCents),
  quantityAvailable: (ticketType) => ticketType.quantity,
  saleStartDateTime: (ticketType) => ticketType.saleStartsAt,
  saleEndDateTime: (ticketType) => ticketType.saleEndsAt,
};
