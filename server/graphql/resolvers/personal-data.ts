/** "Mijn gegevens" (issue 19): the link request, what a link opens, and the erasure. Rules: server/domain/privacy/. */
import { erasePersonalDataByLink, personalDataByToken } from "../../domain/privacy/personal-data-access.ts";
import { requestPersonalDataLink } from "../../domain/privacy/personal-data-links.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

export const personalDataQueries: Pick<QueryResolvers, "personalData"> = {
  personalData: (_parent, { token }, { deps }) => personalDataByToken(deps, token),
};

export const personalDataMutations: Pick<MutationResolvers, "requestPersonalDataLink" | "erasePersonalData"> = {
  requestPersonalDataLink: (_parent, { input }, { deps }) => requestPersonalDataLink(deps, input),
  erasePersonalData: async (_parent, { input }, { deps }) => {
    const report = await erasePersonalDataByLink(deps, input);
    return {
      erased: Object.entries(report.erased).map(([kind, count]) => ({ kind, count })),
      kept: report.kept,
    };
  },
};
