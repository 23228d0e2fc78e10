/**
 * Duplicating an event starts next year's: the copy has the same details and ticket types, with no
 * tickets sold, is hidden (a draft) and never featured, its name ends in ' (kopie)', and its dates (with the ticket
 * types' sale windows) move `shiftYears` years on. Workshops are not copied: their programme changes each year.
 */
import { eq } from "drizzle-orm";
import { EVENT_LIMITS, duplicateEventSchema } from "../../../common/validation/staff-events.ts";
import { insertEventWithTicketTypes } from "../../db/factories/events.ts";
import { events } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { auditableEvent, lockEvent } from "./manage-events.ts";
import { ticketTypesOfEvent, type StaffEventRow } from "./staff-event-queries.ts";

const COPY_SUFFIX = " (kopie)";

/** The same moment `years` later; 29 February becomes 1 March in a year without it. */
function shiftByYears(moment: Date, years: number): Date {
  const shifted = new Date(moment.getTime());
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted;
}

function copyName(name: string): string {
  return `${name.slice(0, EVENT_LIMITS.name - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

export async function duplicateEvent(
  deps: ServiceDeps,
  id: string,
  input: { shiftYears: number },
): Promise<StaffEventRow> {
  const { shiftYears } = parseWith(duplicateEventSchema, input);
  const shift = (moment: Date | null) => (moment === null ? null : shiftByYears(moment, shiftYears));
  return staffChange(deps, "events.manage", async (unit) => {
    const source = await lockEvent(unit, id);
    const types = await ticketTypesOfEvent(unit.tx, source.id);
    const { id: _id, ticketsTaken: _taken, canceledAt: _canceled, createdAt: _created, ...details } = source;
    const inserted = await insertEventWithTicketTypes(
      unit.tx,
      {
        ...details,
        name: copyName(source.name),
        visibilityStatus: "HIDDEN",
        featured: false,
        startsAt: shiftByYears(source.startsAt, shiftYears),
        endsAt: shiftByYears(source.endsAt, shiftYears),
        createdAt: unit.now,
      },
      types.map(({ id: _typeId, eventId: _eventId, soldCount: _sold, heldCount: _held, ...type }) => ({
        ...type,
        saleStartsAt: shift(type.saleStartsAt),
        saleEndsAt: shift(type.saleEndsAt),
        createdAt: unit.now,
      })),
    );
    const [copy] = await unit.tx.select().from(events).where(eq(events.id, inserted.id));
    if (!copy) throw new Error("De kopie is niet te vinden");
    await unit.audit({
      entityType: "event",
      entityId: copy.id,
      action: "duplicate",
      before: null,
      after: { ...auditableEvent(copy), duplicateOf: source.id, shiftYears, ticketTypes: types.length },
    });
    return copy;
  });
}
