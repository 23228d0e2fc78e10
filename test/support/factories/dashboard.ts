/**
 * The world of the dashboard tests, so the figures are known exactly: an upcoming forum with orders on several days
 * (one around midnight in Amsterdam), held tickets and a workshop, a hidden, a canceled and an ended event, courses
 * with enrolments, and invoices that are open, overdue, credited or paid. Events come from the seed's factory with
 * their counters as the orders left them; orders from ./orders.ts (insertOrderAt); invoices, credits and payments
 * from the invoice services at chosen moments; enrolments from the enrolment service.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../../server/db/factories/events.ts";
import { workshops, type events } from "../../../server/db/schema/index.ts";
import { createCourse, enrolInCourse } from "./courses.ts";
import { creditWholeInvoice, invoiceOrderDueAt, registerInvoicePayment } from "./invoices.ts";
import { insertOrderAt, type TestOrderLine } from "./orders.ts";
import { addWorkshopSlots } from "./workshops.ts";

/** Wednesday 25 November 2026, 11:00 in Amsterdam. */
export const DASHBOARD_NOW = new Date("2026-11-25T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

async function insertEvent(db: DbOrTx, name: string, startsInDays: number, extra: Partial<typeof events.$inferInsert>) {
  const startsAt = new Date(DASHBOARD_NOW.getTime() + startsInDays * DAY);
  return insertEventWithTicketTypes(
    db,
    { name, startsAt, endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000), ...extra },
    [{ name: "Regulier", priceCents: 9500, quantity: 10, vatRate: "21", sortOrder: 0 }],
  );
}

export type DashboardFixture = {
  eventId: string;
  hiddenEventId: string;
  regulierId: string;
  studentId: string;
  workshopId: string;
  courseId: string;
};

export async function insertDashboardFixture(db: DbOrTx): Promise<DashboardFixture> {
  const startsAt = new Date(DASHBOARD_NOW.getTime() + 30 * DAY);
  // 9 places for the event: 6 taken (3 + 1 sold, 2 held), so no type offers more than 3.
  const event = await insertEventWithTicketTypes(
    db,
    {
      name: "Jaarcongres 2026",
      type: "FORUM",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3600_000),
      maxCapacity: 9,
      ticketsTaken: 6,
    },
    [
      { name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 10, soldCount: 3, heldCount: 2, sortOrder: 0 },
      { name: "Student", priceCents: 4500, vatRate: "EXEMPT", quantity: 5, soldCount: 1, sortOrder: 1 },
    ],
  );
  const [regulier, student] = event.ticketTypes.map((type) => type.id) as [string, string];
  const line = (ticketTypeId: string, quantity: number): TestOrderLine =>
    ticketTypeId === regulier
      ? { ticketTypeId, quantity, unitPriceCents: 9500, vatRate: "21" }
      : { ticketTypeId, quantity, unitPriceCents: 4500, vatRate: "EXEMPT" };
  const order = (
    eventId: string,
    status: "PAID" | "INVOICED" | "PENDING" | "CANCELED",
    at: string,
    lines: TestOrderLine[],
  ) => insertOrderAt(db, { eventId, status, completedAt: new Date(at), lines });
  // 00:30 on 21 November in Amsterdam, though still the 20th in UTC.
  await order(event.id, "PAID", "2026-11-20T23:30:00Z", [line(regulier, 2)]);
  const invoiced = await order(event.id, "INVOICED", "2026-11-23T09:00:00Z", [line(regulier, 1), line(student, 1)]);
  await order(event.id, "PENDING", "2026-11-25T09:50:00Z", [line(regulier, 2)]);
  await order(event.id, "CANCELED", "2026-11-22T09:00:00Z", [line(regulier, 1)]);

  const [slot] = await addWorkshopSlots(
    db,
    event.id,
    [[{ name: "Risicotaxatie", capacity: 20 }]],
    new Date(startsAt.getTime() + 4 * 3600_000),
  );
  const workshopId = slot!.workshopIds[0]!;
  // Seven places taken: the dashboard reads the workshop's counter, not the choices behind it.
  await db.update(workshops).set({ registeredCount: 7 }).where(eq(workshops.id, workshopId));

  const hidden = await insertEvent(db, "Verborgen themadag", 60, { visibilityStatus: "HIDDEN" });
  await insertEvent(db, "Geannuleerde themadag", 10, { canceledAt: new Date("2026-11-01T09:00:00Z") });
  const ended = await insertEvent(db, "Afgelopen themadag", -10, {});
  const endedRegulier: TestOrderLine = {
    ticketTypeId: ended.ticketTypes[0]!.id,
    quantity: 1,
    unitPriceCents: 9500,
    vatRate: "21",
  };
  await insertInvoices(db, invoiced, ended.id, endedRegulier);

  const courseId = await insertCourses(db);
  return {
    eventId: event.id,
    hiddenEventId: hidden.id,
    regulierId: regulier,
    studentId: student,
    workshopId,
    courseId,
  };
}

/**
 * The congress's invoice is overdue; one of the ended event is open; a credited one and a paid one are not
 * outstanding.
 */
async function insertInvoices(db: DbOrTx, congressOrderId: string, endedEventId: string, endedLine: TestOrderLine) {
  const invoicedOrder = (at: string) =>
    insertOrderAt(db, { eventId: endedEventId, status: "INVOICED", completedAt: new Date(at), lines: [endedLine] });
  await invoiceOrderDueAt(db, congressOrderId, new Date("2026-11-24T23:00:00Z"));
  await invoiceOrderDueAt(db, await invoicedOrder("2026-11-10T09:00:00Z"), new Date("2026-12-09T23:00:00Z"));
  const credited = await invoiceOrderDueAt(
    db,
    await invoicedOrder("2026-11-01T09:00:00Z"),
    new Date("2026-11-15T23:00:00Z"),
  );
  await creditWholeInvoice(db, credited.invoiceId, new Date("2026-11-05T09:00:00Z"));
  const paid = await invoiceOrderDueAt(
    db,
    await invoicedOrder("2026-11-02T09:00:00Z"),
    new Date("2026-11-16T23:00:00Z"),
  );
  await registerInvoicePayment(
    db,
    paid.invoiceId,
    { amountCents: 9500, paidOn: "2026-11-12" },
    new Date("2026-11-12T10:00:00Z"),
  );
}

/** A course with four of its twelve places taken, a cancelled one and one that has ended; the id of the first. */
async function insertCourses(db: DbOrTx): Promise<string> {
  const course = await createCourse(db, {
    title: "Risicotaxatie met de HKT-R",
    maxParticipants: 12,
    startsAt: new Date("2027-01-14T08:30:00Z"),
  });
  for (const name of ["Anouk", "Bram", "Chris", "Daan"]) {
    await enrolInCourse(db, course.id, {
      firstName: name,
      email: `${name.toLowerCase()}@deelnemer.example.org`,
      at: DASHBOARD_NOW,
    });
  }
  await createCourse(db, {
    title: "Geannuleerde cursus",
    status: "CANCELED",
    startsAt: new Date("2027-01-21T08:30:00Z"),
  });
  await createCourse(db, { title: "Afgelopen cursus", startsAt: new Date("2026-10-01T08:30:00Z") });
  return course.id;
}
