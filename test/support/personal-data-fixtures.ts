/**
 * Two people who share an event and even an order (decision 0024): Alice buys three tickets; one she uses herself, one
 * staff named Bob as holder of, and one a colleague, Carla, used to choose a workshop. All three also have data of
 * their own (enrolments, a waitlist place, a certificate, mails). Inserted directly: the export reads tables.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import {
  certificates,
  checkIns,
  courseEnrollments,
  courseWaitlistEntries,
  invoicePayments,
  invoices,
  orders,
  payments,
  staffMembers,
  tickets,
  workshopRegistrations,
  workshopWaitlistEntries,
} from "../../server/db/schema/index.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { createCourse } from "./factories/courses.ts";
import { createForum } from "./factories/workshops.ts";

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

const at = new Date("2027-03-11T09:00:00Z");
const party = {
  name: "Alice Aalbers",
  address: "Kastanjelaan 12",
  postalCode: "3512 AB",
  city: "Utrecht",
  country: "NL",
};

export async function insertSharedWorld(db: DbOrTx): Promise<SharedWorld> {
  const forum = await createForum(db, {
    slots: [
      [
        { name: "Verhoortechnieken", capacity: 10 },
        { name: "Risicotaxatie", capacity: 10 },
      ],
    ],
    tickets: 3,
  });
  const rows = await db.select().from(tickets).orderBy(tickets.registrationCode);
  const byCode = (code: string) => rows.find((row) => row.registrationCode === code)!;
  const [own, bobs, carlas] = forum.codes.map(byCode) as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const orderId = own.orderId;
  await db.update(orders).set(ALICE).where(eq(orders.id, orderId));
  await db
    .update(tickets)
    .set({ holderFirstName: BOB.firstName, holderLastName: BOB.lastName, holderEmail: BOB.email })
    .where(eq(tickets.id, bobs.id));
  const [slot] = forum.slots;
  const register = (
    ticketId: string,
    workshopId: string,
    person: { firstName: string; lastName: string; email: string },
  ) => db.insert(workshopRegistrations).values({ ticketId, workshopId, slotId: slot!.id, ...person });
  await register(own.id, slot!.workshopIds[0]!, { ...ALICE, email: ALICE.email.toUpperCase() });
  await register(bobs.id, slot!.workshopIds[1]!, BOB);
  await register(carlas.id, slot!.workshopIds[0]!, CARLA);
  await db
    .insert(workshopWaitlistEntries)
    .values({ ticketId: own.id, workshopId: slot!.workshopIds[1]!, slotId: slot!.id, ...ALICE, joinedAt: at });
  for (const ticket of [own, bobs, carlas])
    await db.insert(checkIns).values({ scope: "EVENT", eventId: forum.eventId, ticketId: ticket.id, checkedInAt: at });
  await db
    .insert(payments)
    .values({ orderId, provider: "test", providerPaymentId: "tr_test_alice", status: "paid", amountCents: 28500 });
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId,
      number: "2027-0001",
      issuedAt: at,
      dueAt: at,
      seller: party,
      buyer: party,
      lines: [],
      totalExclVatCents: 23554,
      vatCents: 4946,
      totalCents: 28500,
    })
    .returning();
  await db.insert(invoices).values({
    orderId,
    number: "2027-0002",
    issuedAt: at,
    dueAt: at,
    seller: party,
    buyer: party,
    lines: [],
    totalExclVatCents: -7851,
    vatCents: -1649,
    totalCents: -9500,
    creditForInvoiceId: invoice!.id,
    creditIsPartial: true,
  });
  await db
    .insert(invoicePayments)
    .values({ invoiceId: invoice!.id, amountCents: 19000, paidOn: "2027-03-01", idempotencyKey: "alice-1" });
  await insertCourseData(db);
  await db.insert(certificates).values({
    code: "FC-BOB0-0000-0001",
    subject: "EVENT",
    eventId: forum.eventId,
    ticketId: bobs.id,
    ...BOB,
    subjectTitle: "Forensisch Forum Jaarcongres 2027",
    startsAt: at,
    endsAt: at,
    hours: "6.5",
    points: "6",
    registers: ["BIG"],
    accreditationNumber: "ACC-1",
    signatoryName: "Dr. J. Jansen",
    signatoryRole: "Voorzitter",
    correctionToken: "c".repeat(32),
    issuedAt: at,
  });
  await db.insert(staffMembers).values({ email: BOB.email.toUpperCase(), name: "Bob Bakker", roles: ["balie"] });
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
  return { codes: forum.codes, eventId: forum.eventId };
}

async function insertCourseData(db: DbOrTx): Promise<void> {
  const course = await createCourse(db, { title: "Risicotaxatie met de HKT-R" });
  const full = await createCourse(db, { title: "Motiverende gespreksvoering" });
  const details = { phoneNumber: "0687654321", organization: "Kliniek Noord", function: "Verpleegkundige" };
  const [alices] = await db
    .insert(courseEnrollments)
    .values({
      courseId: course.id,
      ...ALICE,
      organization: "Zorg Utrecht",
      function: null,
      cancelToken: "a".repeat(32),
    })
    .returning();
  await db.insert(courseEnrollments).values({ courseId: course.id, ...BOB, ...details, cancelToken: "b".repeat(32) });
  await db
    .insert(courseWaitlistEntries)
    .values({ courseId: full.id, ...BOB, ...details, token: "w".repeat(32), joinedAt: at });
  await db.insert(checkIns).values({ scope: "COURSE", courseId: course.id, enrollmentId: alices!.id, checkedInAt: at });
}
