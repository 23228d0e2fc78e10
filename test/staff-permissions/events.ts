import type { PermissionFixtures, StaffPermissionCase } from "./types.ts";

/**
 * Events and their ticket types (issue 14): every field needs events.manage. The inputs are valid; cancelling and
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
};
const TICKET_TYPE = { name: "Permissietest", price: "0", vatRate: "EXEMPT", quantity: "10", visible: false };

const mutation = (field: string, inputType: string, selection: string) =>
  `mutation ($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`;

const withInput =
  (make: (fx: PermissionFixtures) => Record<string, unknown>) =>
  (fx: PermissionFixtures): Record<string, unknown> => ({ input: make(fx) });

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffEvents",
    permission,
    query: "query ($search: String) { staffEvents(search: $search, first: 5) { totalCount nodes { id } } }",
    variables: () => ({ search: "test" }),
  },
  {
    field: "staffEvent",
    permission,
    query: "query ($id: UUID!) { staffEvent(id: $id) { id ticketTypes { id deletable } } }",
    variables: (fx) => ({ id: fx.eventId }),
  },
  {
    field: "staffTicketType",
    permission,
    query: "query ($id: UUID!) { staffTicketType(id: $id) { id } }",
    variables: (fx) => ({ id: fx.ticketTypeId }),
  },
  {
    field: "createEvent",
    permission,
    query: mutation("createEvent", "CreateEventInput", "event { id }"),
    variables: withInput(() => ({ ...EVENT, name: unique(EVENT.name) })),
  },
  {
    field: "updateEvent",
    permission,
    query: mutation("updateEvent", "UpdateEventInput", "event { id }"),
    // The fixture event stays public and unfeatured; only its name changes.
    variables: withInput((fx) => ({ ...EVENT, id: fx.eventId, name: unique(EVENT.name), visible: true })),
  },
  {
    field: "duplicateEvent",
    permission,
    query: mutation("duplicateEvent", "DuplicateEventInput", "event { id }"),
    variables: withInput((fx) => ({ id: fx.eventId, shiftYears: 1 })),
  },
  {
    field: "cancelEvent",
    permission,
    query: mutation("cancelEvent", "CancelEventInput", "event { id }"),
    variables: withInput(() => ({ id: UNKNOWN })),
  },
  {
    field: "createTicketType",
    permission,
    query: mutation("createTicketType", "CreateTicketTypeInput", "ticketType { id }"),
    variables: withInput((fx) => ({ ...TICKET_TYPE, eventId: fx.eventId, name: unique(TICKET_TYPE.name) })),
  },
  {
    field: "updateTicketType",
    permission,
    query: mutation("updateTicketType", "UpdateTicketTypeInput", "ticketType { id }"),
    variables: withInput(() => ({ ...TICKET_TYPE, id: UNKNOWN })),
  },
  {
    field: "deleteTicketType",
    permission,
    query: mutation("deleteTicketType", "DeleteTicketTypeInput", "eventId"),
    variables: withInput(() => ({ id: UNKNOWN })),
  },
];
