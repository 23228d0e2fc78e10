/**
 * People's data of every kind, for the tests of what the site holds about an address, what it gives out and what it
 * erases or keeps (decision 0024): the shared world of one event whose order three people share, an event "life"
 * (an order, tickets of which one names a colleague as holder, workshop choices, a wait, a check-in, a certificate,
 * an invoice) and a course life (an enrolment, a wait, a check-in, a certificate), with chosen dates.
 *
 * Orders' holders, invoices, payments, check-ins, staff accounts and mails come from their services. Workshop
 * choices, waits, enrolments and certificates are written directly, each at its spot saying why: mostly, these tests
 * count an address's mails exactly, and the services that make them always queue a mail.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../../server/db/client.ts";
import {
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  invoices,
  tickets,
  type ORDER_STATUSES,
} from "../../../server/db/schema/index.ts";
import { takeCoursePlace } from "../../../server/domain/courses/course-places.ts";
import type { StaffActor } from "../../../server/domain/deps.ts";
import { CONFIRMED_STATUSES } from "../../../server/domain/orders/order-actions.ts";
import { changeTicketHolder } from "../../../server/domain/orders/ticket-holder.ts";
import { requestPersonalDataLink } from "../../../server/domain/privacy/personal-data-links.ts";
import { recordAudit } from "../../../server/domain/staff/audit.ts";
import { enqueueMail } from "../../../server/mail/outbox.ts";
import { TEST_SETTINGS } from "../deps.ts";
import { composeMailRequests } from "../mail-requests.ts";
import { checkInAttendees } from "./check-ins.ts";
import { COURSE_START, createCourse } from "./courses.ts";
import { factoryDeps } from "./deps.ts";
import { invoiceOrder, registerInvoicePayment } from "./invoices.ts";
import { insertConfirmedOrder } from "./orders.ts";
import { payByIdeal } from "./payments.ts";
import { asStaff, createStaffMember, insertStaffActor } from "./staff.ts";
import {
  addWorkshopSlots,
  createForum,
  insertWaitWithPlacesLeft,
  placeRegistrationsWithoutMail,
  type Attendee,
} from "./workshops.ts";

export type Person = Attendee;

export const person = (label: string): Person => ({
  firstName: label,
  lastName: `Achternaam${label}`,
  email: `${label.toLowerCase()}@deelnemer.example.org`,
});

/** The beheerder a privacy world's back-office steps are done by, at the moment of the step. */
function beheerderAt(db: DbOrTx, at: Date): Promise<StaffActor> {
  return insertStaffActor(db, ["beheerder"], "Bea Beheer", at);
}

/** Names another person as the holder of a ticket, as a beheerder does in the back office (with its audit row). */
async function nameHolder(db: DbOrTx, ticketId: string, holder: Person, at: Date): Promise<void> {
  const deps = asStaff(factoryDeps(db, at), await beheerderAt(db, at));
  await changeTicketHolder(deps, { ticketId, ...holder });
}

/**
 * A holder on an order that was never confirmed, with the audit row a holder change writes. Written directly: the
 * service names holders only on confirmed orders, and the retention test shows such a holder is anonymised too.
 */
async function nameHolderOfUnconfirmedOrder(db: DbOrTx, ticket: HeldTicket, holder: Person, at: Date): Promise<void> {
  await db
    .update(tickets)
    .set({ holderFirstName: holder.firstName, holderLastName: holder.lastName, holderEmail: holder.email })
    .where(eq(tickets.id, ticket.id));
  const { firstName, lastName, email } = ticket.buyer;
  await recordAudit(db, at, await beheerderAt(db, at), {
    entityType: "ticket",
    entityId: ticket.id,
    action: "change_holder",
    before: { firstName, lastName, email },
    after: holder,
  });
}

type HeldTicket = { id: string; buyer: Person };

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
  /** Random (FC-XXXX-XXXX-XXXX) unless the test looks for this one. */
  code?: string;
  issuedAt?: Date;
};

/**
 * A certificate of attendance. Written directly: the issuing round (issueDueCertificates) mails every certificate it
 * issues, and issues for every ended accredited subject in the database at once.
 */
async function insertCertificate(db: DbOrTx, input: CertificateInput): Promise<string> {
  const { person: holder, title, subject, startsAt, endsAt, code, issuedAt, ...links } = input;
  const random = randomUUID().replaceAll("-", "").toUpperCase();
  const [row] = await db
    .insert(certificates)
    .values({
      code: code ?? `FC-${random.slice(0, 4)}-${random.slice(4, 8)}-${random.slice(8, 12)}`,
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
      correctionToken: randomUUID() + randomUUID(),
      pdfToken: randomUUID() + randomUUID(),
      issuedAt: issuedAt ?? new Date(endsAt.getTime() + 3_600_000),
    })
    .returning({ id: certificates.id });
  return row!.id;
}

