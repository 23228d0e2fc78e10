/**
 * The back office's workshop rows the corpus changes: a slot and a workshop that the update cases edit,
 * and a slot and a workshop without registrations that the delete cases remove (made again before each case), added
 * as staff add them (test/support/factories/workshops.ts).
 * Kept beside the shared world, per world, so corpus-world.ts does not grow with every area.
 */
import { eq } from "drizzle-orm";
import { workshops, workshopSlots } from "../../server/db/schema/index.ts";
import { addSlotAsStaff, addWorkshopAsStaff } from "../support/factories/workshops.ts";
import { CORPUS_NOW } from "./corpus-site.ts";
import type { CorpusWorld } from "./corpus-world.ts";

type StaffWorkshopRows = { slotId: string; workshopId: string; deletableSlotId: string; deletableWorkshopId: string };

const rows = new WeakMap<CorpusWorld, StaffWorkshopRows>();

/** The corpus forum runs on 11 March 2027 from 08:30 to 16:00 UTC (test/support/orders.ts). */
const FORUM_SLOT = { startsAt: "2027-03-11T09:00:00.000Z", endsAt: "2027-03-11T09:45:00.000Z" };

let changes = 0;

/** A slot time that differs from the previous one, so every accepted update really changes (and audits) something. */
export function nextSlotTimes(): { startsAt: string; endsAt: string } {
  const minutes = changes++ % 240;
  const startsAt = new Date(Date.parse(FORUM_SLOT.startsAt) + minutes * 60_000);
  return { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString() };
}

/** A workshop name that differs from the previous one, for the same reason. */
export function nextWorkshopName(): string {
  return `Corpusworkshop ${changes++}`;
}

function addSlot(world: CorpusWorld): Promise<string> {
  const slot = {
    eventId: world.forumEventId,
    startsAt: new Date(FORUM_SLOT.startsAt),
    endsAt: new Date(FORUM_SLOT.endsAt),
  };
  return addSlotAsStaff(world.site.handle.db, slot, CORPUS_NOW);
}

function addWorkshop(world: CorpusWorld, slotId: string): Promise<string> {
  return addWorkshopAsStaff(world.site.handle.db, { slotId, name: "Corpusworkshop", capacity: 50 }, CORPUS_NOW);
}

async function exists(world: CorpusWorld, table: typeof workshops | typeof workshopSlots, id: string) {
  const found = await world.site.handle.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return found.length > 0;
}

/** Makes sure every row exists; the delete cases' rows are made again when a case removed them. */
export async function ensureStaffWorkshops(world: CorpusWorld): Promise<void> {
  let current = rows.get(world);
  if (!current) {
    const slotId = await addSlot(world);
    const deletableSlotId = await addSlot(world);
    current = {
      slotId,
      workshopId: await addWorkshop(world, slotId),
      deletableSlotId,
      deletableWorkshopId: await addWorkshop(world, slotId),
    };
    rows.set(world, current);
  }
  if (!(await exists(world, workshopSlots, current.deletableSlotId))) current.deletableSlotId = await addSlot(world);
  if (!(await exists(world, workshops, current.deletableWorkshopId))) {
    current.deletableWorkshopId = await addWorkshop(world, current.slotId);
  }
}

/** The rows of ensureStaffWorkshops; a target's prepare has made them. */
export function staffWorkshops(world: CorpusWorld): StaffWorkshopRows {
  const current = rows.get(world);
  if (!current) throw new Error("ensureStaffWorkshops heeft nog niet gedraaid");
  return current;
}
