/**
 * A forum with workshop slots and paid tickets, for the workshop sign-up tests. The tickets come from
 * insertConfirmedOrder (./orders.ts); the slots and workshops are written next to its event as the demo seed writes
 * the forum's (server/db/seed/forum.ts): the back office's services need a signed-in staff member and audit every
 * row, which no sign-up test is about. Sign-ups with a code go through the sign-up services. Below them, what the
 * sign-up and waitlist tests read back.
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../server/db/client.ts";
import {
  workshopRegistrations,
  workshops,
  workshopSlots,
  workshopWaitlistEntries,
  type ORDER_STATUSES,
  mailOutbox,
  orders,
  tickets,
} from "../../../server/db/schema/index.ts";
import { registerAttendee } from "../../../server/domain/workshops/registration.ts";
import { joinWorkshopWaitlist } from "../../../server/domain/workshops/waitlist.ts";
import { countedLinesOf } from "../../../server/domain/orders/order-lines.ts";
import { sellTicketsAtOnce } from "../../../server/domain/orders/ticket-counters.ts";
import { createWorkshopSlot } from "../../../server/domain/workshops/staff-slots.ts";
import { createWorkshop } from "../../../server/domain/workshops/staff-workshops.ts";
import { takePlace } from "../../../server/domain/workshops/workshop-places.ts";
import { factoryDeps } from "./deps.ts";
import { insertConfirmedOrder, type TestOrderOptions } from "./orders.ts";
import { staffDeps } from "./staff.ts";

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
  options: {
    slots: TestWorkshop[][];
    tickets?: number;
    status?: (typeof ORDER_STATUSES)[number];
    buyer?: TestOrderOptions["buyer"];
  },
): Promise<TestForum> {
  const quantity = options.tickets ?? 1;
  const order = await insertConfirmedOrder(db, {
    lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity }],
    paymentMethod: "IDEAL",
    ...(options.status ? { status: options.status } : {}),
    ...(options.buyer ? { buyer: options.buyer } : {}),
  });
  const slots = await addWorkshopSlots(db, order.eventId, options.slots);
  return {
    eventId: order.eventId,
    orderId: order.orderId,
    slots,
    codes: order.tickets.map((ticket) => ticket.registrationCode),
  };
}

/** 13:00 in Amsterdam (CET) on the forum's day. */
const FORUM_FIRST_SLOT = new Date(Date.UTC(2027, 2, 11, 12));

/**
 * Time slots with their workshops for an existing event, 75 minutes each, two hours apart: by default 13:00,
 * 15:00 … on the forum's day.
 */
export async function addWorkshopSlots(
  db: DbOrTx,
  eventId: string,
  slotsToAdd: TestWorkshop[][],
  firstSlotStartsAt: Date = FORUM_FIRST_SLOT,
): Promise<TestForum["slots"]> {
  const slots: TestForum["slots"] = [];
  for (const [index, slotWorkshops] of slotsToAdd.entries()) {
    const startsAt = new Date(firstSlotStartsAt.getTime() + index * 2 * 3_600_000);
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

export type Attendee = { firstName: string; lastName: string; email: string };

export type PlacedRegistration = { ticketId: string; workshopId: string; slotId: string; attendee: Attendee };

/**
 * Workshop choices without their mails, for the worlds of the privacy tests, which count an address's mails exactly:
 * the sign-up service (registerAttendee) always queues a choice mail. Each takes its place as the service does
 * (takePlace), so the workshop's count agrees with its registrations.
 */
export async function placeRegistrationsWithoutMail(db: DbOrTx, registrations: PlacedRegistration[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { attendee, ...choice } of registrations) {
      await takePlace(tx, choice.workshopId);
      await tx.insert(workshopRegistrations).values({ ...choice, ...attendee });
    }
  });
}

/**
 * A wait for a workshop that still has places, for the worlds of the privacy tests, which read the entry and not
 * the workshop: the waitlist service only queues for a full workshop, and a freed place goes to the first waiting.
 */
export async function insertWaitWithPlacesLeft(
  db: DbOrTx,
  wait: PlacedRegistration & { joinedAt: Date },
): Promise<void> {
  const { attendee, ...entry } = wait;
  await db.insert(workshopWaitlistEntries).values({ ...entry, ...attendee });
}

