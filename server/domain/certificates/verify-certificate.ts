/**
 * The public check of a certificate (/certificaat/{code}): the holder's name, what it is for and the
 * date, and whether it is valid; nothing else. Counted with the other code lookups (workshops/code-attempts.ts), an
 * unknown code costing a penalty point, so guessing codes is slow as well as hopeless (60 bits).
 * The holder's registration numbers are deliberately not shown, though the certificate carries them: the code is
 * printed on the PDF and handed to registers and employers, so anyone who ever saw it could read them here. A number
 * identifies a person in a register; the PDF and its mail (the holder's own) print it, this page never does.
 */
import { eq } from "drizzle-orm";
import { normalizeCertificateCode } from "../../../common/certificate-code.ts";
import { certificates } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { withCodeAttemptLimit } from "../workshops/code-attempts.ts";
import { certificateValid } from "./certificate-validity.ts";

export type CertificateCheck = { code: string; name: string; subjectTitle: string; startsAt: Date; endsAt: Date };

/** The certificate when the code is one of a valid certificate; null for anything else (unknown or revoked). */
export async function verifyCertificate(deps: ServiceDeps, typed: string): Promise<CertificateCheck | null> {
  return withCodeAttemptLimit(
    deps,
    async () => {
      const code = normalizeCertificateCode(typed);
      if (!code) return null;
      const [row] = await deps.db
        .select({
          code: certificates.code,
          firstName: certificates.firstName,
          lastName: certificates.lastName,
          subjectTitle: certificates.subjectTitle,
          startsAt: certificates.startsAt,
          endsAt: certificates.endsAt,
          valid: certificateValid(),
        })
        .from(certificates)
        .where(eq(certificates.code, code));
      if (!row?.valid) return null;
      const { firstName, lastName, valid: _valid, ...rest } = row;
      return { ...rest, name: `${firstName} ${lastName}` };
    },
    (found) => found === null,
  );
}
