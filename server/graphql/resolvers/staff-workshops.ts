import { createWorkshopSlot, deleteWorkshopSlot, updateWorkshopSlot } from "../../domain/workshops/staff-slots.ts";
import { listStaffWorkshopSlots, listWorkshopRegistrations } from "../../domain/workshops/staff-workshop-queries.ts";
import { createWorkshop, deleteWorkshop, updateWorkshop } from "../../domain/workshops/staff-workshops.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Workshop time slots and workshops in the back office; the rules live in server/domain/workshops/. */
export const staffWorkshopQueries: Pick<QueryResolvers, "staffWorkshopSlots" | "workshopRegistrations"> = {
  staffWorkshopSlots: (_parent, { eventId }, { deps }) => listStaffWorkshopSlots(deps, eventId),
  workshopRegistrations: async (_parent, { workshopId }, { deps }) => {
    const found = await listWorkshopRegistrations(deps, workshopId);
    if (!found) return null;
    const { slotStartsAt, slotEndsAt, eventId, eventName, ...workshop } = found.workshop;
    const { registrations, waitlist } = found;
    return { workshop: { workshop, slotStartsAt, slotEndsAt, eventId, eventName }, registrations, waitlist };
  },
};

export const staffWorkshopMutations: Pick<
  MutationResolvers,
  | "createWorkshopSlot"
  | "updateWorkshopSlot"
  | "deleteWorkshopSlot"
  | "createWorkshop"
  | "updateWorkshop"
  | "deleteWorkshop"
> = {
  createWorkshopSlot: async (_parent, { input }, { deps }) => ({ slot: await createWorkshopSlot(deps, input) }),
  updateWorkshopSlot: async (_parent, { input }, { deps }) => ({ slot: await updateWorkshopSlot(deps, input) }),
  deleteWorkshopSlot: async (_parent, { input }, { deps }) => {
    const { id, eventId } = await deleteWorkshopSlot(deps, input);
    return { deletedId: id, eventId };
  },
  createWorkshop: async (_parent, { input }, { deps }) => ({ workshop: await createWorkshop(deps, input) }),
  updateWorkshop: async (_parent, { input }, { deps }) => ({ workshop: await updateWorkshop(deps, input) }),
  deleteWorkshop: async (_parent, { input }, { deps }) => {
    const { id, slotId } = await deleteWorkshop(deps, input);
    return { deletedId: id, slotId };
  },
};
