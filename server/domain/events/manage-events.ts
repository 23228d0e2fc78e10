/**
 * Staff create and change events in the back office. Every change runs through staffChange (the
 * permission `events.manage`, one transaction, an audit row). An event is never deleted, since orders point at
 * it: staff hide it (a draft is a hidden event) or cancel it.
 */
import { eq } from "drizzle-orm";
import { events } from "../../db/schema/index.ts";
import {
  staffEventSchema,
  type StaffEventDetails,
  type StaffEventInput,
} from "../../../common/validation/staff-events.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { storedOptionalRichText } from "../typed-rich-text.ts";
import { storedEventDescription } from "./event-description.ts";
import { unfeatureOthers, withFeaturedConflictAsMessage } from "./featured-event.ts";
import type { StaffEventRow } from "./staff-event-queries.ts";

const EVENT_NOT_FOUND_MESSAGE = "Dit evenement bestaat niet.";
const CAPACITY_BELOW_TAKEN_MESSAGE = (taken: number) =>
  `Er zijn al ${taken} tickets verkocht of gereserveerd; de capaciteit kan niet lager zijn dan dat.`;
const ALREADY_CANCELED_MESSAGE = "Dit evenement is al geannuleerd.";

/** The columns an event's details set, as the service stores them. */
function eventColumns(details: StaffEventDetails) {
  const { visible, description, practicalInfo, ...rest } = details;
  return {
    ...rest,
    description: storedEventDescription(description),
    practicalInfoHtml: storedOptionalRichText(practicalInfo),
    visibilityStatus: visible ? ("PUBLIC" as const) : ("HIDDEN" as const),
  };
}

export async function createEvent(deps: ServiceDeps, input: StaffEventInput): Promise<StaffEventRow> {
  const details = parseWith(staffEventSchema, input);
  return withFeaturedConflictAsMessage(() =>
    staffChange(deps, "events.manage", async (unit) => {
      if (details.featured) await unfeatureOthers(unit, null);
      const [row] = await unit.tx
        .insert(events)
        .values({ ...eventColumns(details), createdAt: unit.now })
        .returning();
      if (!row) throw new Error("Evenement is niet aangemaakt");
      await unit.audit({
        entityType: "event",
        entityId: row.id,
        action: "create",
        before: null,
        after: auditableEvent(row),
      });
      return row;
    }),
  );
}

export async function updateEvent(deps: ServiceDeps, id: string, input: StaffEventInput): Promise<StaffEventRow> {
  const details = parseWith(staffEventSchema, input);
  return withFeaturedConflictAsMessage(() =>
    staffChange(deps, "events.manage", async (unit) => {
      // The featured turn comes before the row lock, always in this order, so two changes cannot deadlock.
      requireEventId(id);
      if (details.featured) await unfeatureOthers(unit, id);
      const before = await lockEvent(unit, id);
      if (details.maxCapacity !== null && details.maxCapacity < before.ticketsTaken) {
        const message = CAPACITY_BELOW_TAKEN_MESSAGE(before.ticketsTaken);
        throw new DomainError("CONFLICT", message, { field: "maxCapacity", fieldErrors: { maxCapacity: message } });
      }
      const [row] = await unit.tx.update(events).set(eventColumns(details)).where(eq(events.id, id)).returning();
      if (!row) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
      await auditUpdate(unit, before, row, "update");
      return row;
    }),
  );
}

/** Cancels an event: no more tickets are sold (the sale rules read canceled_at); refunds: ../refunds/. */
export async function cancelEvent(deps: ServiceDeps, id: string): Promise<StaffEventRow> {
  return staffChange(deps, "events.manage", async (unit) => {
    const before = await lockEvent(unit, id);
    if (before.canceledAt) throw new DomainError("CONFLICT", ALREADY_CANCELED_MESSAGE);
    const [row] = await unit.tx
      .update(events)
      .set({ canceledAt: unit.now, featured: false })
      .where(eq(events.id, id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
    await auditUpdate(unit, before, row, "cancel");
    return row;
  });
}

function requireEventId(id: string): void {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
}

export async function lockEvent(unit: StaffUnit, id: string): Promise<StaffEventRow> {
  requireEventId(id);
  const [row] = await unit.tx.select().from(events).where(eq(events.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", EVENT_NOT_FOUND_MESSAGE);
  return row;
}

async function auditUpdate(unit: StaffUnit, before: StaffEventRow, after: StaffEventRow, action: "update" | "cancel") {
  const changes = changedFields(auditableEvent(before), auditableEvent(after));
  if (changes) await unit.audit({ entityType: "event", entityId: after.id, action, ...changes });
}

/** What the audit log keeps of an event: what staff set, not the counters the sale keeps. */
export function auditableEvent(row: StaffEventRow): Record<string, unknown> {
  return {
    name: row.name,
    type: row.type,
    description: row.description,
    practicalInfoHtml: row.practicalInfoHtml,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    locationName: row.locationName,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    featuredImageUrl: row.featuredImageUrl,
    featuredImageAlt: row.featuredImageAlt,
    maxCapacity: row.maxCapacity,
    visibilityStatus: row.visibilityStatus,
    featured: row.featured,
    canceledAt: row.canceledAt,
  };
}
