import { setAccreditation } from "../../domain/certificates/accreditation.ts";
import { listCertificates } from "../../domain/certificates/certificate-list.ts";
import { reissueAllCertificates, reissueCertificate } from "../../domain/certificates/reissue-certificates.ts";
import type { Accreditation } from "../../domain/certificates/certificate-subject.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** An accreditation's registers by name (what its certificates print) and by code (what its form ticks). */
function accreditationView<Found extends Accreditation>(accreditation: Found) {
  return {
    ...accreditation,
    registers: accreditation.registers.map((register) => register.name),
    registerCodes: accreditation.registers.map((register) => register.code),
  };
}

/** Accreditation and certificates in the back office; the rules live in server/domain/certificates/. */
export const staffCertificateQueries: Pick<QueryResolvers, "certificateOverview"> = {
  certificateOverview: async (_parent, { subject }, { deps }) => {
    const overview = await listCertificates(deps, subject);
    const { accreditation, programme, certificates } = overview;
    return {
      ...overview.subject,
      accreditation: accreditation && accreditationView(accreditation),
      programme,
      certificates,
    };
  },
};

export const staffCertificateMutations: Pick<
  MutationResolvers,
  "setAccreditation" | "reissueCertificate" | "reissueAllCertificates"
> = {
  setAccreditation: async (_parent, { input }, { deps }) => accreditationView(await setAccreditation(deps, input)),
  reissueCertificate: async (_parent, { input }, { deps }) => ({
    ...(await reissueCertificate(deps, input)),
    valid: true,
  }),
  reissueAllCertificates: (_parent, { input }, { deps }) => reissueAllCertificates(deps, input.subject),
};
