import {
  CreateWorkshopSlotDocument,
  DeleteWorkshopDocument,
  DeleteWorkshopSlotDocument,
  UpdateWorkshopSlotDocument,
} from "../../app/graphql/generated.ts";
import {
  PermissionCreateWorkshopDocument,
  PermissionStaffWorkshopSlotsDocument,
  PermissionUpdateWorkshopDocument,
  PermissionWorkshopRegistrationsDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Workshop time slots and workshops of an event. Writes need events.manage; who registered needs
// participants.read. Inputs are valid, so a role that has the permission is never refused for the input.
const SLOT_TIMES = { startsAt: "2027-03-11T12:00:00.000Z", endsAt: "2027-03-11T12:45:00.000Z" };
const WORKSHOP = { name: "Rechtenworkshop", capacity: 20 };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffWorkshopSlotsDocument)({
    field: "staffWorkshopSlots",
    permission: "events.manage",
    variables: (fx) => ({ eventId: fx.eventId }),
  }),
  staffCase(PermissionWorkshopRegistrationsDocument)({
    field: "workshopRegistrations",
    permission: "participants.read",
    variables: (fx) => ({ workshopId: fx.workshopId }),
  }),
  staffCase(CreateWorkshopSlotDocument)({
    field: "createWorkshopSlot",
    permission: "events.manage",
    variables: (fx) => ({ input: { eventId: fx.eventId, ...SLOT_TIMES } }),
  }),
  staffCase(UpdateWorkshopSlotDocument)({
    field: "updateWorkshopSlot",
    permission: "events.manage",
    variables: (fx) => ({ input: { id: fx.slotId, ...SLOT_TIMES } }),
  }),
  staffCase(DeleteWorkshopSlotDocument)({
    // An unknown slot: allowed callers get NOT_FOUND (not a refusal), and no fixture is lost.
    field: "deleteWorkshopSlot",
    permission: "events.manage",
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
  staffCase(PermissionCreateWorkshopDocument)({
    field: "createWorkshop",
    permission: "events.manage",
    variables: (fx) => ({ input: { slotId: fx.slotId, ...WORKSHOP } }),
  }),
  staffCase(PermissionUpdateWorkshopDocument)({
    field: "updateWorkshop",
    permission: "events.manage",
    variables: (fx) => ({ input: { id: fx.workshopId, ...WORKSHOP, capacity: 500 } }),
  }),
  staffCase(DeleteWorkshopDocument)({
    field: "deleteWorkshop",
    permission: "events.manage",
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
];
