/**
 * The points per part of an event's accreditation (decision 0037), replaced as a whole when staff save the
 * accreditation: each part a slot of the event or a workshop of one of its slots, each at most once. A course has
 * no parts: its accreditation's points are the course's.
 */
import { eq } from "drizzle-orm";
import { accreditationParts, workshops, workshopSlots } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import type { SubjectRef } from "../certificates/certificate-subject.ts";

export type PartInput = { slotId?: string | null; workshopId?: string | null; points: string };
export type StoredPart = { slotId: string | null; workshopId: string | null; points: string };

const PART_MESSAGES = {
  courseHasNoParts: "Een cursus heeft geen onderdelen: de punten van de cursus staan bij Punten.",
  notOfEvent: "Dit tijdvak of deze workshop hoort niet bij dit evenement.",
  twice: "Elk tijdvak en elke workshop krijgt hoogstens één keer punten.",
} as const;

export async function readParts(db: DbOrTx, accreditationId: string): Promise<StoredPart[]> {
  return db
    .select({
      slotId: accreditationParts.slotId,
      workshopId: accreditationParts.workshopId,
      points: accreditationParts.points,
    })
    .from(accreditationParts)
    .where(eq(accreditationParts.accreditationId, accreditationId));
}

/** Checks the parts against the subject's programme, then puts them in place of the stored ones. */
export async function replaceParts(
  tx: DbOrTx,
  subject: SubjectRef,
  accreditationId: string,
  parts: readonly PartInput[],
): Promise<StoredPart[]> {
  if (parts.length > 0 && subject.kind === "COURSE") throw refusal(PART_MESSAGES.courseHasNoParts);
  const ids = parts.map((part) => part.slotId ?? part.workshopId ?? "");
  if (new Set(ids).size !== ids.length) throw refusal(PART_MESSAGES.twice);
  const programme = subject.kind === "EVENT" ? await programmeIds(tx, subject.id) : new Set<string>();
  if (ids.some((id) => !programme.has(id))) throw refusal(PART_MESSAGES.notOfEvent);
  await tx.delete(accreditationParts).where(eq(accreditationParts.accreditationId, accreditationId));
  const rows = parts.map((part) => ({
    accreditationId,
    slotId: part.slotId ?? null,
    workshopId: part.workshopId ?? null,
    points: part.points,
  }));
  if (rows.length > 0) await tx.insert(accreditationParts).values(rows);
  return readParts(tx, accreditationId);
}

/** The ids of the event's slots and of their workshops. */
async function programmeIds(db: DbOrTx, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slotId: workshopSlots.id, workshopId: workshops.id })
    .from(workshopSlots)
    .leftJoin(workshops, eq(workshops.slotId, workshopSlots.id))
    .where(eq(workshopSlots.eventId, eventId));
  return new Set(rows.flatMap((row) => [row.slotId, ...(row.workshopId ? [row.workshopId] : [])]));
}

const refusal = (message: string) => new DomainError("BAD_USER_INPUT", message, { field: "parts" });
