/**
 * A forum with workshop slots and paid tickets, for the workshop sign-up tests. The tickets come from
 * insertConfirmedOrder (./orders.ts); the slots and workshops are written next to its event as the demo seed writes
 * the forum's (server/db/seed/forum.ts): the back office's services need a signed-in staff member and audit every
 * row, which no sign-up test is about.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { workshops, workshopSlots, type ORDER_STATUSES } from "../../../server/db/schema/index.ts";
import { insertConfirmedOrder } from "./orders.ts";

export type TestWorkshop = { name: string; room?: string; capacity: number };

export type TestForum = {
  eventId: string;
  /** The order the tickets came with. */
  orderId: string;
  /** Per slot (in time order) the ids of its workshops, in the order given. */
  slots: { id: string; workshopIds: string[] }[];
  codes: string[];
};

export const ATTENDEE = { firstName: "Sanne", lastName: "Hofstede", email: "sanne.hofstede@dewaterlinie.example.org" };

export async function createForum(
  db: DbOrTx,
  options: { slots: TestWorkshop[][]; tickets?: number; status?: (typeof ORDER_STATUSES)[number] },
): Promise<TestForum> {
  const quantity = options.tickets ?? 1;
  const order = await insertConfirmedOrder(db, {
    lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity }],
    paymentMethod: "IDEAL",
    ...(options.status ? { status: options.status } : {}),
  });
  const slots = await addWorkshopSlots(db, order.eventId, options.slots);
  return {
    eventId: order.eventId,
    orderId: order.orderId,
    slots,
    codes: order.tickets.map((ticket) => ticket.registrationCode),
  };
}

/** Time slots with their workshops for an existing event: 13:00, 15:00 … on the forum's day, 75 minutes each. */
export async function addWorkshopSlots(
  db: DbOrTx,
  eventId: string,
  slotsToAdd: TestWorkshop[][],
): Promise<TestForum["slots"]> {
  const slots: TestForum["slots"] = [];
  for (const [index, slotWorkshops] of slotsToAdd.entries()) {
    const startsAt = new Date(Date.UTC(2027, 2, 11, 12 + index * 2)); // 13:00, 15:00 ... in Amsterdam (CET)
    const [slot] = await db
      .insert(workshopSlots)
      .values({ eventId, startsAt, endsAt: new Date(startsAt.getTime() + 75 * 60_000) })
      .returning({ id: workshopSlots.id });
    const rows = await db
      .insert(workshops)
      .values(
        slotWorkshops.map((workshop, order) => ({
          slotId: slot!.id,
          name: workshop.name,
          room: workshop.room ?? "",
          capacity: workshop.capacity,
          sortOrder: order,
        })),
      )
      .returning({ id: workshops.id, name: workshops.name });
    const ids = slotWorkshops.map((workshop) => rows.find((row) => row.name === workshop.name)!.id);
    slots.push({ id: slot!.id, workshopIds: ids });
  }
  return slots;
}
