/**
 * People's data of every kind, inserted directly with chosen dates, for the retention and erasure tests:
 * an event "life" (an order, tickets of which one names a colleague as holder, workshop choices, a wait, a check-in,
 * a certificate, an invoice, audit rows) and a course life (an enrolment, a wait, a certificate).
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import {
  auditLog,
  certificates,
  checkIns,
  courseEnrollments,
  courseWaitlistEntries,
  courses,
  orders,
  tickets,
  workshopRegistrations,
  workshops,
  workshopSlots,
  workshopWaitlistEntries,
  type ORDER_STATUSES,
} from "../../server/db/schema/index.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { createCourse } from "./factories/courses.ts";
import { TEST_SETTINGS } from "./deps.ts";
import { insertConfirmedOrder } from "./factories/orders.ts";

export type Person = { firstName: string; lastName: string; email: string };

export const person = (label: string): Person => ({
  firstName: label,
  lastName: `Achternaam${label}`,
  email: `${label.toLowerCase()}@deelnemer.example.org`,
});

export type EventLife = {
  eventId: string;
  orderId: string;
  ticketIds: string[];
  workshopIds: string[];
  certificateId: string | null;
  invoiceId: string | null;
};

export type EventLifeOptions = {
  label: string;
  buyer: Person;
  /** Who holds the second ticket (the first is the buyer's). */
  colleague: Person;
  startsAt: Date;
  orderCreatedAt: Date;
  status?: (typeof ORDER_STATUSES)[number];
  invoice?: boolean;
  /** Workshop choices, a wait, a check-in and a certificate; false for an order that never got that far. */
  participants?: boolean;
};

