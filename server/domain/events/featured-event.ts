/**
 * At most one event is featured (the home page's spotlight): the database refuses a second one (the partial unique
 * index events_one_featured), and the back office, when it features an event, first unfeatures the others in the
 * same transaction. A transaction-scoped advisory lock makes two such changes take turns, so two staff members
 * featuring different events at the same moment both succeed, one after the other, and the last one stays.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { events } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { DomainError } from "../errors.ts";
import type { StaffUnit } from "../staff/audit.ts";

const FEATURED_CONFLICT_MESSAGE =
  "Een ander evenement werd tegelijk uitgelicht. Laad de pagina opnieuw en probeer het nog eens.";

/** Takes the featured turn and unfeatures every event but `keepId`, each with its audit row. */
export async function unfeatureOthers(unit: StaffUnit, keepId: string | null): Promise<void> {
  await unit.tx.execute(sql`select pg_advisory_xact_lock(hashtext('events.featured'))`);
  const unfeatured = await unit.tx
    .update(events)
    .set({ featured: false })
    .where(and(eq(events.featured, true), keepId ? ne(events.id, keepId) : undefined))
    .returning({ id: events.id });
  for (const { id } of unfeatured) {
    await unit.audit({
      entityType: "event",
      entityId: id,
      action: "update",
      before: { featured: true },
      after: { featured: false },
    });
  }
}

/** Runs a change; should the index still refuse a second featured event, staff get a Dutch message. */
export async function withFeaturedConflictAsMessage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "events_one_featured")) {
      throw new DomainError("CONFLICT", FEATURED_CONFLICT_MESSAGE, { field: "featured" });
    }
    throw error;
  }
}