type Enrolment = Person & { courseId: string; phoneNumber: string; organization: string; function: string | null };

/**
 * An enrolment without its confirmation mail, which the enrolment service always queues. It takes its place as the
 * service does (takeCoursePlace), at the moment it was made.
 */
async function insertEnrollmentWithoutMail(db: DbOrTx, enrolment: Enrolment & { createdAt: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    if (!(await takeCoursePlace(tx, enrolment.courseId, enrolment.createdAt))) {
      throw new Error(`cursus ${enrolment.courseId} neemt op ${enrolment.createdAt.toISOString()} niemand aan`);
    }
    const [row] = await tx
      .insert(courseEnrollments)
      .values({ ...enrolment, cancelToken: randomUUID().replaceAll("-", "") })
      .returning({ id: courseEnrollments.id });
    return row!.id;
  });
}

/** A place on a course's waitlist without the mail the waitlist service always queues on joining. */
async function insertCourseWaitWithoutMail(db: DbOrTx, wait: Omit<Enrolment, "function"> & { joinedAt: Date }) {
  const [row] = await db
    .insert(courseWaitlistEntries)
    .values({ ...wait, token: randomUUID().replaceAll("-", "") })
    .returning({ id: courseWaitlistEntries.id });
  return row!.id;
}

/**
 * A "Mijn gegevens" link as the address requests it (requestPersonalDataLink, its mail composed by the worker's
 * composer at once), expiring at `expiresAt`.
 */
export async function personalDataLinkExpiringAt(db: Database, email: string, expiresAt: Date): Promise<void> {
  const requestedAt = new Date(expiresAt.getTime() - TEST_SETTINGS.privacy.linkMinutes * 60_000);
  await requestPersonalDataLink(factoryDeps(db, requestedAt), { email });
  await composeMailRequests(db, requestedAt);
}

// ---------------------------------------------------------------------------------------------------------------
// An event life and a course life

export type EventLife = {
  eventId: string;
  orderId: string;
  /** The buyer's ticket, the colleague's, then those of moreHolders. */
  ticketIds: string[];
  /** The tickets' codes, in the same order. */
  codes: string[];
  workshopIds: string[];
  certificateId: string | null;
  invoiceId: string | null;
};

export type EventLifeOptions = {
  label: string;
  buyer: Person;
  /** Who holds the second ticket (the first is the buyer's). */
  colleague: Person;
  /** Holders of further tickets on the order, without workshop choices. */
  moreHolders?: Person[];
  startsAt: Date;
  orderCreatedAt: Date;
  status?: (typeof ORDER_STATUSES)[number];
  invoice?: boolean;
  /** Workshop choices, a wait, a check-in and a certificate; false for an order that never got that far. */
  participants?: boolean;
};

/** Whether an order of this status is confirmed; no status means the confirmed order insertConfirmedOrder makes. */
function isConfirmed(status: EventLifeOptions["status"]): boolean {
  return status === undefined || (CONFIRMED_STATUSES as readonly string[]).includes(status);
}

