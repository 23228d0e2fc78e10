/**
 * The registration numbers a certificate prints (decision 0036): the holder's numbers for the registers of the
 * accreditation, copied onto the certificate at issue and at every re-issue like the rest of its snapshot. A number
 * for a register the accreditation no longer names is left out; so is a register without a number.
 */
import type { DbOrTx } from "../../db/client.ts";
import type { CertificateNumber } from "../../../common/certificate-registers.ts";
import { numbersOfOwners } from "../registration-numbers/registration-number-queries.ts";
import type { Accreditation, Subject } from "./certificate-subject.ts";

export async function registrationNumbersSnapshot(
  db: DbOrTx,
  subject: Subject,
  accreditation: Accreditation,
  attendeeId: string,
): Promise<CertificateNumber[]> {
  const stored = await numbersOfOwners(db, subject.kind === "EVENT" ? "ticket" : "enrollment", [attendeeId]);
  const byCode = new Map((stored.get(attendeeId) ?? []).map((entry) => [entry.registerCode, entry.number]));
  return accreditation.registers.flatMap((register) => {
    const number = byCode.get(register.code);
    return number ? [{ registerCode: register.code, registerName: register.name, number }] : [];
  });
}
