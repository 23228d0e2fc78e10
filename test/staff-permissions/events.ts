import {
  CancelEventDocument,
  CreateEventDocument,
  type CreateEventInput,
  CreateTicketTypeDocument,
  type CreateTicketTypeInput,
  DeleteTicketTypeDocument,
  DuplicateEventDocument,
  UpdateEventDocument,
  UpdateTicketTypeDocument,
} from "../../app/graphql/generated.ts";
import {
  PermissionStaffEventDocument,
  PermissionStaffEventsDocument,
  PermissionStaffTicketTypeDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Events and their ticket types: every field needs events.manage. The inputs are valid; cancelling and
 * deleting name an unknown id, so with the permission they answer NOT_FOUND (the permission is checked first) and
 * the fixtures stay as the other cases need them.
 */
const permission = "events.manage";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const EVENT = {
  name: "Permissietest evenement",
  type: "EVENT",
  description: "<p>Permissietest.</p>",
  startsAt: "2027-05-20T13:00",
  endsAt: "2027-05-20T17:00",
  country: "Nederland",
  visible: false,
  featured: false,
} satisfies CreateEventInput;
const TICKET_TYPE = {
  name: "Permissietest",
  price: "0",
  vatRate: "EXEMPT",
  quantity: "10",
  visible: false,
} satisfies Omit<CreateTicketTypeInput, "eventId">;

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffEventsDocument)({
    field: "staffEvents",
    permission,
    variables: () => ({ search: "test" }),
  }),
  staffCase(PermissionStaffEventDocument)({
    field: "staffEvent",
    permission,
    variables: (fx) => ({ id: fx.eventId }),
  }),
  staffCase(PermissionStaffTicketTypeDocument)({
    field: "staffTicketType",
    permission,
    variables: (fx) => ({ id: fx.ticketTypeId }),
  }),
  staffCase(CreateEventDocument)({
    field: "createEvent",
    permission,
    variables: () => ({ input: { ...EVENT, name: unique(EVENT.name) } }),
  }),
  staffCase(UpdateEventDocument)({
    field: "updateEvent",
    permission,
    // The fixture event stays public and unfeatured; only its name changes.
    variables: (fx) => ({ input: { ...EVENT, id: fx.eventId, name: unique(EVENT.name), visible: true } }),
  }),
  staffCase(DuplicateEventDocument)({
    field: "duplicateEvent",
    permission,
    variables: (fx) => ({ input: { id: fx.eventId, shiftYears: 1 } }),
  }),
  staffCase(CancelEventDocument)({
    field: "cancelEvent",
    permission,
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
  staffCase(CreateTicketTypeDocument)({
    field: "createTicketType",
    permission,
    variables: (fx) => ({ input: { ...TICKET_TYPE, eventId: fx.eventId, name: unique(TICKET_TYPE.name) } }),
  }),
  staffCase(UpdateTicketTypeDocument)({
    field: "updateTicketType",
    permission,
    variables: () => ({ input: { ...TICKET_TYPE, id: UNKNOWN } }),
  }),
  staffCase(DeleteTicketTypeDocument)({
    field: "deleteTicketType",
    permission,
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
];