export async function insertEventLife(db: DbOrTx, options: EventLifeOptions): Promise<EventLife> {
  const { startsAt, buyer, colleague, orderCreatedAt, moreHolders = [] } = options;
  const endsAt = new Date(startsAt.getTime() + 7 * 3_600_000);
  const order = await insertConfirmedOrder(db, {
    event: { name: `Congres ${options.label}`, startsAt, endsAt },
    lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 2 + moreHolders.length }],
    paymentMethod: options.invoice ? "INVOICE" : "IDEAL",
    ...(options.status ? { status: options.status } : {}),
    buyer,
    createdAt: orderCreatedAt,
  });
  const ticketIds = order.tickets.map((ticket) => ticket.id);
  const [own, colleagues] = ticketIds as [string, string];
  if (isConfirmed(options.status)) await nameHolder(db, colleagues, colleague, orderCreatedAt);
  else await nameHolderOfUnconfirmedOrder(db, { id: colleagues, buyer }, colleague, orderCreatedAt);
  for (const [index, holder] of moreHolders.entries())
    await nameHolder(db, ticketIds[2 + index]!, holder, orderCreatedAt);
  const invoice = options.invoice ? await invoiceOrder(db, order.orderId, orderCreatedAt) : null;
  const life: EventLife = {
    eventId: order.eventId,
    orderId: order.orderId,
    ticketIds,
    codes: order.tickets.map((ticket) => ticket.registrationCode),
    workshopIds: [],
    certificateId: null,
    invoiceId: invoice?.invoiceId ?? null,
  };
  if (options.participants === false) return life;
  const [slot] = await addWorkshopSlots(
    db,
    order.eventId,
    [
      [
        { name: "Verhoortechnieken", capacity: 10 },
        { name: "Risicotaxatie", capacity: 10 },
      ],
    ],
    startsAt,
  );
  const [first, second] = slot!.workshopIds as [string, string];
  life.workshopIds = [first, second];
  await placeRegistrationsWithoutMail(db, [
    { workshopId: first, slotId: slot!.id, ticketId: own, attendee: buyer },
    { workshopId: first, slotId: slot!.id, ticketId: colleagues, attendee: colleague },
  ]);
  await insertWaitWithPlacesLeft(db, {
    workshopId: second,
    slotId: slot!.id,
    ticketId: own,
    attendee: buyer,
    joinedAt: orderCreatedAt,
  });
  await checkInAttendees(db, { kind: "EVENT", eventId: order.eventId }, [own], startsAt);
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
  db: DbOrTx,
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
  // Enrolled by staff on the participant's behalf (enrollParticipantForStaff), with its audit row.
  const enrollmentId = await insertEnrollmentWithoutMail(db, {
    courseId: course.id,
    ...options.participant,
    phoneNumber: "+31612345678",
    organization: "FPC De Waterlinie",
    function: "Sociotherapeut",
    createdAt: joined,
  });
  await recordAudit(db, joined, await beheerderAt(db, joined), {
    entityType: "course_enrollment",
    entityId: enrollmentId,
    action: "create",
    before: null,
    after: { courseId: course.id, ...options.participant, organization: "FPC De Waterlinie", status: "ACTIVE" },
  });
  const waitlistEntryId = await insertCourseWaitWithoutMail(db, {
    courseId: course.id,
    ...options.waiting,
    phoneNumber: "+31687654321",
    organization: "Reclassering",
    joinedAt: joined,
  });
  const ids = { courseId: course.id, enrollmentId, waitlistEntryId };
  if (options.attended === false) return { ...ids, certificateId: null };
  await checkInAttendees(db, { kind: "COURSE", courseId: course.id }, [enrollmentId], options.startsAt);
  const certificateId = await insertCertificate(db, {
    subject: "COURSE",
    courseId: course.id,
    enrollmentId,
    person: options.participant,
    title: `Cursus ${options.label}`,
    startsAt: options.startsAt,
    endsAt,
  });
  return { ...ids, certificateId };
}

// ---------------------------------------------------------------------------------------------------------------
// The shared world: Alice buys three tickets; one she uses herself, one staff named Bob as holder of, and one a
// colleague, Carla, used to choose a workshop. All three also have data of their own (enrolments, a waitlist place,
// a certificate, mails).

export const ALICE = {
  firstName: "Alice",
  lastName: "Aalbers",
  email: "Alice.Aalbers@Zorg.example.org",
  phoneNumber: "0611122233",
  address: "Kastanjelaan 12",
  postalCode: "3512 AB",
  city: "Utrecht",
  country: "Nederland",
};
export const BOB = { firstName: "Bob", lastName: "Bakker", email: "bob.bakker@kliniek.example.org" };
export const CARLA = { firstName: "Carla", lastName: "Claessens", email: "carla.claessens@kliniek.example.org" };

export type SharedWorld = { codes: string[]; eventId: string };

/** The forum's morning, when everything of the shared world happened. */
const FORUM_MORNING = new Date("2027-03-11T09:00:00Z");

