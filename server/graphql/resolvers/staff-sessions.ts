import {
  countActiveSessions,
  endOwnSession,
  endStaffMemberSessions,
  listOwnSessions,
} from "../../domain/staff/session-management.ts";
import { StaffMemberPasskeyFields } from "./staff-passkeys.ts";
import type { MutationResolvers, QueryResolvers, StaffMemberResolvers } from "../generated/resolvers-types.ts";

/** Seeing and ending staff sessions; the rules live in server/domain/staff/session-management.ts. */
export const staffSessionQueries: Pick<QueryResolvers, "myStaffSessions"> = {
  myStaffSessions: (_parent, _args, { deps }) => listOwnSessions(deps),
};

export const staffSessionMutations: Pick<MutationResolvers, "endMyStaffSession" | "endStaffMemberSessions"> = {
  endMyStaffSession: async (_parent, { input }, { deps }) => ({ ended: await endOwnSession(deps, input.sessionId) }),
  endStaffMemberSessions: (_parent, { input }, { deps }) =>
    endStaffMemberSessions(deps, input.staffId, { deactivate: input.deactivate }),
};

export const StaffMemberFields: StaffMemberResolvers = {
  activeSessionCount: (member, _args, { deps }) => countActiveSessions(deps, member.id),
  ...StaffMemberPasskeyFields,
};
