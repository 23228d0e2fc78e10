import type { StaffPermissionCase } from "./types.ts";

// Workshop time slots and workshops of an event (issue 14). Writes need events.manage; who registered needs
// participants.read. Inputs are valid, so a role that has the permission is never refused for the input.
const SLOT_TIMES = { startsAt: "2027-03-11T12:00:00.000Z", endsAt: "2027-03-11T12:45:00.000Z" };
const WORKSHOP = { name: "Rechtenworkshop", capacity: 20 };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffWorkshopSlots",
    permission: "events.manage",
    query: `query ($eventId: UUID!) { staffWorkshopSlots(eventId: $eventId) { event { id } } }`,
    variables: (fx) => ({ eventId: fx.eventId }),
  },
  {
    field: "workshopRegistrations",
    permission: "participants.read",
    query: `query ($workshopId: UUID!) { workshopRegistrations(workshopId: $workshopId) { registrations { id } } }`,
    variables: (fx) => ({ workshopId: fx.workshopId }),
  },
  {
    field: "createWorkshopSlot",
    permission: "events.manage",
    query: `mutation ($input: CreateWorkshopSlotInput!) { createWorkshopSlot(input: $input) { slot { id } } }`,
    variables: (fx) => ({ input: { eventId: fx.eventId, ...SLOT_TIMES } }),
  },
  {
    field: "updateWorkshopSlot",
    permission: "events.manage",
    query: `mutation ($input: UpdateWorkshopSlotInput!) { updateWorkshopSlot(input: $input) { slot { id } } }`,
    variables: (fx) => ({ input: { id: fx.slotId, ...SLOT_TIMES } }),
  },
  {
    // An unknown slot: allowed callers get NOT_FOUND (not a refusal), and no fixture is lost.
    field: "deleteWorkshopSlot",
    permission: "events.manage",
    query: `mutation ($input: DeleteWorkshopSlotInput!) { deleteWorkshopSlot(input: $input) { deletedId } }`,
    variables: () => ({ input: { id: UNKNOWN } }),
  },
  {
    field: "createWorkshop",
    permission: "events.manage",
    query: `mutation ($input: CreateWorkshopInput!) { createWorkshop(input: $input) { workshop { id } } }`,
    variables: (fx) => ({ input: { slotId: fx.slotId, ...WORKSHOP } }),
  },
  {
    field: "updateWorkshop",
    permission: "events.manage",
    query: `mutation ($input: UpdateWorkshopInput!) { updateWorkshop(input: $input) { workshop { id } } }`,
    variables: (fx) => ({ input: { id: fx.workshopId, ...WORKSHOP, capacity: 500 } }),
  },
  {
    field: "deleteWorkshop",
    permission: "events.manage",
    query: `mutation ($input: DeleteWorkshopInput!) { deleteWorkshop(input: $input) { deletedId } }`,
    variables: () => ({ input: { id: UNKNOWN } }),
  },
];
