/**
 * The data of the dashboard tests, inserted directly so the figures are known exactly: an upcoming
 * event with orders on several days (one around midnight in Amsterdam), held tickets, a workshop, a hidden, a
 * canceled and an ended event, courses, and invoices that are open, overdue, credited or of a paid order.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../server/db/factories/events.ts";
import {
  courses,
  type events,
  invoicePayments,
  invoices,
  orderLines,
  orders,
  workshops,
  workshopSlots,
  type ORDER_STATUSES,
} from "../../server/db/schema/index.ts";
import { toInvoiceLine, invoiceTotals, type VatRate } from "../../server/domain/invoices/vat.ts";
import { TEST_SETTINGS } from "./deps.ts";
import { createCourse } from "./factories/courses.ts";
import { TEST_BUYER } from "./factories/orders.ts";

/** Wednesday 25 November 2026, 11:00 in Amsterdam. */
export const DASHBOARD_NOW = new Date("2026-11-25T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

type Line = { ticketTypeId: string; quantity: number; unitPriceCents: number; vatRate: VatRate };

async function insertOrder(
  db: DbOrTx,
  eventId: string,
  status: (typeof ORDER_STATUSES)[number],
  completedAt: Date,
  lines: Line[],
): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      eventId,
      status,
      paymentMethod: status === "INVOICED" ? "INVOICE" : "IDEAL",
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      ...TEST_BUYER,
      purchasedAt: completedAt,
      returnUrl: "http://localhost:3000/",
      completedAt: status === "PENDING" ? null : completedAt,
      createdAt: completedAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(lines.map((line) => ({ orderId: order!.id, description: "Ticket", ...line })));
  return order!.id;
}

async function insertInvoice(
  db: DbOrTx,
  orderId: string,
  number: string,
  cents: number,
  dueAt: Date,
  creditForInvoiceId: string | null = null,
): Promise<string> {
  const lines = [toInvoiceLine({ description: "Ticket", quantity: 1, unitPriceCents: cents, vatRate: "21" })];
  const [row] = await db
    .insert(invoices)
    .values({
      orderId,
      number,
      issuedAt: new Date(dueAt.getTime() - 14 * DAY),
      dueAt,
      seller: TEST_SETTINGS.invoices.seller,
      buyer: {
        name: "Sanne Hofstede",
        address: "Wilgenlaan 7",
        postalCode: "3431 JB",
        city: "Nieuwegein",
        country: "Nederland",
      },
      lines,
      ...invoiceTotals(lines),
      creditForInvoiceId,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

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
  const line = (ticketTypeId: string, quantity: number): Line =>
    ticketTypeId === regulier
      ? { ticketTypeId, quantity, unitPriceCents: 9500, vatRate: "21" }
      : { ticketTypeId, quantity, unitPriceCents: 4500, vatRate: "EXEMPT" };
  // 00:30 on 21 November in Amsterdam, though still the 20th in UTC.
  await insertOrder(db, event.id, "PAID", new Date("2026-11-20T23:30:00Z"), [line(regulier, 2)]);
  const invoiced = await insertOrder(db, event.id, "INVOICED", new Date("2026-11-23T09:00:00Z"), [
    line(regulier, 1),
    line(student, 1),
  ]);
  await insertOrder(db, event.id, "PENDING", new Date("2026-11-25T09:50:00Z"), [line(regulier, 2)]);
  await insertOrder(db, event.id, "CANCELED", new Date("2026-11-22T09:00:00Z"), [line(regulier, 1)]);

  const [slot] = await db
    .insert(workshopSlots)
    .values({
      eventId: event.id,
      startsAt: new Date(startsAt.getTime() + 4 * 3600_000),
      endsAt: new Date(startsAt.getTime() + 5 * 3600_000),
    })
    .returning({ id: workshopSlots.id });
  const [workshop] = await db
    .insert(workshops)
    .values({ slotId: slot!.id, name: "Risicotaxatie", capacity: 20, registeredCount: 7 })
    .returning({ id: workshops.id });

  const hidden = await insertEvent(db, "Verborgen themadag", 60, { visibilityStatus: "HIDDEN" });
  await insertEvent(db, "Geannuleerde themadag", 10, { canceledAt: new Date("2026-11-01T09:00:00Z") });
  const ended = await insertEvent(db, "Afgelopen themadag", -10, {});

  // Invoices: the congress's is overdue; one of the ended event is open; a credited one and a paid one are not.
  await insertInvoice(db, invoiced, "2026-0001", 14000, new Date("2026-11-24T23:00:00Z"));
  const endedType = ended.ticketTypes[0]!.id;
  const open = await insertOrder(db, ended.id, "INVOICED", new Date("2026-11-10T09:00:00Z"), [line(endedType, 1)]);
  await insertInvoice(db, open, "2026-0002", 9500, new Date("2026-12-09T23:00:00Z"));
  const credited = await insertOrder(db, ended.id, "INVOICED", new Date("2026-11-01T09:00:00Z"), [line(endedType, 1)]);
  const creditedInvoice = await insertInvoice(db, credited, "2026-0003", 9500, new Date("2026-11-15T23:00:00Z"));
  await insertInvoice(db, credited, "2026-0004", -9500, new Date("2026-11-05T09:00:00Z"), creditedInvoice);
  const paid = await insertOrder(db, ended.id, "INVOICED", new Date("2026-11-02T09:00:00Z"), [line(endedType, 1)]);
  const paidInvoice = await insertInvoice(db, paid, "2026-0005", 9500, new Date("2026-11-16T23:00:00Z"));
  await db
    .insert(invoicePayments)
    .values({ invoiceId: paidInvoice, amountCents: 9500, paidOn: "2026-11-12", idempotencyKey: "dashboard-paid" });

  const course = await createCourse(db, {
    title: "Risicotaxatie met de HKT-R",
    maxParticipants: 12,
    startsAt: new Date("2027-01-14T08:30:00Z"),
  });
  await db.update(courses).set({ enrolledCount: 4 }).where(eq(courses.id, course.id));
  await createCourse(db, {
    title: "Geannuleerde cursus",
    status: "CANCELED",
    startsAt: new Date("2027-01-21T08:30:00Z"),
  });
  await createCourse(db, { title: "Afgelopen cursus", startsAt: new Date("2026-10-01T08:30:00Z") });

  return {
    eventId: event.id,
    hiddenEventId: hidden.id,
    regulierId: regulier,
    studentId: student,
    workshopId: workshop!.id,
    courseId: course.id,
  };
}
