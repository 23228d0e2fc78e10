import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, ticketTypes, type VAT_RATES } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/** One line of an order as it will be stored: the ticket type's name, price and VAT copied at purchase. */
export type SaleLine = {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: (typeof VAT_RATES)[number];
};

export type Sale = { event: { id: string; name: string }; lines: SaleLine[] };

export const SALE_MESSAGES = {
  unknownEvent: "Ongeldig evenement.",
  canceled: "Dit evenement is geannuleerd; er worden geen tickets meer verkocht.",
  past: "Dit evenement is al voorbij; er worden geen tickets meer verkocht.",
  unknownTicketType: "Dit tickettype bestaat niet bij dit evenement.",
  hiddenTicketType: (name: string) => `${name} is niet te koop.`,
  notYetOnSale: (name: string) => `De verkoop van ${name} is nog niet begonnen.`,
  saleEnded: (name: string) => `De verkoop van ${name} is gesloten.`,
} as const;

/**
 * Checks that the event sells tickets now and that every requested ticket type belongs to it, is visible and is
 * within its sale window. Capacity is not checked here: the reservation does that atomically in the database.
 * Lines come back ordered by ticket type id, the order in which their rows are locked.
 */
export async function checkSale(
  db: DbOrTx,
  eventId: string,
  requested: readonly { ticketTypeId: string; quantity: number }[],
  now: Date,
): Promise<Sale> {
  const [event] = await db
    .select({ id: events.id, name: events.name, endsAt: events.endsAt, canceledAt: events.canceledAt })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.visibilityStatus, "PUBLIC")));
  if (!event) throw new DomainError("NOT_FOUND", SALE_MESSAGES.unknownEvent, { field: "eventId" });
  if (event.canceledAt) throw new DomainError("BAD_USER_INPUT", SALE_MESSAGES.canceled, { field: "eventId" });
  if (event.endsAt.getTime() <= now.getTime()) {
    throw new DomainError("BAD_USER_INPUT", SALE_MESSAGES.past, { field: "eventId" });
  }

  const ids = requested.map((line) => line.ticketTypeId);
  const rows = await db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
  const lines = requested.map((line, index): SaleLine => {
    const ticketType = rows.find((row) => row.id === line.ticketTypeId && row.eventId === event.id);
    const problem = ticketType ? saleProblem(ticketType, now) : SALE_MESSAGES.unknownTicketType;
    if (!ticketType || problem) {
      throw new DomainError("BAD_USER_INPUT", problem ?? SALE_MESSAGES.unknownTicketType, {
        field: `ticketTypeQuantities.${index}.ticketTypeId`,
        ticketTypeId: line.ticketTypeId,
      });
    }
    return {
      ticketTypeId: ticketType.id,
      name: ticketType.name,
      quantity: line.quantity,
      unitPriceCents: ticketType.free ? 0 : ticketType.priceCents,
      vatRate: ticketType.vatRate,
    };
  });
  return { event: { id: event.id, name: event.name }, lines: sortByTicketType(lines) };
}

function saleProblem(
  ticketType: { name: string; visible: boolean; saleStartsAt: Date | null; saleEndsAt: Date | null },
  now: Date,
): string | null {
  if (!ticketType.visible) return SALE_MESSAGES.hiddenTicketType(ticketType.name);
  if (ticketType.saleStartsAt && now.getTime() < ticketType.saleStartsAt.getTime()) {
    return SALE_MESSAGES.notYetOnSale(ticketType.name);
  }
  if (ticketType.saleEndsAt && now.getTime() > ticketType.saleEndsAt.getTime()) {
    return SALE_MESSAGES.saleEnded(ticketType.name);
  }
  return null;
}

/** A fixed lock order (by ticket type id) keeps concurrent orders for the same types free of deadlocks. */
export function sortByTicketType<T extends { ticketTypeId: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (a.ticketTypeId < b.ticketTypeId ? -1 : a.ticketTypeId > b.ticketTypeId ? 1 : 0));
}
