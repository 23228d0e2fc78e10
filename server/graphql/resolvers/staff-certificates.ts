import { setAccreditation } from "../../domain/certificates/accreditation.ts";
import { listCertificates } from "../../domain/certificates/certificate-list.ts";
import { reissueAllCertificates, reissueCertificate } from "../../domain/certificates/reissue-certificates.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** Accreditation and certificates in the back office; the rules live in server/domain/certificates/. */
export const staffCertificateQueries: Pick<QueryResolvers, "certificateOverview"> = {
  certificateOverview: async (_parent, { subject }, { deps }) => {
    const overview = await listCertificates(deps, subject);
    const { accreditation, programme, certificates } = overview;
    return { ...overview.subject, accreditation, programme, certificates };
  },
};

export const staffCertificateMutations: Pick<
  MutationResolvers,
  "setAccreditation" | "reissueCertificate" | "reissueAllCertificates"
> = {
  setAccreditation: (_parent, { input }, { deps }) => setAccreditation(deps, input),
  reissueCertificate: async (_parent, { input }, { deps }) => ({
    ...(await reissueCertificate(deps, input)),
    valid: true,
  }),
  reissueAllCertificates: (_parent, { input }, { deps }) => reissueAllCertificates(deps, input.subject),
};
