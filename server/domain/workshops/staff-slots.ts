/**
 * Workshop time slots as staff manage them. A slot lies within its event's start and end; a slot
 * whose workshops have registrations is never deleted (the participants chose it). Every change writes an audit
 * row in its own transaction (staffChange).
 */
import { eq } from "drizzle-orm";
import { events, workshopRegistrations, workshops, workshopSlots } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { formatStartAndEnd } from "../../../common/format/dates.ts";
import { workshopSlotSchema, type WorkshopSlotInput } from "../../../common/validation/workshops.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { withWorkshops, type StaffWorkshopSlot } from "./staff-workshop-queries.ts";

const EVENT_NOT_FOUND_MESSAGE = "Dit evenement bestaat niet.";
const SLOT_NOT_FOUND_MESSAGE = "Dit tijdvak bestaat niet.";
const SLOT_HAS_REGISTRATIONS_MESSAGE =
  "Dit tijdvak heeft workshops met aanmeldingen en kan daarom niet worden verwijderd.";

type SlotRow = typeof workshopSlots.$inferSelect;

export async function createWorkshopSlot(
  deps: ServiceDeps,
  input: { eventId: string } & WorkshopSlotInput,
): Promise<StaffWorkshopSlot> {
  const times = parseWith(workshopSlotSchema, input);
  return staffChange(deps, "events.manage", async (unit) => {
    await requireWithinEvent(unit, input.eventId, times);
    const [row] = await unit.tx
      .insert(workshopSlots)
      .values({ eventId: input.eventId, ...times })
      .returning();
    if (!row) throw new Error("Tijdvak is niet aangemaakt");
    await unit.audit({
      entityType: "workshop_slot",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(row),
    });
    return { ...row, workshops: [] };
  });
}

export async function updateWorkshopSlot(
  deps: ServiceDeps,
  input: { id: string } & WorkshopSlotInput,
): Promise<StaffWorkshopSlot> {
  const times = parseWith(workshopSlotSchema, input);
  return staffChange(deps, "events.manage", async (unit) => {
    const before = await lockSlot(unit, input.id);
    await requireWithinEvent(unit, before.eventId, times);
    const [row] = await unit.tx.update(workshopSlots).set(times).where(eq(workshopSlots.id, before.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", SLOT_NOT_FOUND_MESSAGE);
    const changes = changedFields(auditable(before), auditable(row));
    if (changes) await unit.audit({ entityType: "workshop_slot", entityId: row.id, action: "update", ...changes });
    const [slot] = await withWorkshops(unit.tx, [row]);
    return slot!;
  });
}

/**
 * Deletes a slot and its workshops, only while none of them has a registration. The workshop rows are locked
 * first: a registration takes its place with an UPDATE of that row (workshop-places.ts), so one arriving now
 * waits, and then finds its workshop gone.
 */
export async function deleteWorkshopSlot(
  deps: ServiceDeps,
  input: { id: string },
): Promise<{ id: string; eventId: string }> {
  return staffChange(deps, "events.manage", async (unit) => {
    const slot = await lockSlot(unit, input.id);
    const slotWorkshops = await unit.tx.select().from(workshops).where(eq(workshops.slotId, slot.id)).for("update");
    const [registration] = await unit.tx
      .select({ id: workshopRegistrations.id })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.slotId, slot.id))
      .limit(1);
    if (registration || slotWorkshops.some((workshop) => workshop.registeredCount > 0)) {
      throw new DomainError("CONFLICT", SLOT_HAS_REGISTRATIONS_MESSAGE);
    }
    await unit.tx.delete(workshopSlots).where(eq(workshopSlots.id, slot.id));
    for (const workshop of slotWorkshops) {
      const { registeredCount: _count, ...before } = workshop;
      await unit.audit({ entityType: "workshop", entityId: workshop.id, action: "delete", before, after: null });
    }
    await unit.audit({
      entityType: "workshop_slot",
      entityId: slot.id,
      action: "delete",
      before: auditable(slot),
      after: null,
    });
    return { id: slot.id, eventId: slot.eventId };
  });
}

export async function lockSlot(
  unit: StaffUnit,
  id: string,
  mode: "update" | "no key update" | "share" = "update",
): Promise<SlotRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", SLOT_NOT_FOUND_MESSAGE);
  const [row] = await unit.tx.select().from(workshopSlots).where(eq(workshopSlots.id, id)).for(mode).limit(1);
  if (!row) throw new DomainError("NOT_FOUND", SLOT_NOT_FOUND_MESSAGE);
  return row;
}

/** A slot lies within its event: a slot outside it is a wrong date, and would show the public a strange programme. */
async function requireWithinEvent(unit: StaffUnit, eventId: string, times: WorkshopSlotInput): Promise<void> {
  if (!isUuid(eventId)) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
  const [event] = await unit.tx
    .select({ startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(eq(events.id, eventId))
    .for("share")
    .limit(1);
  if (!event) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
  const message = `Een tijdvak valt binnen het evenement: ${formatStartAndEnd(event.startsAt, event.endsAt)}.`;
  if (times.startsAt < event.startsAt) throw outside("startsAt", message);
  if (times.endsAt > event.endsAt) throw outside("endsAt", message);
}

function outside(field: "startsAt" | "endsAt", message: string): DomainError {
  return new DomainError("BAD_USER_INPUT", message, { field, fieldErrors: { [field]: message } });
}

function auditable(row: SlotRow): Record<string, unknown> {
  return { eventId: row.eventId, startsAt: row.startsAt, endsAt: row.endsAt };
}
