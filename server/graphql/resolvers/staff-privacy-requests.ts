/** Privacy requests by post or phone in the back office (decision 0024); the rules live in server/domain/privacy/. */
import { staffErasePersonalData, staffPersonalData } from "../../domain/privacy/staff-privacy-requests.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";
import { erasurePayload } from "./personal-data.ts";

export const staffPrivacyRequestQueries: Pick<QueryResolvers, "staffPersonalData"> = {
  staffPersonalData: (_parent, { input }, { deps }) => staffPersonalData(deps, input),
};

export const staffPrivacyRequestMutations: Pick<MutationResolvers, "staffErasePersonalData"> = {
  staffErasePersonalData: async (_parent, { input }, { deps }) =>
    erasurePayload(await staffErasePersonalData(deps, input)),
};
