/** Events and ticket types in the back office; the rules live in server/domain/events/. */
import { eventPhase } from "../../domain/events/event-phase.ts";
import { cancelEvent, createEvent, updateEvent } from "../../domain/events/manage-events.ts";
import { duplicateEvent } from "../../domain/events/duplicate-event.ts";
import { sanitizeRichText } from "../../domain/rich-text.ts";
import { createTicketType, deleteTicketType, updateTicketType } from "../../domain/events/manage-ticket-types.ts";
import {
  findStaffEvent,
  findStaffTicketType,
  listStaffEvents,
  orderedTicketTypeIds,
  ticketTypesOfEvent,
  type StaffTicketTypeRow,
} from "../../domain/events/staff-event-queries.ts";
import type { VAT_RATES } from "../../db/schema/index.ts";
import type { StaffTicketTypeInput } from "../../../common/validation/staff-events.ts";
import type {
  CreateTicketTypeInput,
  MutationResolvers,
  QueryResolvers,
  StaffEventResolvers,
  StaffTicketTypeResolvers,
  VatRate,
} from "../generated/resolvers-types.ts";

type StoredVatRate = (typeof VAT_RATES)[number];
const TO_GRAPHQL: Record<StoredVatRate, VatRate> = { "21": "VAT_21", "9": "VAT_9", EXEMPT: "EXEMPT" };
const FROM_GRAPHQL: Record<VatRate, StoredVatRate> = { VAT_21: "21", VAT_9: "9", EXEMPT: "EXEMPT" };

function ticketTypeInput({ vatRate, ...input }: Omit<CreateTicketTypeInput, "eventId">): StaffTicketTypeInput {
  return { ...input, description: input.description ?? "", vatRate: FROM_GRAPHQL[vatRate] };
}

export const staffEventQueries: Pick<QueryResolvers, "staffEvents" | "staffEvent" | "staffTicketType"> = {
  staffEvents: (_parent, { search, first, after }, { deps }) => listStaffEvents(deps, { search, first, after }),
  staffEvent: (_parent, { id }, { deps }) => findStaffEvent(deps, id),
  staffTicketType: (_parent, { id }, { deps }) => findStaffTicketType(deps, id),
};

export const staffEventMutations: Pick<
  MutationResolvers,
  | "createEvent"
  | "updateEvent"
  | "duplicateEvent"
  | "cancelEvent"
  | "createTicketType"
  | "updateTicketType"
  | "deleteTicketType"
> = {
  createEvent: async (_parent, { input }, { deps }) => ({ event: await createEvent(deps, input) }),
  updateEvent: async (_parent, { input: { id, ...input } }, { deps }) => ({
    event: await updateEvent(deps, id, input),
  }),
  duplicateEvent: async (_parent, { input: { id, shiftYears } }, { deps }) => ({
    event: await duplicateEvent(deps, id, { shiftYears }),
  }),
  cancelEvent: async (_parent, { input }, { deps }) => ({ event: await cancelEvent(deps, input.id) }),
  createTicketType: async (_parent, { input: { eventId, ...input } }, { deps }) => ({
    ticketType: await createTicketType(deps, eventId, ticketTypeInput(input)),
  }),
  updateTicketType: async (_parent, { input: { id, ...input } }, { deps }) => ({
    ticketType: await updateTicketType(deps, id, ticketTypeInput(input)),
  }),
  deleteTicketType: async (_parent, { input }, { deps }) => ({ eventId: await deleteTicketType(deps, input.id) }),
};

export const StaffEventFields: StaffEventResolvers = {
  // Sanitised again on the way out, as the course texts are: the edit form only ever gets what passed the allow-list.
  practicalInfo: (event) => sanitizeRichText(event.practicalInfoHtml),
  phase: (event, _args, { deps }) => eventPhase(event, deps.clock()),
  ticketTypes: (event, _args, { deps }) => ticketTypesOfEvent(deps.db, event.id),
};

/** Whether a type may be deleted; the order lines are read once per type asked (the edit page shows a few). */
const deletable = async (ticketType: StaffTicketTypeRow, db: Parameters<typeof orderedTicketTypeIds>[0]) =>
  ticketType.soldCount + ticketType.heldCount === 0 && (await orderedTicketTypeIds(db, [ticketType.id])).size === 0;

export const StaffTicketTypeFields: StaffTicketTypeResolvers = {
  vatRate: (ticketType) => TO_GRAPHQL[ticketType.vatRate],
  deletable: (ticketType, _args, { deps }) => deletable(ticketType, deps.db),
};
