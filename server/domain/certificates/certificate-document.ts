import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { CertificateNumber } from "../../../common/certificate-registers.ts";
import { certificates } from "../../db/schema/index.ts";
import { formatAmount } from "./certificate-subject.ts";

/** What the certificate PDF prints: the row's snapshot, as the mail worker renders it when it sends. */
export type CertificateDocument = {
  code: string;
  fullName: string;
  subjectKind: "EVENT" | "COURSE";
  subjectTitle: string;
  startsAt: Date;
  endsAt: Date;
  hours: string;
  points: string;
  registers: string[];
  /** The holder's numbers for some of those registers (none given: not there). */
  registrationNumbers: CertificateNumber[];
  accreditationNumber: string;
  signatoryName: string;
  signatoryRole: string;
};

export async function findCertificateDocument(db: DbOrTx, id: string): Promise<CertificateDocument | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) return null;
  return {
    code: row.code,
    fullName: `${row.firstName} ${row.lastName}`,
    subjectKind: row.subject,
    subjectTitle: row.subjectTitle,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    hours: formatAmount(row.hours),
    points: formatAmount(row.points),
    registers: row.registers,
    registrationNumbers: row.registrationNumbers,
    accreditationNumber: row.accreditationNumber,
    signatoryName: row.signatoryName,
    signatoryRole: row.signatoryRole,
  };
}
