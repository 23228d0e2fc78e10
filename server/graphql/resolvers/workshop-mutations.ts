import { withCodeAttemptLimit } from "../../domain/workshops/code-attempts.ts";
import { registerAttendee, unregisterAttendee } from "../../domain/workshops/registration.ts";
import { joinWorkshopWaitlist, leaveWorkshopWaitlist } from "../../domain/workshops/waitlist.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";
import { workshopToGraphQL } from "./mappers.ts";

/**
 * RegisterAttendee / UnregisterAttendee and the waitlist: each checks a ticket code, so each
 * counts as an attempt.
 */
export const workshopMutations: Pick<
  MutationResolvers,
  "registerAttendee" | "unregisterAttendee" | "joinWorkshopWaitlist" | "leaveWorkshopWaitlist"
> = {
  registerAttendee: async (_parent, { input }, { deps }) => {
    const workshop = await withCodeAttemptLimit(deps, () => registerAttendee(deps, input));
    return { workshop: workshopToGraphQL(workshop) };
  },
  unregisterAttendee: async (_parent, { input }, { deps }) => {
    const workshop = await withCodeAttemptLimit(deps, () => unregisterAttendee(deps, input));
    return { workshop: workshopToGraphQL(workshop) };
  },
  joinWorkshopWaitlist: async (_parent, { input }, { deps }) => {
    const { workshop, entry } = await withCodeAttemptLimit(deps, () => joinWorkshopWaitlist(deps, input));
    return { workshop: workshopToGraphQL(workshop), entry };
  },
  leaveWorkshopWaitlist: async (_parent, { input }, { deps }) => {
    const workshop = await withCodeAttemptLimit(deps, () => leaveWorkshopWaitlist(deps, input));
    return { workshop: workshopToGraphQL(workshop) };
  },
};
