import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { workshops } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/**
 * The workshop counters of decision 0005: registered_count changes with one conditional UPDATE in the caller's
 * transaction, in the same transaction as the registration row it counts; the CHECK constraint is the backstop.
 */
export const WORKSHOP_FULL_MESSAGE = "Deze workshop is vol.";

/** Takes one place, or throws CAPACITY_REACHED; the caller's transaction then rolls everything back. */
export async function takePlace(tx: Transaction, workshopId: string): Promise<void> {
  const [taken] = await tx
    .update(workshops)
    .set({ registeredCount: sql`${workshops.registeredCount} + 1` })
    .where(and(eq(workshops.id, workshopId), lt(workshops.registeredCount, workshops.capacity)))
    .returning({ id: workshops.id });
  if (!taken) throw new DomainError("CAPACITY_REACHED", WORKSHOP_FULL_MESSAGE, { workshopId });
}

/** Gives one place back. The caller guarantees it runs once per removed registration (it deleted or moved it). */
export async function releasePlace(tx: Transaction, workshopId: string): Promise<void> {
  const [released] = await tx
    .update(workshops)
    .set({ registeredCount: sql`${workshops.registeredCount} - 1` })
    .where(and(eq(workshops.id, workshopId), gt(workshops.registeredCount, 0)))
    .returning({ id: workshops.id });
  if (!released) throw new Error(`Workshop ${workshopId}: geen bezette plaats om vrij te geven`);
}

/**
 * Moves one place from one workshop to another. The two rows are updated in id order, so two people swapping
 * in opposite directions at once wait for each other instead of deadlocking; a full target throws and the
 * transaction gives nothing back.
 */
export async function movePlace(tx: Transaction, fromWorkshopId: string, toWorkshopId: string): Promise<void> {
  if (toWorkshopId < fromWorkshopId) {
    await takePlace(tx, toWorkshopId);
    await releasePlace(tx, fromWorkshopId);
  } else {
    await releasePlace(tx, fromWorkshopId);
    await takePlace(tx, toWorkshopId);
  }
}