/** A sign-up step an attendee takes with a ticket's code: the workshop, and the name and address typed. */
export type CodeSignUp = { code: string; workshopId: string; attendee: Attendee };

/** The sign-up as the wizard sends it to the sign-up services. */
function signUpInput({ code, workshopId, attendee }: CodeSignUp) {
  return { registrationToken: code, workshopId, ...attendee };
}

/** A workshop choice as the attendee makes it with the ticket's code (registerAttendee), with its mail, at `at`. */
export async function registerForWorkshop(db: DbOrTx, choice: CodeSignUp, at: Date): Promise<void> {
  await registerAttendee(factoryDeps(db, at), signUpInput(choice));
}

/** A wait for a full workshop as the attendee joins its waitlist with the ticket's code (joinWorkshopWaitlist). */
export async function waitForWorkshop(db: DbOrTx, wait: CodeSignUp, at: Date): Promise<void> {
  await joinWorkshopWaitlist(factoryDeps(db, at), signUpInput(wait));
}

// ---------------------------------------------------------------------------------------------------------------
// What the workshop sign-up tests read back (their operations are in test/graphql/workshop-sign-up.graphql, or the
// web app's).
export async function registeredCount(db: DbOrTx, workshopId: string): Promise<number> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
  return row!.registeredCount;
}

export async function registrationsOf(db: DbOrTx, workshopId: string) {
  return db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));
}

export async function workshopChoiceMails(db: DbOrTx) {
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey?.startsWith("workshop-choice:"));
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers of the workshop waitlist tests: entries and who holds which workshop.
export const waitingPerson = (index: number) => ({
  firstName: `Wachtende${index}`,
  lastName: "Jansen",
  email: `wachtende${index}@example.org`,
});

export async function ticketIdOf(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.registrationCode, code));
  return row!.id;
}

/** The workshop the ticket holds in a slot, or null. */
export async function choiceOf(db: DbOrTx, code: string, slotId: string): Promise<string | null> {
  const ticketId = await ticketIdOf(db, code);
  const [row] = await db
    .select({ workshopId: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.ticketId, ticketId), eq(workshopRegistrations.slotId, slotId)));
  return row?.workshopId ?? null;
}

/** The waitlist entries of a ticket, by its code. */
export async function waitlistEntriesOfTicket(db: DbOrTx, code: string) {
  const ticketId = await ticketIdOf(db, code);
  return db.select().from(workshopWaitlistEntries).where(eq(workshopWaitlistEntries.ticketId, ticketId));
}

export async function waitlistEntriesOfWorkshop(db: DbOrTx, workshopId: string) {
  return db.select().from(workshopWaitlistEntries).where(eq(workshopWaitlistEntries.workshopId, workshopId));
}

/**
 * The order of a ticket with the counters the order service would have left (sold tickets, places taken), as
 * insertCancelableOrder (./orders.ts) takes them (sellTicketsAtOnce), so staff can cancel it; returns the order's id
 * and the ticket's.
 */
export async function cancelableTicket(db: DbOrTx, code: string): Promise<{ orderId: string; ticketId: string }> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.registrationCode, code));
  const { orderId } = ticket!;
  const [order] = await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, orderId));
  await db.transaction(async (tx) => sellTicketsAtOnce(tx, order!.eventId, await countedLinesOf(tx, orderId)));
  return { orderId, ticketId: ticket!.id };
}

// ---------------------------------------------------------------------------------------------------------------
// Slots and workshops as staff add them in the back office (createWorkshopSlot, createWorkshop), with their audit
// rows, by a beheerder made here: for tests of the back office's own changes to them.

async function eventsManagerAt(db: DbOrTx, at: Date) {
  return staffDeps(factoryDeps(db, at), { roles: ["beheerder"], at });
}

/** A time slot of the event, added as staff add one; its id. */
export async function addSlotAsStaff(
  db: DbOrTx,
  slot: { eventId: string; startsAt: Date; endsAt: Date },
  at: Date,
): Promise<string> {
  return (await createWorkshopSlot(await eventsManagerAt(db, at), slot)).id;
}

/** A workshop in the slot, added as staff add one; its id. */
export async function addWorkshopAsStaff(
  db: DbOrTx,
  workshop: { slotId: string; name: string; capacity: number },
  at: Date,
): Promise<string> {
  return (await createWorkshop(await eventsManagerAt(db, at), workshop)).id;
}
