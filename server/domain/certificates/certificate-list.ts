/** The certificates of one event or course, for staff: who has one, its code, when issued and re-issued. */
import { asc, eq, sql } from "drizzle-orm";
import { certificateSubjectSchema } from "../../../common/validation/certificates.ts";
import { certificates } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { requirePermission } from "../staff/permissions.ts";
import {
  findAccreditation,
  findSubject,
  manageOperation,
  type Accreditation,
  type Subject,
} from "./certificate-subject.ts";
import { certificateValid } from "./certificate-validity.ts";
import { isErased } from "../participants/listed-person.ts";
import { readParts, type StoredPart } from "../accreditation/accreditation-parts.ts";
import { workshopPoints, type ProgrammeSlot } from "../accreditation/attendance-points.ts";
import { readSlots } from "../accreditation/attendance-source.ts";

type CertificateListEntry = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  /** Null once the holder's data was erased: the name and subject stay for verification, the address does not. */
  email: string | null;
  issuedAt: Date;
  reissuedAt: Date | null;
  /** False when the check-in behind it was removed: the verification page then refuses it. */
  valid: boolean;
  /** The name the holder asked for through the mail's correction link, while that request is open. */
  requestedName: string | null;
};

type OverviewSlot = Omit<ProgrammeSlot, "workshops"> & {
  workshops: (ProgrammeSlot["workshops"][number] & { earns: string })[];
};

export type CertificateOverview = {
  subject: Subject;
  accreditation: (Accreditation & { parts: StoredPart[] }) | null;
  /** An event's slots and workshops with their parts' points (decision 0037); empty for a course. */
  programme: OverviewSlot[];
  certificates: CertificateListEntry[];
};

export async function listCertificates(deps: ServiceDeps, rawSubject: unknown): Promise<CertificateOverview> {
  const ref = parseWith(certificateSubjectSchema, rawSubject);
  requirePermission(deps.actor, manageOperation(ref.kind));
  const subject = await findSubject(deps.db, ref);
  const rows = await deps.db
    .select({
      id: certificates.id,
      code: certificates.code,
      firstName: certificates.firstName,
      lastName: certificates.lastName,
      email: certificates.email,
      issuedAt: certificates.issuedAt,
      reissuedAt: certificates.reissuedAt,
      valid: certificateValid(),
      requestedName: openCorrectionRequest(),
    })
    .from(certificates)
    .where(ref.kind === "EVENT" ? eq(certificates.eventId, ref.id) : eq(certificates.courseId, ref.id))
    .orderBy(asc(certificates.lastName), asc(certificates.firstName), asc(certificates.id));
  const listed = rows.map((row) => ({ ...row, email: isErased(row) ? null : row.email }));
  const accreditation = await findAccreditation(deps.db, ref);
  const parts = accreditation ? await readParts(deps.db, accreditation.id) : [];
  const slots = ref.kind === "EVENT" ? await readSlots(deps.db, ref.id, accreditation?.id ?? null) : [];
  const programme = slots.map((slot) => ({
    ...slot,
    workshops: slot.workshops.map((workshop) => ({ ...workshop, earns: workshopPoints(slot, workshop) })),
  }));
  return {
    subject,
    accreditation: accreditation ? { ...accreditation, parts } : null,
    programme,
    certificates: listed,
  };
}

/**
 * The requested name of the certificate's open correction to-do (name-correction.ts), so the page that re-issues it
 * shows what the holder asked for, to whoever manages the event or course (the to-do list needs orders.read).
 */
function openCorrectionRequest() {
  // Written out: inside a one-table select Drizzle leaves column names unqualified, and `id` would be the to-do's.
  return sql<string | null>`(select todo.details ->> 'requestedName' from staff_todos todo
    where todo.certificate_id = certificates.id and todo.kind = 'CERTIFICATE_NAME_CORRECTION'
      and todo.resolved_at is null limit 1)`;
}
