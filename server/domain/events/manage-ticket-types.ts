/**
 * Staff manage the ticket types of an event. Places never go below what is sold and held (the service
 * refuses with a Dutch message; the CHECK ticket_types_capacity_not_exceeded is the backstop). A type that was
 * ever ordered is hidden, never deleted: order lines and tickets keep pointing at it.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { ticketTypes } from "../../db/schema/index.ts";
import {
  staffTicketTypeSchema,
  type StaffTicketTypeDetails,
  type StaffTicketTypeInput,
} from "../../../common/validation/staff-events.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { lockEvent } from "./manage-events.ts";
import { orderedTicketTypeIds, type StaffTicketTypeRow } from "./staff-event-queries.ts";

export const TICKET_TYPE_MESSAGES = {
  notFound: "Dit tickettype bestaat niet.",
  nameTaken: "Dit evenement heeft al een tickettype met deze naam.",
  quantityBelowTaken: (taken: number) =>
    `Er zijn al ${taken} tickets van dit type verkocht of gereserveerd; het aantal plaatsen kan niet lager zijn.`,
  notDeletable:
    "Van dit tickettype zijn al tickets besteld, dus het blijft bewaard. Zet het op niet zichtbaar om de verkoop te stoppen.",
} as const;

function columns(details: StaffTicketTypeDetails) {
  const { price, ...rest } = details;
  return { ...rest, priceCents: price, free: price === 0 };
}

export async function createTicketType(
  deps: ServiceDeps,
  eventId: string,
  input: StaffTicketTypeInput,
): Promise<StaffTicketTypeRow> {
  const details = parseWith(staffTicketTypeSchema, input);
  return staffChange(deps, "events.manage", async (unit) => {
    const event = await lockEvent(unit, eventId);
    await refuseTakenName(unit, event.id, details.name, null);
    const [row] = await unit.tx
      .insert(ticketTypes)
      .values({ ...columns(details), eventId: event.id, createdAt: unit.now })
      .returning();
    if (!row) throw new Error("Tickettype is niet aangemaakt");
    await unit.audit({
      entityType: "ticket_type",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(row),
    });
    return row;
  });
}

export async function updateTicketType(
  deps: ServiceDeps,
  id: string,
  input: StaffTicketTypeInput,
): Promise<StaffTicketTypeRow> {
  const details = parseWith(staffTicketTypeSchema, input);
  return staffChange(deps, "events.manage", async (unit) => {
    const before = await lockTicketType(unit, id);
    await refuseTakenName(unit, before.eventId, details.name, before.id);
    const taken = before.soldCount + before.heldCount;
    if (details.quantity < taken) {
      const message = TICKET_TYPE_MESSAGES.quantityBelowTaken(taken);
      throw new DomainError("CONFLICT", message, { field: "quantity", fieldErrors: { quantity: message } });
    }
    const [row] = await unit.tx.update(ticketTypes).set(columns(details)).where(eq(ticketTypes.id, id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", TICKET_TYPE_MESSAGES.notFound);
    const changes = changedFields(auditable(before), auditable(row));
    if (changes) await unit.audit({ entityType: "ticket_type", entityId: row.id, action: "update", ...changes });
    return row;
  });
}

/** Deletes a ticket type nobody ever ordered; returns its event's id. */
export async function deleteTicketType(deps: ServiceDeps, id: string): Promise<string> {
  return staffChange(deps, "events.manage", async (unit) => {
    const before = await lockTicketType(unit, id);
    const ordered = await orderedTicketTypeIds(unit.tx, [before.id]);
    if (before.soldCount + before.heldCount > 0 || ordered.size > 0) {
      throw new DomainError("CONFLICT", TICKET_TYPE_MESSAGES.notDeletable);
    }
    await unit.tx.delete(ticketTypes).where(eq(ticketTypes.id, before.id));
    await unit.audit({
      entityType: "ticket_type",
      entityId: before.id,
      action: "delete",
      before: auditable(before),
      after: null,
    });
    return before.eventId;
  });
}

async function lockTicketType(unit: StaffUnit, id: string): Promise<StaffTicketTypeRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", TICKET_TYPE_MESSAGES.notFound);
  const [row] = await unit.tx.select().from(ticketTypes).where(eq(ticketTypes.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", TICKET_TYPE_MESSAGES.notFound);
  return row;
}

/** Names are unique within an event: the order form, invoices and duplicating an event tell types apart by them. */
async function refuseTakenName(unit: StaffUnit, eventId: string, name: string, exceptId: string | null) {
  const [clash] = await unit.tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        sql`lower(${ticketTypes.name}) = lower(${name})`,
        exceptId ? ne(ticketTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw new DomainError("CONFLICT", TICKET_TYPE_MESSAGES.nameTaken, {
      field: "name",
      fieldErrors: { name: TICKET_TYPE_MESSAGES.nameTaken },
    });
  }
}

/** What the audit log keeps of a ticket type: what staff set, not the sale's counters. */
function auditable(row: StaffTicketTypeRow): Record<string, unknown> {
  return {
    eventId: row.eventId,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    vatRate: row.vatRate,
    quantity: row.quantity,
    maxPerOrder: row.maxPerOrder,
    saleStartsAt: row.saleStartsAt,
    saleEndsAt: row.saleEndsAt,
    visible: row.visible,
    sortOrder: row.sortOrder,
  };
}
