/**
 * Workshops as staff manage them: name, description, speaker, room, capacity and display order within
 * a time slot. Capacity never goes below the registrations: the service refuses with a message, and the CHECK
 * constraint workshops_capacity_not_exceeded is the backstop should a registration slip in between. A workshop
 * with registrations is never deleted. Every change writes an audit row in its own transaction (staffChange).
 */
import { eq } from "drizzle-orm";
import { isCheckViolation } from "../../db/unique-violation.ts";
import { workshops } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { workshopSchema, type WorkshopFields } from "../../../common/validation/workshops.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { lockSlot } from "./staff-slots.ts";
import { promoteWaitlists } from "./waitlist-promotion.ts";
import { toStaffWorkshop, type StaffWorkshop } from "./staff-workshop-queries.ts";

const WORKSHOP_NOT_FOUND_MESSAGE = "Deze workshop bestaat niet.";
const WORKSHOP_HAS_REGISTRATIONS_MESSAGE =
  "Deze workshop heeft aanmeldingen en kan daarom niet worden verwijderd. Verlaag eventueel de capaciteit.";

/** The message when capacity would drop below what is taken; `taken` as it stands (it may have grown meanwhile). */
export function capacityBelowRegistrationsMessage(taken: number): string {
  const registrations = taken === 1 ? "1 aanmelding" : `${taken} aanmeldingen`;
  return `Deze workshop heeft al ${registrations}; de capaciteit kan niet lager zijn dan ${taken}.`;
}

type WorkshopRow = typeof workshops.$inferSelect;

export async function createWorkshop(
  deps: ServiceDeps,
  input: { slotId: string } & WorkshopFields,
): Promise<StaffWorkshop> {
  const details = parseWith(workshopSchema, input);
  return staffChange(deps, "events.manage", async (unit) => {
    // Shared: the slot cannot be deleted while its new workshop goes in.
    const slot = await lockSlot(unit, input.slotId, "share");
    const [row] = await unit.tx
      .insert(workshops)
      .values({ slotId: slot.id, ...details })
      .returning();
    if (!row) throw new Error("Workshop is niet aangemaakt");
    await unit.audit({
      entityType: "workshop",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(row),
    });
    return toStaffWorkshop(row);
  });
}

/**
 * Changes a workshop. Its slot and then its row are locked first (the lock order of slot-locks.ts), so the number
 * of registrations it is checked against cannot change until this commits: a registration arriving meanwhile
 * waits, then finds the new capacity. Raised capacity goes to the waitlist at once (waitlist-promotion.ts).
 */
export async function updateWorkshop(
  deps: ServiceDeps,
  input: { id: string } & WorkshopFields,
): Promise<StaffWorkshop> {
  const details = parseWith(workshopSchema, input);
  return withCapacityBackstop(() =>
    staffChange(deps, "events.manage", async (unit) => {
      const slot = await lockSlot(unit, (await findWorkshop(unit, input.id)).slotId, "no key update");
      const before = await lockWorkshop(unit, input.id);
      if (details.capacity < before.registeredCount) throw capacityRefused(before.registeredCount);
      const [row] = await unit.tx.update(workshops).set(details).where(eq(workshops.id, before.id)).returning();
      if (!row) throw new DomainError("NOT_FOUND", WORKSHOP_NOT_FOUND_MESSAGE);
      const changes = changedFields(auditable(before), auditable(row));
      if (changes) await unit.audit({ entityType: "workshop", entityId: row.id, action: "update", ...changes });
      if (row.capacity <= before.capacity) return toStaffWorkshop(row);
      await promoteWaitlists(unit, slot.eventId, [row.id]);
      return toStaffWorkshop(await findWorkshop(unit, row.id));
    }),
  );
}

export async function deleteWorkshop(
  deps: ServiceDeps,
  input: { id: string },
): Promise<{ id: string; slotId: string }> {
  return staffChange(deps, "events.manage", async (unit) => {
    // The slot first, like every change in it (slot-locks.ts): the delete cascades to the waitlist's rows.
    await lockSlot(unit, (await findWorkshop(unit, input.id)).slotId, "no key update");
    const row = await lockWorkshop(unit, input.id);
    // registered_count moves with the registration rows in one transaction (workshop-places.ts); the lock holds it.
    if (row.registeredCount > 0) throw new DomainError("CONFLICT", WORKSHOP_HAS_REGISTRATIONS_MESSAGE);
    await unit.tx.delete(workshops).where(eq(workshops.id, row.id));
    await unit.audit({
      entityType: "workshop",
      entityId: row.id,
      action: "delete",
      before: auditable(row),
      after: null,
    });
    return { id: row.id, slotId: row.slotId };
  });
}

async function findWorkshop(unit: StaffUnit, id: string): Promise<WorkshopRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", WORKSHOP_NOT_FOUND_MESSAGE);
  const [row] = await unit.tx.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  if (!row) throw new DomainError("NOT_FOUND", WORKSHOP_NOT_FOUND_MESSAGE);
  return row;
}

async function lockWorkshop(unit: StaffUnit, id: string): Promise<WorkshopRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", WORKSHOP_NOT_FOUND_MESSAGE);
  const [row] = await unit.tx.select().from(workshops).where(eq(workshops.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", WORKSHOP_NOT_FOUND_MESSAGE);
  return row;
}

function capacityRefused(taken: number): DomainError {
  const message = capacityBelowRegistrationsMessage(taken);
  return new DomainError("CONFLICT", message, { field: "capacity", fieldErrors: { capacity: message } });
}

/**
 * The CHECK constraint refusing a capacity below the registrations becomes the same answer as the service's own
 * check. Caught outside the transaction: on PostgreSQL the failed statement has aborted it.
 */
async function withCapacityBackstop<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isCheckViolation(error, "workshops_capacity_not_exceeded")) {
      const message = "De capaciteit kan niet lager zijn dan het aantal aanmeldingen.";
      throw new DomainError("CONFLICT", message, { field: "capacity", fieldErrors: { capacity: message } });
    }
    throw error;
  }
}

/** What the audit log keeps of a workshop: what staff enter (the counter is the registrations' business). */
function auditable(row: WorkshopRow): Record<string, unknown> {
  return {
    slotId: row.slotId,
    name: row.name,
    description: row.description,
    speaker: row.speaker,
    room: row.room,
    capacity: row.capacity,
    sortOrder: row.sortOrder,
  };
}
