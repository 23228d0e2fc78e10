import { eq, inArray } from "drizzle-orm";
import {
  EnrollCourseParticipantDocument,
  RegisterAttendeeDocument,
  UnregisterAttendeeDocument,
} from "../../app/graphql/generated.ts";
import { apiClient } from "../support/site/api-client.ts";
import {
  accreditationRegisters,
  accreditations,
  courseEnrollments,
  registers,
  registrationNumbers,
  tickets,
  workshopRegistrations,
} from "../../server/db/schema/index.ts";
import { createSession } from "../../server/domain/staff/sessions.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { TEST_SETTINGS } from "../support/deps.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { buildOrderWorld, type OrderWorld } from "./order-world.ts";
import { buildInvoiceWorld, type InvoiceWorld } from "./invoice-world.ts";
import { createCourse } from "../support/factories/courses.ts";
import { createEvent } from "../support/factories/events.ts";
import { createForum } from "../support/factories/workshops.ts";
import { buildContentWorld, type ContentWorld } from "./content-world.ts";
import { buildEventWorld, type EventWorld } from "./event-world.ts";
import { CORPUS_NOW, nextClientAddress, uniqueEmail, type CorpusSite } from "./corpus-site.ts";

/**
 * What the corpus needs in the database, made with the project's factories and, where only the API makes a thing
 * (enrolments, workshop registrations), through the API. Capacities are far beyond what the corpus can use, so a
 * case that is wrongly accepted never makes a later one fail for lack of places.
 */
export type CorpusWorld = {
  site: CorpusSite;
  eventId: string;
  paidTypeId: string;
  freeTypeId: string;
  /** A ticket type of another event. */
  otherEventTypeId: string;
  courseId: string;
  /** A course accredited for BIG (decision 0036): its enrolment takes a BIG number. */
  accreditedCourseId: string;
  /** Accredited for BIG as well: its tickets' pages take a BIG number. */
  forumEventId: string;
  workshopId: string;
  /** A workshop of the same slot without places (capacity 0), for the waitlist operations. */
  fullWorkshopId: string;
  /** Ticket codes of the forum, one per use (see CODE_USES). */
  codes: Record<CodeUse, string>;
  /** The address the standing registration (code 'unregister') was made with. */
  registeredEmail: string;
  /** Cancel tokens of active enrolments, one per use; renewed when a case cancelled one. */
  cancelTokens: Record<TokenUse, string>;
  /** The Cookie header of a signed-in beheerder, for the back office's operations and forms. */
  staffCookie: string;
  /** The corpus beheerder's account. */
  staffId: string;
  /** Friends, organisations and a vacancy for the back office's content operations. */
  content: ContentWorld;
  /** Events and ticket types for the back office's event operations. */
  events: EventWorld;
  /** Orders for the back office's order operations. */
  orders: OrderWorld;
  /** An open invoice and a to-do for the back office's invoice operations. */
  invoices: InvoiceWorld;
};

const CODE_USES = [
  "register",
  "registerBaseline",
  "unregister",
  "form",
  "formBaseline",
  "wait",
  "waitBaseline",
  "leave",
  "numbers",
  "numbersBaseline",
] as const;
export type CodeUse = (typeof CODE_USES)[number];
const TOKEN_USES = [
  "cancel",
  "cancelBaseline",
  "form",
  "formBaseline",
  "numbers",
  "numbersBaseline",
  "numbersForm",
  "numbersFormBaseline",
] as const;
/** The uses whose enrolment is in the accredited course: its link page takes a BIG number. */
const NUMBERS_TOKEN_USES: ReadonlySet<TokenUse> = new Set([
  "numbers",
  "numbersBaseline",
  "numbersForm",
  "numbersFormBaseline",
]);
export type TokenUse = (typeof TOKEN_USES)[number];

const BIG = 1_000_000;

export const PERSON = { firstName: "Roosmarijn", lastName: "Heemskerk", phoneNumber: "0687654321" };

export function api(site: CorpusSite) {
  return apiClient(site.url, { ip: nextClientAddress });
}

export async function buildWorld(site: CorpusSite): Promise<CorpusWorld> {
  const { db } = site.handle;
  const event = await createEvent(db, CORPUS_NOW, {
    name: "Corpuscongres",
    ticketTypes: [
      { name: "Regulier", priceCents: 3500, quantity: BIG },
      { name: "Gratis", free: true, quantity: BIG },
    ],
  });
  const other = await createEvent(db, CORPUS_NOW, { name: "Ander congres", ticketTypes: [{ quantity: BIG }] });
  const course = await createCourse(db, { maxParticipants: BIG });
  const accreditedCourse = await createCourse(db, { title: "Geaccrediteerde corpuscursus", maxParticipants: BIG });
  const forum = await createForum(db, {
    slots: [
      [
        { name: "Workshop A", capacity: BIG },
        { name: "Workshop Vol", capacity: 0 },
      ],
    ],
    tickets: CODE_USES.length,
  });
  const world: CorpusWorld = {
    site,
    eventId: event.eventId,
    paidTypeId: event.ticketTypeIds[0]!,
    freeTypeId: event.ticketTypeIds[1]!,
    otherEventTypeId: other.ticketTypeIds[0]!,
    courseId: course.id,
    accreditedCourseId: accreditedCourse.id,
    forumEventId: forum.eventId,
    workshopId: forum.slots[0]!.workshopIds[0]!,
    fullWorkshopId: forum.slots[0]!.workshopIds[1]!,
    codes: Object.fromEntries(CODE_USES.map((use, index) => [use, forum.codes[index]!])) as Record<CodeUse, string>,
    registeredEmail: uniqueEmail(),
    cancelTokens: {} as Record<TokenUse, string>,
    ...(await signInCorpusBeheerder(site)),
    content: await buildContentWorld(db),
    events: await buildEventWorld(db),
    orders: await buildOrderWorld(db),
    invoices: await buildInvoiceWorld(db),
  };
  await accreditForBig(db, { courseId: accreditedCourse.id });
  await accreditForBig(db, { eventId: forum.eventId });
  for (const use of TOKEN_USES) world.cancelTokens[use] = await enrolForCancelling(world, use);
  await ensureRegistered(world, "unregister");
  return world;
}

