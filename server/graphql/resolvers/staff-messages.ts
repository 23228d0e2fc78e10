import {
  listStaffMessages,
  messageAudience,
  previewStaffMessage,
  sendStaffMessage,
  sendTestStaffMessage,
} from "../../domain/participants/staff-messages.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Messages to participants; the rules live in server/domain/participants/staff-messages.ts. */
export const staffMessageQueries: Pick<QueryResolvers, "staffMessages" | "messageAudience" | "staffMessagePreview"> = {
  staffMessages: (_parent, { first, after }, { deps }) => listStaffMessages(deps, { first, after }),
  messageAudience: (_parent, { audience }, { deps }) => messageAudience(deps, audience),
  staffMessagePreview: (_parent, { input }, { deps }) => previewStaffMessage(deps, input),
};

export const staffMessageMutations: Pick<MutationResolvers, "sendStaffMessage" | "sendTestStaffMessage"> = {
  sendStaffMessage: (_parent, { input }, { deps }) => sendStaffMessage(deps, input),
  sendTestStaffMessage: (_parent, { input }, { deps }) => sendTestStaffMessage(deps, input),
};
