import { requestNameCorrection } from "../../domain/certificates/name-correction.ts";
import { verifyCertificate } from "../../domain/certificates/verify-certificate.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** The public side of certificates of attendance: the check by code and the name-correction request. */
export const certificateQueries: Pick<QueryResolvers, "certificateByCode"> = {
  certificateByCode: async (_parent, { code }, { deps }) => {
    const found = await verifyCertificate(deps, code);
    return found && { ...found, valid: true };
  },
};

export const certificateMutations: Pick<MutationResolvers, "requestCertificateNameCorrection"> = {
  requestCertificateNameCorrection: (_parent, { input }, { deps }) => requestNameCorrection(deps, input),
};
