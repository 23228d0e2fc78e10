import type { certificates } from "../../db/schema/index.ts";
import { certificatePdfRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { certificateMail } from "../../mail/templates/certificate.ts";
import type { UnitOfWork } from "../deps.ts";
import { formatAmount } from "./certificate-subject.ts";

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Writes the certificate mail in the unit's transaction. The dedupe key holds the re-issue count, so a first issue
 * and every re-issue are one mail each, however often a worker or a button repeats its step.
 */
export async function enqueueCertificateMail(
  unit: Omit<UnitOfWork, "tx"> & Pick<UnitOfWork, "tx">,
  cert: CertificateRow,
) {
  const { siteName, publicUrl } = unit.settings.site;
  const content = certificateMail({
    firstName: cert.firstName,
    fullName: `${cert.firstName} ${cert.lastName}`,
    subjectTitle: cert.subjectTitle,
    startsAt: cert.startsAt,
    hours: formatAmount(cert.hours),
    points: formatAmount(cert.points),
    registers: cert.registers,
    registrationNumbers: cert.registrationNumbers,
    code: cert.code,
    correctionToken: cert.correctionToken,
    pdfToken: cert.pdfToken,
    reissued: cert.reissueCount > 0,
    siteName,
    publicUrl,
  });
  await enqueueMail(
    { tx: unit.tx, now: unit.now, mailEnqueued: unit.mailEnqueued },
    {
      dedupeKey: `certificate:${cert.id}:${cert.reissueCount}`,
      to: cert.email,
      subject: content.subject,
      html: content.html,
      text: content.text,
      attachments: [certificatePdfRef(cert)],
    },
  );
}