/** An accreditation naming BIG, written directly (the back office's own cases are in certificate-targets.ts). */
async function accreditForBig(db: CorpusSite["handle"]["db"], subject: { courseId: string } | { eventId: string }) {
  const [accreditation] = await db
    .insert(accreditations)
    .values({ ...subject, hours: "6", points: "6", accreditationNumber: "ACC-CORPUS-NUMMERS" })
    .returning({ id: accreditations.id });
  const [big] = await db.select({ id: registers.id }).from(registers).where(eq(registers.code, "BIG"));
  await db.insert(accreditationRegisters).values({ accreditationId: accreditation!.id, registerId: big!.id });
}

/** The ticket of a use holds no registration number (a case may have stored one), so the baseline writes a row. */
export async function ensureNoNumbers(world: CorpusWorld, use: CodeUse): Promise<void> {
  const ticket = world.site.handle.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.registrationCode, world.codes[use]));
  await world.site.handle.db.delete(registrationNumbers).where(inArray(registrationNumbers.ticketId, ticket));
}

/** The enrolment of a token use holds no registration number (a case may have stored one). */
export async function ensureNoEnrolmentNumbers(world: CorpusWorld, use: TokenUse): Promise<void> {
  await ensureActiveEnrolment(world, use);
  const enrolment = world.site.handle.db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.cancelToken, world.cancelTokens[use]));
  await world.site.handle.db.delete(registrationNumbers).where(inArray(registrationNumbers.enrollmentId, enrolment));
}

/** A new active enrolment through the API (in the accredited course for the numbers' uses); gives its cancel token. */
async function enrolForCancelling(world: CorpusWorld, use: TokenUse): Promise<string> {
  const input = {
    courseId: NUMBERS_TOKEN_USES.has(use) ? world.accreditedCourseId : world.courseId,
    ...PERSON,
    email: uniqueEmail(),
    organization: "Reclassering Nederland",
    function: null,
  };
  const { enrollCourseParticipant } = await api(world.site)(EnrollCourseParticipantDocument, { input });
  const [row] = await world.site.handle.db
    .select({ token: courseEnrollments.cancelToken })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.id, enrollCourseParticipant.enrollmentId));
  return row!.token;
}

/** Makes the cancel token of a use belong to an active enrolment again (a case may have cancelled it). */
export async function ensureActiveEnrolment(world: CorpusWorld, use: TokenUse): Promise<void> {
  const [row] = await world.site.handle.db
    .select({ status: courseEnrollments.status })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.cancelToken, world.cancelTokens[use]));
  if (row?.status !== "ACTIVE") world.cancelTokens[use] = await enrolForCancelling(world, use);
}

async function registrationsOfCode(world: CorpusWorld, use: CodeUse) {
  return world.site.handle.db
    .select({ email: workshopRegistrations.email })
    .from(workshopRegistrations)
    .innerJoin(tickets, eq(tickets.id, workshopRegistrations.ticketId))
    .where(eq(tickets.registrationCode, world.codes[use]));
}

/** The ticket of a use holds no workshop (a case may have registered it), so a wrong acceptance shows as a row. */
export async function ensureNotRegistered(world: CorpusWorld, use: CodeUse): Promise<void> {
  for (const registration of await registrationsOfCode(world, use)) {
    const input = { registrationToken: world.codes[use], workshopId: world.workshopId, email: registration.email };
    await api(world.site)(UnregisterAttendeeDocument, { input });
  }
}

/** The ticket of a use holds workshop A, registered with world.registeredEmail (a case may have removed it). */
export async function ensureRegistered(world: CorpusWorld, use: CodeUse): Promise<void> {
  if ((await registrationsOfCode(world, use)).length > 0) return;
  const input = {
    registrationToken: world.codes[use],
    workshopId: world.workshopId,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: world.registeredEmail,
  };
  await api(world.site)(RegisterAttendeeDocument, { input });
}

/** A beheerder of the corpus with a session, made directly in the database (sign-in itself has its own cases). */
async function signInCorpusBeheerder(site: CorpusSite): Promise<{ staffCookie: string; staffId: string }> {
  const { db } = site.handle;
  const staff = await createStaffMember(db, CORPUS_NOW, {
    email: "beheerder@corpus-staff.example.org",
    name: "Corpus Beheerder",
    roles: ["beheerder"],
  });
  const session = await createSession(db, staff.id, CORPUS_NOW, {
    ...TEST_SETTINGS.staff,
    sessionIdleMinutes: 24 * 60,
    sessionMaxHours: 7 * 24,
  });
  return { staffCookie: `${staffSessionCookieName(site.url)}=${session.token}`, staffId: staff.id };
}
