/** "Mijn gegevens": the link request, what a link opens, and the erasure. Rules: server/domain/privacy/. */
import { erasePersonalDataByLink, personalDataByToken } from "../../domain/privacy/personal-data-access.ts";
import { requestPersonalDataLink } from "../../domain/privacy/personal-data-links.ts";
import type { ErasureReport } from "../../domain/privacy/erase-personal-data.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

export const personalDataQueries: Pick<QueryResolvers, "personalData"> = {
  personalData: (_parent, { token }, { deps }) => personalDataByToken(deps, token),
};

export const personalDataMutations: Pick<MutationResolvers, "requestPersonalDataLink" | "erasePersonalData"> = {
  requestPersonalDataLink: (_parent, { input }, { deps }) => requestPersonalDataLink(deps, input),
  erasePersonalData: async (_parent, { input }, { deps }) => erasurePayload(await erasePersonalDataByLink(deps, input)),
};

/** The report as the API shows it: the counts as a list of kinds. */
export function erasurePayload(report: ErasureReport) {
  const { erased, removed, anonymised, kept } = report;
  return { erased: Object.entries(erased).map(([kind, count]) => ({ kind, count })), removed, anonymised, kept };
}
