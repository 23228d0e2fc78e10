import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../client.ts";
import {
  events,
  orderLines,
  orders,
  payments,
  tickets,
  ticketTypes,
  workshopRegistrations,
  workshops,
} from "../schema/index.ts";
import { addMinutes, daysFromNowAt } from "./dates.ts";
import type { SeededTicketType } from "./events.ts";
import type { SeededForum } from "./forum.ts";

/**
 * The ticket codes of the demo order, printed in the README so anyone can try the workshop sign-up.
 * The first belongs to a 'Regulier' ticket, the second to a 'Medewerker vriend-organisatie' ticket whose
 * holder already chose a workshop in the first time slot.
 */
export const DEMO_TICKET_CODES = ["FF-7KQM-3XPA-9TDV", "FF-4HNR-8WCE-2MBJ"] as const;

const DEMO_BUYER = {
  firstName: "Sanne",
  lastName: "Hofstede",
  email: "sanne.hofstede@dewaterlinie.example.org",
  phoneNumber: "06 - 98 76 54 32",
  address: "Wilgenlaan 7",
  postalCode: "3431 JB",
  city: "Nieuwegein",
  country: "Nederland",
};

/** The colleague who got the second ticket and signed up for a workshop with it. */
const DEMO_ATTENDEE = { firstName: "Thijs", lastName: "Vermolen", email: "thijs.vermolen@dewaterlinie.example.org" };

const ORDERED_TICKET_TYPES = ["Regulier", "Medewerker vriend-organisatie"] as const;

function ticketType(forum: SeededForum, name: string): SeededTicketType {
  const found = forum.ticketTypes.find((type) => type.name === name);
  if (!found) throw new Error(`Tickettype '${name}' ontbreekt bij het jaarcongres`);
  return found;
}

/** A paid iDEAL order for two forum tickets, so the workshop-code lookup has data to show. */
export async function seedDemoOrder(tx: Transaction, now: Date, forum: SeededForum): Promise<void> {
  const lines = ORDERED_TICKET_TYPES.map((name) => ({ type: ticketType(forum, name), quantity: 1 }));
  const totalCents = lines.reduce((sum, line) => sum + line.type.priceCents * line.quantity, 0);
  const purchasedAt = daysFromNowAt(now, -6, "10:14");
  const completedAt = addMinutes(purchasedAt, 3);

  const [order] = await tx
    .insert(orders)
    .values({
      eventId: forum.id,
      status: "PAID",
      paymentMethod: "IDEAL",
      currency: "EUR",
      totalCents,
      ...DEMO_BUYER,
      purchasedAt,
      returnUrl: `http://localhost:3000/evenementen/${forum.id}/aanmelden-voltooid`,
      completedAt,
      createdAt: purchasedAt,
      updatedAt: completedAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("De demobestelling is niet aangemaakt");

  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order.id,
      ticketTypeId: line.type.id,
      description: line.type.name,
      quantity: line.quantity,
      unitPriceCents: line.type.priceCents,
      vatRate: line.type.vatRate,
    })),
  );
  await tx.insert(payments).values({
    orderId: order.id,
    provider: "test",
    providerPaymentId: "tr_demo0001",
    status: "paid",
    amountCents: totalCents,
    createdAt: purchasedAt,
    updatedAt: completedAt,
  });

  const ticketIds = await issueTickets(tx, order.id, lines, completedAt);
  await countSoldTickets(tx, forum.id, lines);
  await registerDemoWorkshop(tx, forum, ticketIds[1], addMinutes(completedAt, 60 * 24));
}

async function issueTickets(
  tx: Transaction,
  orderId: string,
  lines: { type: SeededTicketType; quantity: number }[],
  issuedAt: Date,
): Promise<string[]> {
  const ticketTypeIds = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.type.id));
  if (ticketTypeIds.length !== DEMO_TICKET_CODES.length) throw new Error("Elk demoticket heeft precies één code");
  const inserted = await tx
    .insert(tickets)
    .values(
      ticketTypeIds.map((ticketTypeId, index) => ({
        orderId,
        ticketTypeId,
        registrationCode: DEMO_TICKET_CODES[index] ?? "",
        createdAt: issuedAt,
      })),
    )
    .returning({ id: tickets.id, registrationCode: tickets.registrationCode });
  return DEMO_TICKET_CODES.map((code) => inserted.find((row) => row.registrationCode === code)?.id ?? "");
}

/** Keeps the counters the order service maintains in step with the rows inserted above. */
async function countSoldTickets(
  tx: Transaction,
  eventId: string,
  lines: { type: SeededTicketType; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(ticketTypes)
      .set({ soldCount: sql`${ticketTypes.soldCount} + ${line.quantity}` })
      .where(eq(ticketTypes.id, line.type.id));
  }
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  await tx
    .update(events)
    .set({ ticketsTaken: sql`${events.ticketsTaken} + ${total}` })
    .where(eq(events.id, eventId));
}

async function registerDemoWorkshop(
  tx: Transaction,
  forum: SeededForum,
  ticketId: string | undefined,
  registeredAt: Date,
): Promise<void> {
  const slot = forum.slots[0];
  const workshopId = slot?.workshopIds[0];
  if (!slot || !workshopId || !ticketId) throw new Error("Het jaarcongres heeft geen workshop voor de demo");
  await tx.insert(workshopRegistrations).values({
    workshopId,
    slotId: slot.id,
    ticketId,
    ...DEMO_ATTENDEE,
    createdAt: registeredAt,
  });
  await tx
    .update(workshops)
    .set({ registeredCount: sql`${workshops.registeredCount} + 1` })
    .where(eq(workshops.id, workshopId));
}
