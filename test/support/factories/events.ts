/**
 * Events with their ticket types, made the way the demo seed makes them (insertEventWithTicketTypes), relative to
 * the test's moment so the sale is open unless a test says otherwise. A ticket type added later is added as staff add
 * one.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../../server/db/factories/events.ts";
import { createTicketType } from "../../../server/domain/events/manage-ticket-types.ts";
import { centsToTypedEuros } from "../../../common/validation/staff-typed.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

const DAY = 24 * 60 * 60 * 1000;

type TicketTypeFixture = {
  name?: string;
  priceCents?: number;
  free?: boolean;
  quantity?: number;
  visible?: boolean;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  vatRate?: "21" | "9" | "EXEMPT";
};

export type EventFixture = {
  name?: string;
  maxCapacity?: number | null;
  visibilityStatus?: "PUBLIC" | "HIDDEN";
  canceledAt?: Date | null;
  /** Days from now to the start; negative for a past event. */
  startsInDays?: number;
  ticketTypes?: TicketTypeFixture[];
};

export async function createEvent(db: DbOrTx, now: Date, fixture: EventFixture = {}) {
  const startsAt = new Date(now.getTime() + (fixture.startsInDays ?? 30) * DAY);
  const types = fixture.ticketTypes ?? [{}];
  const event = await insertEventWithTicketTypes(
    db,
    {
      name: fixture.name ?? "Testcongres",
      visibilityStatus: fixture.visibilityStatus ?? "PUBLIC",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000),
      maxCapacity: fixture.maxCapacity ?? null,
      canceledAt: fixture.canceledAt ?? null,
    },
    types.map((type, index) => ({
      name: type.name ?? `Ticket ${index + 1}`,
      priceCents: type.free ? 0 : (type.priceCents ?? 1250),
      free: type.free ?? false,
      quantity: type.quantity ?? 50,
      visible: type.visible ?? true,
      saleStartsAt: type.saleStartsAt ?? null,
      saleEndsAt: type.saleEndsAt ?? null,
      vatRate: type.vatRate ?? "21",
      sortOrder: index,
    })),
  );
  return { eventId: event.id, ticketTypeIds: event.ticketTypes.map((type) => type.id) };
}

/** A ticket type added to an existing event as staff add one (createTicketType), with its audit row; its id. */
export async function addTicketType(
  db: DbOrTx,
  eventId: string,
  type: { name: string; priceCents: number; quantity: number },
  at: Date,
): Promise<string> {
  const deps = await staffDeps(factoryDeps(db, at), { roles: ["beheerder"], at });
  const row = await createTicketType(deps, eventId, {
    name: type.name,
    description: "",
    price: centsToTypedEuros(type.priceCents),
    vatRate: "21",
    quantity: String(type.quantity),
    visible: true,
  });
  return row.id;
}
