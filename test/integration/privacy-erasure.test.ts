import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  courses,
  invoices,
  mailOutbox,
  orders,
  privacyRequests,
  staffTodos,
  tickets,
  workshopRegistrations,
  workshops,
  workshopWaitlistEntries,
} from "../../server/db/schema/index.ts";
import { renderInvoicePdf } from "../../server/documents/invoice-pdf.ts";
import { listCertificates } from "../../server/domain/certificates/certificate-list.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { actingAs } from "../../server/domain/deps.ts";
import { findInvoiceDocument } from "../../server/domain/invoices/invoice-queries.ts";
import { raiseTodo } from "../../server/domain/todos/staff-todos.ts";
import { addressHash, erasePersonalData, type ErasureReport } from "../../server/domain/privacy/erase-personal-data.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { pdfText } from "../support/pdf-text.ts";
import {
  insertCourseLife,
  insertEventLife,
  person,
  type CourseLife,
  type EventLife,
} from "../support/factories/privacy.ts";
import { queueMail, sentMail } from "../support/factories/mail.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { waitForWorkshop } from "../support/factories/workshops.ts";

// Erasing one address's data; another address's data, on the same event and even the same order, stays.
const NOW = new Date("2027-02-01T10:00:00Z");
const ERIN = person("Erin");
const KAREL = person("Karel"); // holds the second ticket of Erin's order
const WIM = person("Wim"); // holds a third ticket of Erin's order and waits for Erin's full workshop
const DIRK = person("Dirk"); // waits for Erin's place on a full course
const ERIN_TYPED = "  ERIN@Deelnemer.Example.org ";

