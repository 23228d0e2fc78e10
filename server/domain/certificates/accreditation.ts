/**
 * Staff set an event's or a course's accreditation (decision 0020); certificates issued later state it. With it the
 * points per slot or workshop and the rule for leaving early (decision 0037); left out, those stay as they are.
 */
import { eq } from "drizzle-orm";
import { accreditationSchema } from "../../../common/validation/certificates.ts";
import { accreditations } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { readParts, replaceParts, type StoredPart } from "../accreditation/accreditation-parts.ts";
import { requirePermission } from "../staff/permissions.ts";
import { chooseRegisters } from "../registers/choose-registers.ts";
import { replaceAccreditationRegisters } from "../registers/register-queries.ts";
import {
  findAccreditation,
  findSubject,
  manageOperation,
  type Accreditation,
  type Subject,
} from "./certificate-subject.ts";

export async function readAccreditation(
  deps: ServiceDeps,
  ref: { kind: "EVENT" | "COURSE"; id: string },
): Promise<{ subject: Subject; accreditation: Accreditation | null }> {
  requirePermission(deps.actor, manageOperation(ref.kind));
  const subject = await findSubject(deps.db, ref);
  return { subject, accreditation: await findAccreditation(deps.db, ref) };
}

/** Creates or replaces the accreditation; the audit row keeps what it was, its parts included. */
export async function setAccreditation(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<Accreditation & { parts: StoredPart[] }> {
  const input = parseWith(accreditationSchema, rawInput);
  return staffChange(deps, manageOperation(input.subject.kind), async (unit) => {
    await findSubject(unit.tx, input.subject);
    const before = await findAccreditation(unit.tx, input.subject);
    const chosen = await chooseRegisters(unit.tx, input.registerCodes, before?.registers ?? []);
    const values = {
      hours: input.hours,
      points: input.points,
      accreditationNumber: input.accreditationNumber,
      signatoryName: input.signatoryName ?? "",
      signatoryRole: input.signatoryRole ?? "",
      ...(input.partialRule ? { partialRule: input.partialRule } : {}),
      ...(input.minPercent ? { minPercent: input.minPercent } : {}),
      updatedAt: unit.now,
    };
    const partsBefore = before ? await readParts(unit.tx, before.id) : [];
    const [row] = before
      ? await unit.tx.update(accreditations).set(values).where(eq(accreditations.id, before.id)).returning()
      : await unit.tx
          .insert(accreditations)
          .values({
            ...values,
            eventId: input.subject.kind === "EVENT" ? input.subject.id : null,
            courseId: input.subject.kind === "COURSE" ? input.subject.id : null,
          })
          .returning();
    await replaceAccreditationRegisters(
      unit.tx,
      row!.id,
      chosen.map((register) => register.id),
    );
    const saved: Accreditation = { ...row!, registers: chosen };
    const partsAfter = input.parts ? await replaceParts(unit.tx, input.subject, saved.id, input.parts) : partsBefore;
    await unit.audit({
      entityType: "accreditation",
      entityId: saved.id,
      action: before ? "update" : "create",
      before: before ? snapshot(before, partsBefore) : null,
      after: snapshot(saved, partsAfter),
    });
    return { ...saved, parts: partsAfter };
  });
}

/** What the audit row keeps: the fields, the registers by code, and the parts. */
function snapshot(row: Accreditation, parts: StoredPart[]): Record<string, unknown> {
  const { id: _id, updatedAt: _updatedAt, registers, ...rest } = row;
  return { ...rest, registers: registers.map((register) => register.code), parts };
}
