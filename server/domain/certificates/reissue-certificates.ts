/**
 * Re-issuing (decision 0020): staff fix a certificate's name, or the accreditation, and send the certificate again. The
 * PDF is drawn anew from the current event or course, accreditation and name; the verification code stays, so a
 * register that checked the first copy finds the same certificate. A revoked certificate is not sent again.
 * The points are calculated again from the attendance as it is now (decision 0037), and the registration numbers
 * copied again as the holder has them now.
 */
import { and, eq, isNull } from "drizzle-orm";
import { certificateSubjectSchema, reissueCertificateSchema } from "../../../common/validation/certificates.ts";
import { certificates, staffTodos } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange, type StaffUnit } from "../staff/audit.ts";
import { can, requirePermission } from "../staff/permissions.ts";
import { enqueueCertificateMail, type CertificateRow } from "./certificate-mail.ts";
import { findAccreditation, findSubject, manageOperation, type SubjectRef } from "./certificate-subject.ts";
import { certificateValid } from "./certificate-validity.ts";
import { accreditationSnapshot } from "./issue-certificates.ts";
import { registrationNumbersSnapshot } from "./certificate-numbers.ts";
import { earnedPointsOf, readProgramme } from "../accreditation/attendance-source.ts";

const CERTIFICATE_MESSAGES = {
  notFound: "Dit certificaat bestaat niet.",
  revoked: "Dit certificaat is ingetrokken: de deelnemer is niet (meer) ingecheckt. Check eerst opnieuw in.",
  noAccreditation: "Vul eerst de accreditatiegegevens in.",
} as const;

export async function reissueCertificate(deps: ServiceDeps, rawInput: unknown): Promise<CertificateRow> {
  const input = parseWith(reissueCertificateSchema, rawInput);
  // Which permission applies is known after the lookup; refuse first whoever may change neither events nor courses,
  // so a certificate id reveals nothing to them.
  if (!can(deps.actor, "courses.manage")) requirePermission(deps.actor, "events.manage");
  const [found] = await deps.db
    .select({ subject: certificates.subject, eventId: certificates.eventId, courseId: certificates.courseId })
    .from(certificates)
    .where(eq(certificates.id, input.certificateId));
  if (!found) throw new DomainError("NOT_FOUND", CERTIFICATE_MESSAGES.notFound, { field: "certificateId" });
  const ref = { kind: found.subject, id: (found.eventId ?? found.courseId)! };
  return staffChange(deps, manageOperation(ref.kind), (unit) =>
    reissue(unit, ref, input.certificateId, { firstName: input.firstName, lastName: input.lastName }),
  );
}

/** Sends every valid certificate of the event or course again; the number sent. */
export async function reissueAllCertificates(deps: ServiceDeps, rawSubject: unknown): Promise<number> {
  const ref = parseWith(certificateSubjectSchema, rawSubject);
  return staffChange(deps, manageOperation(ref.kind), async (unit) => {
    await findSubject(unit.tx, ref);
    const rows = await unit.tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          ref.kind === "EVENT" ? eq(certificates.eventId, ref.id) : eq(certificates.courseId, ref.id),
          certificateValid(),
        ),
      );
    for (const row of rows) await reissue(unit, ref, row.id, null);
    return rows.length;
  });
}

async function reissue(
  unit: StaffUnit,
  ref: SubjectRef,
  id: string,
  name: { firstName: string; lastName: string } | null,
): Promise<CertificateRow> {
  const [before] = await unit.tx
    .select({ row: certificates, valid: certificateValid() })
    .from(certificates)
    .where(eq(certificates.id, id))
    .for("update");
  if (!before) throw new DomainError("NOT_FOUND", CERTIFICATE_MESSAGES.notFound, { field: "certificateId" });
  if (!before.valid) throw new DomainError("CONFLICT", CERTIFICATE_MESSAGES.revoked, { field: "certificateId" });
  const accreditation = await findAccreditation(unit.tx, ref);
  if (!accreditation) throw new DomainError("CONFLICT", CERTIFICATE_MESSAGES.noAccreditation);
  const subject = await findSubject(unit.tx, ref);
  const programme = await readProgramme(unit.tx, subject, accreditation);
  const attendeeId = (before.row.ticketId ?? before.row.enrollmentId)!;
  const earned = await earnedPointsOf(unit.tx, programme, subject, attendeeId);
  const numbers = await registrationNumbersSnapshot(unit.tx, subject, accreditation, attendeeId);
  const [after] = await unit.tx
    .update(certificates)
    .set({
      ...(name ?? {}),
      ...accreditationSnapshot(subject, accreditation, earned.total),
      registrationNumbers: numbers,
      reissuedAt: unit.now,
      reissueCount: before.row.reissueCount + 1,
    })
    .where(eq(certificates.id, id))
    .returning();
  await enqueueCertificateMail(unit, after!);
  // A re-issue answers the holder's correction request, if one is open: it leaves the to-do list.
  await unit.tx
    .update(staffTodos)
    .set({ resolvedAt: unit.now, resolvedBy: unit.staff.staffId })
    .where(
      and(
        eq(staffTodos.certificateId, id),
        eq(staffTodos.kind, "CERTIFICATE_NAME_CORRECTION"),
        isNull(staffTodos.resolvedAt),
      ),
    );
  await unit.audit({
    entityType: "certificate",
    entityId: id,
    action: "reissue",
    before: {
      firstName: before.row.firstName,
      lastName: before.row.lastName,
      code: before.row.code,
      points: before.row.points,
    },
    after: { firstName: after!.firstName, lastName: after!.lastName, code: after!.code, points: after!.points },
  });
  return after!;
}