for (const database of testDatabases()) {
  describe(`Erasing one address on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let upcoming: EventLife;
    let past: EventLife;
    let course: CourseLife;
    let wimTicketId: string;
    let reports: ErasureReport[];
    const visitor = () => actingAs(testDeps(handle.db, NOW), { kind: "visitor", clientIp: "203.0.113.9" });

    beforeAll(async () => {
      handle = await database.open();
      const db = handle.db;
      upcoming = await insertEventLife(db, {
        label: "Komend",
        buyer: ERIN,
        colleague: KAREL,
        moreHolders: [WIM],
        startsAt: new Date("2027-03-11T08:30:00Z"),
        orderCreatedAt: new Date("2027-01-10T10:00:00Z"),
        invoice: true,
      });
      // Erin's workshop is full; Wim (a third ticket of her order) waits for it.
      const [full] = upcoming.workshopIds;
      await db.update(workshops).set({ capacity: 2 }).where(eq(workshops.id, full!));
      wimTicketId = upcoming.ticketIds[2]!;
      const wimsWait = { code: upcoming.codes[2]!, workshopId: full!, attendee: WIM };
      await waitForWorkshop(db, wimsWait, new Date("2027-01-20T10:00:00Z"));
      past = await insertEventLife(db, {
        label: "Vorig",
        buyer: ERIN,
        colleague: KAREL,
        startsAt: new Date("2026-05-10T08:30:00Z"),
        orderCreatedAt: new Date("2026-04-01T10:00:00Z"),
      });
      await raiseTodo(db, NOW, {
        kind: "CERTIFICATE_NAME_CORRECTION",
        certificateId: past.certificateId!,
        details: { currentName: "Erin AchternaamErin", requestedName: "Erin de Vries", note: "Getrouwd", code: "FC" },
      });
      course = await insertCourseLife(db, {
        label: "Komend",
        participant: ERIN,
        waiting: DIRK,
        startsAt: new Date("2027-04-08T07:30:00Z"),
        attended: false,
      });
      const mail = (to: string, key: string) => ({
        dedupeKey: key,
        to,
        subject: "Je bestelling",
        html: "x",
        text: "x",
      });
      await sentMail(db, mail(ERIN.email, "erin-1"), NOW);
      await queueMail(db, mail(ERIN.email.toUpperCase(), "erin-2"), NOW);
      await sentMail(db, mail(KAREL.email, "karel-1"), NOW);
    });

    afterAll(() => handle.close());

    it("erases twice at once without an error, together once", async () => {
      reports = await Promise.all([erasePersonalData(visitor(), ERIN_TYPED), erasePersonalData(visitor(), ERIN.email)]);
      const sum = (kind: string) => reports.reduce((total, report) => total + (report.erased[kind] ?? 0), 0);
      expect(sum("canceledEnrollments")).toBe(1);
      expect(sum("releasedWorkshopChoices")).toBe(1);
      expect(sum("orders")).toBe(2);
      expect(sum("courseEnrollments")).toBe(1);
      expect(sum("certificates")).toBe(2); // the fixture gives both events one
      expect(sum("mails")).toBe(3); // her two, and the cancellation of her course place
      const requests = await handle.db.select().from(privacyRequests);
      expect(requests.map((row) => [row.emailSha256, row.requestedBy])).toEqual([
        [addressHash(ERIN.email), "SELF"],
        [addressHash(ERIN.email), "SELF"],
      ]);
      expect(JSON.stringify(requests)).not.toContain("erin");
    });

    it("says what it kept, why and until when", () => {
      const kept = reports[0]!.kept;
      const invoiceNumber = kept.find((item) => item.what.startsWith("Je factuur"))!;
      expect(invoiceNumber.what).toMatch(/^Je factuur FF-2027-\d+ \(naam en adres\)$/);
      expect(invoiceNumber.why).toBe("De wet verplicht ons facturen 7 jaar te bewaren.");
      expect(invoiceNumber.until).toEqual(new Date("2034-12-31T23:00:00Z"));
      const order = kept.find((item) => item.what.startsWith("Je bestelling"))!;
      expect(order.what).toContain("Congres Vorig");
      expect(order.until).toEqual(new Date("2033-12-31T23:00:00Z"));
      const certificate = kept.find((item) => item.what.includes("Congres Vorig (naam, onderwerp en datum)"))!;
      expect(certificate.what).toMatch(/^Je certificaat FC-/);
      expect(certificate.until!.getUTCFullYear()).toBe(2031);
      expect(kept.map((item) => item.what.split(" ")[1])).toEqual([
        "bestelling",
        "factuur",
        "certificaat",
        "certificaat",
      ]);
    });

    it("gives an upcoming course place to the waitlist and a workshop place to the next waiter", async () => {
      const [enrollment] = await handle.db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.id, course.enrollmentId));
      expect(enrollment).toMatchObject({
        status: "CANCELED",
        firstName: "Verwijderd",
        phoneNumber: "",
        organization: "",
      });
      const [dirk] = await handle.db
        .select()
        .from(courseWaitlistEntries)
        .where(eq(courseWaitlistEntries.id, course.waitlistEntryId));
      expect(dirk).toMatchObject({ ...DIRK, status: "OFFERED" });
      const [counters] = await handle.db.select().from(courses).where(eq(courses.id, course.courseId));
      expect(counters).toMatchObject({ enrolledCount: 0, offeredCount: 1 });

      const full = upcoming.workshopIds[0]!;
      const registered = await handle.db
        .select()
        .from(workshopRegistrations)
        .where(eq(workshopRegistrations.workshopId, full));
      expect(registered.map((row) => row.lastName).sort()).toEqual([KAREL.lastName, WIM.lastName]);
      const [counter] = await handle.db.select().from(workshops).where(eq(workshops.id, full));
      expect(counter!.registeredCount).toBe(2);
      const erinsWaits = await handle.db
        .select()
        .from(workshopWaitlistEntries)
        .where(inArray(workshopWaitlistEntries.ticketId, [upcoming.ticketIds[0]!, past.ticketIds[0]!]));
      expect(erinsWaits).toEqual([]);
    });

    it("keeps the tickets valid without the holder's data, and leaves the other holders of the order alone", async () => {
      const rows = await handle.db.select().from(tickets).where(eq(tickets.orderId, upcoming.orderId));
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(upcoming.ticketIds[0]!)).toMatchObject({ holderFirstName: "Verwijderd", canceledAt: null });
      expect(byId.get(upcoming.ticketIds[1]!)).toMatchObject({
        holderFirstName: KAREL.firstName,
        holderEmail: KAREL.email,
      });
      expect(byId.get(wimTicketId)).toMatchObject({ holderEmail: WIM.email });
      const pastRegistrations = await handle.db
        .select()
        .from(workshopRegistrations)
        .where(inArray(workshopRegistrations.workshopId, past.workshopIds));
      expect(pastRegistrations.map((row) => row.lastName).sort()).toEqual([KAREL.lastName, "Verwijderd"]);
    });

    it("keeps invoices legally complete: number, dates, seller, buyer's name and address, lines, VAT and totals", async () => {
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, upcoming.orderId));
      expect(order).toMatchObject({
        firstName: ERIN.firstName,
        lastName: ERIN.lastName,
        address: "Wilgenlaan 7",
        phoneNumber: "",
      });
      expect(order!.email).toMatch(/@anoniem\.invalid$/);
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, upcoming.invoiceId!));
      expect(invoice!.buyer).toEqual({
        name: `${ERIN.firstName} ${ERIN.lastName}`,
        address: "Wilgenlaan 7",
        postalCode: "3431 JB",
        city: "Nieuwegein",
        country: "Nederland",
      });
      expect(invoice!.seller).toEqual(TEST_SETTINGS.invoices.seller);
      const { text } = await pdfText(
        await renderInvoicePdf((await findInvoiceDocument(handle.db, invoice!.id))!, "Forensisch Forum"),
      );
      for (const part of [
        invoice!.number,
        `${ERIN.firstName} ${ERIN.lastName}`,
        "Wilgenlaan 7",
        TEST_SETTINGS.invoices.seller.name,
        "Regulier",
      ]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain(ERIN.email);
    });

    it("drops the address from certificates and correction requests, keeping name and subject for verification", async () => {
      const [certificate] = await handle.db.select().from(certificates).where(eq(certificates.id, past.certificateId!));
      expect(certificate).toMatchObject({ firstName: ERIN.firstName, subjectTitle: "Congres Vorig" });
      expect(certificate!.email).toMatch(/@anoniem\.invalid$/);
      // Staff see the certificate with the name and without the placeholder address.
      const staff = asStaff(testDeps(handle.db, NOW), await insertStaffActor(handle.db, ["beheerder"]));
      const listed = await listCertificates(staff, { kind: "EVENT", id: past.eventId });
      expect(listed.certificates.map(({ firstName, email }) => ({ firstName, email }))).toEqual([
        { firstName: ERIN.firstName, email: null },
      ]);
      const [todo] = await handle.db.select().from(staffTodos).where(eq(staffTodos.certificateId, past.certificateId!));
      expect(todo!.details).toEqual({
        currentName: "Verwijderd",
        requestedName: "Verwijderd",
        note: "Verwijderd",
        code: "FC",
      });
      expect(todo!.resolvedAt).not.toBeNull();
    });

    it("leaves nothing findable by the address, and everything of the other addresses", async () => {
      const everything = JSON.stringify(await snapshot(handle));
      expect(everything.toLowerCase()).not.toContain(ERIN.email);
      for (const other of [KAREL, WIM, DIRK]) expect(everything).toContain(other.email);
      const mails = await handle.db.select().from(mailOutbox);
      expect(
        mails.map((row) => row.toAddress).filter((to) => to !== KAREL.email && to !== DIRK.email && to !== WIM.email),
      ).toEqual([]);
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, upcoming.ticketIds[1]!));
      expect(JSON.stringify(audit)).not.toContain(ERIN.lastName);
    });

    it("writes no more mail to an anonymised holder, e.g. the reminder of a ticket that stays valid", async () => {
      const [ticket] = await handle.db.select().from(tickets).where(eq(tickets.id, upcoming.ticketIds[0]!));
      const written = await handle.db.transaction((tx) =>
        enqueueMail(
          { tx, now: NOW, mailEnqueued: () => undefined },
          {
            dedupeKey: "reminder-test",
            to: ticket!.holderEmail!,
            subject: "Tot morgen",
            html: "x",
            text: "x",
            attachments: [],
          },
        ),
      );
      expect(written).toBe(false);
      expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, "reminder-test"))).toEqual([]);
    });

    it("changes nothing when repeated", async () => {
      const before = await snapshot(handle);
      const again = await erasePersonalData(visitor(), ERIN.email);
      expect(Object.values(again.erased).every((count) => count === 0)).toBe(true);
      expect(await snapshot(handle)).toEqual(before);
    });

    it("lets staff erase with privacy.manage, recorded in the audit log without the address", async () => {
      const balie = asStaff(testDeps(handle.db, NOW), await insertStaffActor(handle.db, ["balie"]));
      await expect(erasePersonalData(balie, KAREL.email)).rejects.toMatchObject({ code: "FORBIDDEN" });
      const beheerder = asStaff(
        testDeps(handle.db, NOW),
        await insertStaffActor(handle.db, ["beheerder"], "Bea Beheer"),
      );
      const report = await erasePersonalData(beheerder, KAREL.email);
      expect(report.erased.tickets).toBe(2);
      const [row] = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "privacy_request"), eq(auditLog.entityId, report.requestId)));
      expect(row).toMatchObject({ action: "erase", actorName: "Bea Beheer" });
      expect(JSON.stringify(row)).not.toContain("karel");
      const [request] = await handle.db.select().from(privacyRequests).where(eq(privacyRequests.id, report.requestId));
      expect(request).toMatchObject({ requestedBy: "STAFF", emailSha256: addressHash(KAREL.email) });
    });
  });
}

async function snapshot(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    invoices: await db.select().from(invoices).orderBy(invoices.id),
    tickets: await db.select().from(tickets).orderBy(tickets.id),
    registrations: await db.select().from(workshopRegistrations).orderBy(workshopRegistrations.id),
    waits: await db.select().from(workshopWaitlistEntries).orderBy(workshopWaitlistEntries.id),
    enrollments: await db.select().from(courseEnrollments).orderBy(courseEnrollments.id),
    courseWaits: await db.select().from(courseWaitlistEntries).orderBy(courseWaitlistEntries.id),
    certificates: await db.select().from(certificates).orderBy(certificates.id),
    todos: await db.select().from(staffTodos).orderBy(staffTodos.id),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
  };
}