export async function insertEventLife(db: Database, options: EventLifeOptions): Promise<EventLife> {
  const { startsAt, buyer, colleague } = options;
  const endsAt = new Date(startsAt.getTime() + 7 * 3_600_000);
  const order = await insertConfirmedOrder(db, {
    event: { name: `Congres ${options.label}`, startsAt, endsAt },
    lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 2 }],
    paymentMethod: options.invoice ? "INVOICE" : "IDEAL",
    ...(options.status ? { status: options.status } : {}),
    buyer,
  });
  await db.update(orders).set({ createdAt: options.orderCreatedAt }).where(eq(orders.id, order.orderId));
  const [own, colleagues] = order.tickets.map((ticket) => ticket.id) as [string, string];
  await db
    .update(tickets)
    .set({ holderFirstName: colleague.firstName, holderLastName: colleague.lastName, holderEmail: colleague.email })
    .where(eq(tickets.id, colleagues));
  await db.insert(auditLog).values({
    at: options.orderCreatedAt,
    actorName: "Bea Beheer",
    entityType: "ticket",
    entityId: colleagues,
    action: "change_holder",
    before: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email },
    after: colleague,
  });
  const life: EventLife = {
    eventId: order.eventId,
    orderId: order.orderId,
    ticketIds: [own, colleagues],
    workshopIds: [],
    certificateId: null,
    invoiceId: null,
  };
  if (options.invoice) {
    const settings = TEST_SETTINGS;
    const invoice = await db.transaction((tx) =>
      createInvoiceForOrder({ tx, now: options.orderCreatedAt, settings }, order.orderId),
    );
    life.invoiceId = invoice.invoiceId;
  }
  if (options.participants === false) return life;
  const [slot] = await db
    .insert(workshopSlots)
    .values({ eventId: order.eventId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning();
  const rows = await db
    .insert(workshops)
    .values([
      { slotId: slot!.id, name: "Verhoortechnieken", capacity: 10, registeredCount: 2, sortOrder: 0 },
      { slotId: slot!.id, name: "Risicotaxatie", capacity: 10, registeredCount: 0, sortOrder: 1 },
    ])
    .returning();
  life.workshopIds = rows.map((row) => row.id);
  const first = rows.find((row) => row.name === "Verhoortechnieken")!;
  const second = rows.find((row) => row.name === "Risicotaxatie")!;
  await db.insert(workshopRegistrations).values([
    { workshopId: first.id, slotId: slot!.id, ticketId: own, ...buyer },
    { workshopId: first.id, slotId: slot!.id, ticketId: colleagues, ...colleague },
  ]);
  await db
    .insert(workshopWaitlistEntries)
    .values({ workshopId: second.id, slotId: slot!.id, ticketId: own, ...buyer, joinedAt: options.orderCreatedAt });
  await db
    .insert(checkIns)
    .values({ scope: "EVENT", eventId: order.eventId, ticketId: own, checkedInAt: startsAt, createdAt: startsAt });
  life.certificateId = await insertCertificate(db, {
    subject: "EVENT",
    eventId: order.eventId,
    ticketId: own,
    person: buyer,
    title: `Congres ${options.label}`,
    startsAt,
    endsAt,
  });
  return life;
}

export type CourseLife = {
  courseId: string;
  enrollmentId: string;
  waitlistEntryId: string;
  certificateId: string | null;
};

export async function insertCourseLife(
  db: Database,
  options: { label: string; participant: Person; waiting: Person; startsAt: Date; attended?: boolean },
): Promise<CourseLife> {
  const endsAt = new Date(options.startsAt.getTime() + 7 * 3_600_000);
  const course = await createCourse(db, {
    title: `Cursus ${options.label}`,
    startsAt: options.startsAt,
    endsAt,
    maxParticipants: 1,
  });
  const joined = new Date(options.startsAt.getTime() - 30 * 86_400_000);
  const [enrollment] = await db
    .insert(courseEnrollments)
    .values({
      courseId: course.id,
      ...options.participant,
      phoneNumber: "+31612345678",
      organization: "FPC De Waterlinie",
      function: "Sociotherapeut",
      cancelToken: `token-${options.label}-${crypto.randomUUID()}`,
      createdAt: joined,
    })
    .returning();
  await db.update(courses).set({ enrolledCount: 1 }).where(eq(courses.id, course.id));
  const [entry] = await db
    .insert(courseWaitlistEntries)
    .values({
      courseId: course.id,
      ...options.waiting,
      phoneNumber: "+31687654321",
      organization: "Reclassering",
      token: `wacht-${options.label}-${crypto.randomUUID()}`,
      joinedAt: joined,
    })
    .returning();
  await db.insert(auditLog).values({
    at: joined,
    actorName: "Bea Beheer",
    entityType: "course_enrollment",
    entityId: enrollment!.id,
    action: "create",
    before: null,
    after: { courseId: course.id, ...options.participant, organization: "FPC De Waterlinie", status: "ACTIVE" },
  });
  const ids = { courseId: course.id, enrollmentId: enrollment!.id, waitlistEntryId: entry!.id };
  if (options.attended === false) return { ...ids, certificateId: null };
  await db.insert(checkIns).values({
    scope: "COURSE",
    courseId: course.id,
    enrollmentId: enrollment!.id,
    checkedInAt: options.startsAt,
    createdAt: options.startsAt,
  });
  const certificateId = await insertCertificate(db, {
    subject: "COURSE",
    courseId: course.id,
    enrollmentId: enrollment!.id,
    person: options.participant,
    title: `Cursus ${options.label}`,
    startsAt: options.startsAt,
    endsAt,
  });
  return { ...ids, certificateId };
}

type CertificateInput = {
  subject: "EVENT" | "COURSE";
  eventId?: string;
  ticketId?: string;
  courseId?: string;
  enrollmentId?: string;
  person: Person;
  title: string;
  startsAt: Date;
  endsAt: Date;
};

async function insertCertificate(db: Database, input: CertificateInput): Promise<string> {
  const { person: holder, title, subject, startsAt, endsAt, ...links } = input;
  const random = crypto.randomUUID().replaceAll("-", "").toUpperCase();
  const [row] = await db
    .insert(certificates)
    .values({
      code: `FC-${random.slice(0, 4)}-${random.slice(4, 8)}-${random.slice(8, 12)}`,
      subject,
      ...links,
      firstName: holder.firstName,
      lastName: holder.lastName,
      email: holder.email,
      subjectTitle: title,
      startsAt,
      endsAt,
      hours: "6.5",
      points: "6",
      registers: ["BIG"],
      accreditationNumber: "ACC-1",
      signatoryName: "Dr. J. Jansen",
      signatoryRole: "Voorzitter",
      correctionToken: crypto.randomUUID() + crypto.randomUUID(),
      issuedAt: new Date(endsAt.getTime() + 3_600_000),
    })
    .returning({ id: certificates.id });
  return row!.id;
}