export async function insertSharedWorld(db: DbOrTx): Promise<SharedWorld> {
  const at = FORUM_MORNING;
  const forum = await createForum(db, {
    slots: [
      [
        { name: "Verhoortechnieken", capacity: 10 },
        { name: "Risicotaxatie", capacity: 10 },
      ],
    ],
    tickets: 3,
    buyer: ALICE,
  });
  const rows = await db.select().from(tickets).orderBy(tickets.registrationCode);
  const byCode = (code: string) => rows.find((row) => row.registrationCode === code)!;
  const [own, bobs, carlas] = forum.codes.map(byCode) as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const orderId = own.orderId;
  await nameHolder(db, bobs.id, BOB, at);
  const [slot] = forum.slots;
  const [verhoor, risico] = slot!.workshopIds as [string, string];
  await placeRegistrationsWithoutMail(db, [
    {
      ticketId: own.id,
      workshopId: verhoor,
      slotId: slot!.id,
      attendee: { ...ALICE, email: ALICE.email.toUpperCase() },
    },
    { ticketId: bobs.id, workshopId: risico, slotId: slot!.id, attendee: BOB },
    { ticketId: carlas.id, workshopId: verhoor, slotId: slot!.id, attendee: CARLA },
  ]);
  await insertWaitWithPlacesLeft(db, {
    ticketId: own.id,
    workshopId: risico,
    slotId: slot!.id,
    attendee: ALICE,
    joinedAt: at,
  });
  await checkInAttendees(db, { kind: "EVENT", eventId: forum.eventId }, [own.id, bobs.id, carlas.id], at);
  await payByIdeal(db, { orderId, eventId: forum.eventId, totalCents: 28500 }, at);
  await insertInvoicesOfAlice(db, orderId, at);
  await insertCourseData(db, at);
  await insertCertificate(db, {
    subject: "EVENT",
    eventId: forum.eventId,
    ticketId: bobs.id,
    person: BOB,
    title: "Forensisch Forum Jaarcongres 2027",
    startsAt: at,
    endsAt: at,
    code: "FC-BOB0-0000-0001",
    issuedAt: at,
  });
  await createStaffMember(db, at, { email: BOB.email.toUpperCase(), name: "Bob Bakker", roles: ["balie"] });
  await mailEveryone(db, at);
  return { codes: forum.codes, eventId: forum.eventId };
}

/**
 * Alice's invoice, paid in part (€ 190), and a credit invoice for one of its tickets. The invoices are written
 * directly because the test names them by numbers of its own (2027-0001), not of the service's series
 * (FF-2027-00001); the payment is registered as staff register one, before the credit closes the invoice to it.
 */
async function insertInvoicesOfAlice(db: DbOrTx, orderId: string, at: Date): Promise<void> {
  const invoice = await insertNumberedInvoice(db, orderId, at, {
    number: "2027-0001",
    totalExclVatCents: 23554,
    vatCents: 4946,
    totalCents: 28500,
  });
  await registerInvoicePayment(db, invoice, { amountCents: 19000, paidOn: "2027-03-01" }, at);
  await insertNumberedInvoice(db, orderId, at, {
    number: "2027-0002",
    totalExclVatCents: -7851,
    vatCents: -1649,
    totalCents: -9500,
    creditForInvoiceId: invoice,
    creditIsPartial: true,
  });
}

type NumberedInvoice = Pick<
  typeof invoices.$inferInsert,
  "number" | "totalExclVatCents" | "vatCents" | "totalCents" | "creditForInvoiceId" | "creditIsPartial"
>;

async function insertNumberedInvoice(db: DbOrTx, orderId: string, at: Date, invoice: NumberedInvoice) {
  const party = {
    name: "Alice Aalbers",
    address: ALICE.address,
    postalCode: ALICE.postalCode,
    city: ALICE.city,
    country: "NL",
  };
  const [row] = await db
    .insert(invoices)
    .values({ orderId, issuedAt: at, dueAt: at, seller: party, buyer: party, lines: [], ...invoice })
    .returning({ id: invoices.id });
  return row!.id;
}

async function insertCourseData(db: DbOrTx, at: Date): Promise<void> {
  const course = await createCourse(db, { title: "Risicotaxatie met de HKT-R" });
  const full = await createCourse(db, { title: "Motiverende gespreksvoering" });
  const details = { phoneNumber: "0687654321", organization: "Kliniek Noord", function: "Verpleegkundige" };
  const enrolledAt = new Date(COURSE_START.getTime() - 30 * 86_400_000);
  const { phoneNumber, firstName, lastName, email } = ALICE;
  const alices = await insertEnrollmentWithoutMail(db, {
    courseId: course.id,
    firstName,
    lastName,
    email,
    phoneNumber,
    organization: "Zorg Utrecht",
    function: null,
    createdAt: enrolledAt,
  });
  await insertEnrollmentWithoutMail(db, { courseId: course.id, ...BOB, ...details, createdAt: enrolledAt });
  await insertCourseWaitWithoutMail(db, { courseId: full.id, ...BOB, ...details, joinedAt: at });
  await checkInAttendees(db, { kind: "COURSE", courseId: course.id }, [alices], at);
}

/** One mail to each of the three, through the outbox. */
async function mailEveryone(db: DbOrTx, at: Date): Promise<void> {
  const writer = { tx: db, now: at, mailEnqueued: () => undefined };
  for (const [key, person] of [
    ["alice", ALICE],
    ["bob", BOB],
    ["carla", CARLA],
  ] as const)
    await enqueueMail(writer, {
      dedupeKey: `test:${key}`,
      to: person.email,
      subject: `Bericht voor ${person.firstName}`,
      html: "<p>geheim</p>",
      text: "geheime inhoud",
      attachments: [],
    });
}
