import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  courses,
  invoices,
  jobRuns,
  mailOutbox,
  orders,
  staffSessions,
  tickets,
  workshopRegistrations,
  workshops,
  workshopWaitlistEntries,
} from "../../server/db/schema/index.ts";
import { verifyCertificate } from "../../server/domain/certificates/verify-certificate.ts";
import { RETENTION_JOB, runRetention } from "../../server/domain/privacy/run-retention.ts";
import { createSession, endSessionByToken } from "../../server/domain/staff/sessions.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl, testDatabases } from "../support/databases.ts";
import { openDatabase } from "../../server/db/client.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { captureLog } from "../support/log-capture.ts";
import {
  insertCourseLife,
  insertEventLife,
  person,
  personalDataLinkExpiringAt,
  type CourseLife,
  type EventLife,
} from "../support/factories/privacy.ts";
import { rowCounts } from "../support/row-counts.ts";
import { failedMail, queueMail, sentMail } from "../support/factories/mail.ts";
import { createSignInLink, insertStaffActor } from "../support/factories/staff.ts";

// The daily retention job on a database with data of all ages, with the default periods (12 months after
// the event or course, certificates 5 years, the tax law 7 years after the calendar year, mail 30 days).
const NOW = new Date("2027-06-15T10:00:00Z");
/** The User-Agents of the three staff sessions the retention run meets. */
const SESSION_BROWSERS = {
  expired: "Verlopen browser/1.0",
  signedOut: "Uitgelogde browser/1.0",
  inUse: "Browser in gebruik/1.0",
};
const RECENT = person("Rosa");
const OLD = person("Otto");
const FAILED = person("Femke");
const ANCIENT = person("Anna");
const FISCAL_2020 = person("Fleur");

for (const database of testDatabases()) {
  describe(`The retention job on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let mailDirectory: string;
    const lives: Record<string, EventLife> = {};
    const courseLives: Record<string, CourseLife> = {};
    const deps = () => testDeps(handle.db, NOW);

    beforeAll(async () => {
      handle = await database.open();
      mailDirectory = await mkdtemp(path.join(tmpdir(), "retention-eml-"));
      const db = handle.db;
      lives.recent = await insertEventLife(db, {
        label: "Recent",
        buyer: RECENT,
        colleague: person("RosaCollega"),
        startsAt: new Date("2027-03-11T08:30:00Z"),
        orderCreatedAt: new Date("2027-01-10T10:00:00Z"),
      });
      lives.old = await insertEventLife(db, {
        label: "Oud",
        buyer: OLD,
        colleague: person("OttoCollega"),
        startsAt: new Date("2026-01-10T08:30:00Z"),
        orderCreatedAt: new Date("2025-11-01T10:00:00Z"),
        invoice: true,
      });
      lives.failed = await insertEventLife(db, {
        label: "Mislukt",
        buyer: FAILED,
        colleague: person("FemkeCollega"),
        startsAt: new Date("2026-02-01T08:30:00Z"),
        orderCreatedAt: new Date("2026-01-05T10:00:00Z"),
        status: "FAILED",
        participants: false,
      });
      lives.ancient = await insertEventLife(db, {
        label: "Antiek",
        buyer: ANCIENT,
        colleague: person("AnnaCollega"),
        startsAt: new Date("2019-05-10T08:30:00Z"),
        orderCreatedAt: new Date("2019-04-01T10:00:00Z"),
        invoice: true,
      });
      lives.fiscal2020 = await insertEventLife(db, {
        label: "Fiscaal",
        buyer: FISCAL_2020,
        colleague: person("FleurCollega"),
        startsAt: new Date("2020-03-01T08:30:00Z"),
        orderCreatedAt: new Date("2020-01-15T10:00:00Z"),
        invoice: true,
      });
      courseLives.recent = await insertCourseLife(db, {
        label: "Recent",
        participant: RECENT,
        waiting: person("RosaWacht"),
        startsAt: new Date("2027-04-08T07:30:00Z"),
      });
      courseLives.old = await insertCourseLife(db, {
        label: "Oud",
        participant: OLD,
        waiting: person("OttoWacht"),
        startsAt: new Date("2026-01-20T08:30:00Z"),
      });
      await insertMailsSessionsAndFiles(handle, mailDirectory);
    });

    afterAll(async () => {
      await handle.close();
      await rm(mailDirectory, { recursive: true, force: true });
    });

    it("anonymises and deletes by age: recent data untouched, fiscal data and certificates kept for their periods", async () => {
      const recentBefore = await recentRows(handle, lives.recent!, courseLives.recent!);
      const countersBefore = await counters(handle);
      const tablesBefore = await rowCounts(handle.db);
      const log = captureLog("info");
      let result;
      try {
        result = await runRetention(deps(), { mailDirectory, force: true });
      } finally {
        log.restore();
      }

      expect(result.counts).toEqual({
        registration_numbers: 0,
        workshop_registrations: 6,
        workshop_waitlist_entries: 3,
        course_enrollments: 1,
        course_waitlist_entries: 1,
        ticket_holders: 4,
        order_extras: 4,
        non_fiscal_orders: 1,
        certificate_emails: 4,
        certificates: 2,
        fiscal_orders: 1,
        invoice_buyers: 1,
        mail_outbox: 2,
        eml_files: 1,
        // No uploads here: test/integration/media-usage.test.ts has the retention of unused ones.
        unused_media: 0,
        staff_sessions: 2,
        staff_sign_in_links: 1,
        staff_passkey_challenges: 0,
        personal_data_links: 1,
      });
      // Rows only disappear where a rule deletes them; capacity counters never move.
      const tablesAfter = await rowCounts(handle.db);
      const deleted = Object.fromEntries(
        Object.keys(tablesBefore)
          .filter((table) => tablesBefore[table] !== tablesAfter[table])
          .map((table) => [table, tablesBefore[table]! - tablesAfter[table]!]),
      );
      expect(deleted).toEqual({
        workshop_waitlist_entries: 3,
        certificates: 2,
        mail_outbox: 2,
        staff_sessions: 2,
        staff_sign_in_links: 1,
        personal_data_links: 1,
      });
      // The browser and address of a session go with it: only the session in use keeps them.
      const browsers = await handle.db
        .select({ userAgent: staffSessions.userAgent, clientAddress: staffSessions.clientAddress })
        .from(staffSessions)
        .where(inArray(staffSessions.userAgent, Object.values(SESSION_BROWSERS)));
      expect(browsers).toEqual([{ userAgent: SESSION_BROWSERS.inUse, clientAddress: "192.0.2.30" }]);
      expect(await counters(handle)).toEqual(countersBefore);
      expect(await recentRows(handle, lives.recent!, courseLives.recent!)).toEqual(recentBefore);

      // The log says how many, never whose.
      const line = log.lines.find((entry) => entry.includes("privacy.retention"));
      expect(line).toContain('"workshop_registrations":6');
      for (const someone of [OLD, FAILED, ANCIENT, FISCAL_2020]) {
        expect(log.lines.join("\n")).not.toContain(someone.lastName);
      }
      expect(await readdir(mailDirectory)).toEqual(["2027-06-10T08-00-00-000Z-recent.eml"]);
    });

    it("keeps what the tax law needs of an old fiscal order, and anonymises an order that never became fiscal", async () => {
      const [old] = await handle.db.select().from(orders).where(eq(orders.id, lives.old!.orderId));
      expect(old).toMatchObject({ ...OLD, address: "Wilgenlaan 7", phoneNumber: "", returnUrl: "" });
      const [oldInvoice] = await handle.db.select().from(invoices).where(eq(invoices.id, lives.old!.invoiceId!));
      expect(oldInvoice!.buyer).toMatchObject({ name: `${OLD.firstName} ${OLD.lastName}`, address: "Wilgenlaan 7" });

      const [failed] = await handle.db.select().from(orders).where(eq(orders.id, lives.failed!.orderId));
      expect(failed).toMatchObject({ firstName: "Verwijderd", lastName: "Verwijderd", address: "", city: "" });
      expect(failed!.email).toBe(`verwijderd+${failed!.id}@anoniem.invalid`);

      // 2020 + 7 years: kept until the end of 2027.
      const [fiscal] = await handle.db.select().from(orders).where(eq(orders.id, lives.fiscal2020!.orderId));
      expect(fiscal).toMatchObject({ ...FISCAL_2020, address: "Wilgenlaan 7" });
    });

    it("anonymises orders and invoices past the tax law's period, keeping number, dates, lines and amounts", async () => {
      const [ancient] = await handle.db.select().from(orders).where(eq(orders.id, lives.ancient!.orderId));
      expect(ancient).toMatchObject({ firstName: "Verwijderd", address: "", postalCode: "", totalCents: 19000 });
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, lives.ancient!.invoiceId!));
      expect(invoice!.buyer).toEqual({
        name: "Verwijderd",
        address: "",
        postalCode: "",
        city: "",
        country: "Nederland",
      });
      expect(invoice).toMatchObject({ number: "FF-2019-00001", totalCents: 19000 });
      expect(invoice!.lines).toHaveLength(1);
    });

    it("anonymises participants of old events and courses, and their copies in the audit log", async () => {
      const db = handle.db;
      const oldRegistrations = await db
        .select()
        .from(workshopRegistrations)
        .where(inArray(workshopRegistrations.workshopId, lives.old!.workshopIds));
      expect(oldRegistrations.map((row) => row.lastName)).toEqual(["Verwijderd", "Verwijderd"]);
      const [holder] = await db.select().from(tickets).where(eq(tickets.id, lives.old!.ticketIds[1]!));
      expect(holder).toMatchObject({ holderFirstName: "Verwijderd", holderLastName: "Verwijderd" });
      const [enrollment] = await db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.id, courseLives.old!.enrollmentId));
      expect(enrollment).toMatchObject({ firstName: "Verwijderd", phoneNumber: "", organization: "", function: null });
      const [entry] = await db
        .select()
        .from(courseWaitlistEntries)
        .where(eq(courseWaitlistEntries.id, courseLives.old!.waitlistEntryId));
      expect(entry).toMatchObject({ lastName: "Verwijderd", phoneNumber: "" });

      const audit = await db.select().from(auditLog);
      const text = JSON.stringify(audit);
      for (const gone of [OLD, ANCIENT, FISCAL_2020, person("OttoCollega")]) expect(text).not.toContain(gone.lastName);
      expect(text).toContain(RECENT.lastName);
      const scrubbed = audit.find((row) => row.entityId === courseLives.old!.enrollmentId);
      expect(scrubbed!.after).toMatchObject({
        courseId: courseLives.old!.courseId,
        status: "ACTIVE",
        email: "Verwijderd",
      });
    });

    it("keeps a certificate's name, subject and date for verification until its period ends, without the address", async () => {
      const [old] = await handle.db.select().from(certificates).where(eq(certificates.id, lives.old!.certificateId!));
      expect(old).toMatchObject({ firstName: OLD.firstName, lastName: OLD.lastName, subjectTitle: "Congres Oud" });
      expect(old!.email).toMatch(/^verwijderd\+.*@anoniem\.invalid$/);
      expect(await verifyCertificate(deps(), old!.code)).toMatchObject({ subjectTitle: "Congres Oud" });
      const gone = await handle.db
        .select()
        .from(certificates)
        .where(inArray(certificates.id, [lives.ancient!.certificateId!, lives.fiscal2020!.certificateId!]));
      expect(gone).toEqual([]);
    });

    it("changes nothing when it runs a second time", async () => {
      const before = await everything(handle);
      const { counts } = await runRetention(deps(), { mailDirectory, force: true });
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
      expect(await everything(handle)).toEqual(before);
    });

    it("runs at most once per calendar day, whichever worker asks", async () => {
      const day = new Date("2027-06-16T06:00:00Z");
      const again = new Date("2027-06-16T21:00:00Z"); // 23:00 in Amsterdam, still the 16th
      const next = new Date("2027-06-16T22:30:00Z"); // 00:30 on the 17th in Amsterdam
      const first = await Promise.all([runRetention(testDeps(handle.db, day)), runRetention(testDeps(handle.db, day))]);
      expect(first.map((run) => run.ran).sort()).toEqual([false, true]);
      expect((await runRetention(testDeps(handle.db, again))).ran).toBe(false);
      expect((await runRetention(testDeps(handle.db, next))).ran).toBe(true);
    });

    it("is a step of the background round", async () => {
      const later = new Date("2027-06-20T06:00:00Z");
      const worker = startOrderWorker({ deps: testDeps(handle.db, later), intervalMs: 3_600_000, mailDirectory });
      await worker.runOnce();
      await worker.stop();
      const [run] = await handle.db.select().from(jobRuns).where(eq(jobRuns.name, RETENTION_JOB));
      expect(run!.lastStartedAt).toEqual(later);
    });
  });
}

async function insertMailsSessionsAndFiles(handle: DatabaseHandle, mailDirectory: string) {
  const db = handle.db;
  const mail = (key: string) => ({
    dedupeKey: key,
    to: OLD.email,
    subject: "Je bestelling",
    html: `<p>Beste ${OLD.firstName}</p>`,
    text: `Beste ${OLD.firstName}`,
  });
  await sentMail(db, mail("old-sent"), new Date("2027-05-01T10:00:00Z"));
  await failedMail(db, mail("old-failed"), new Date("2027-05-10T10:00:00Z"));
  await queueMail(db, mail("old-pending"), new Date("2027-05-01T10:00:00Z"));
  await sentMail(db, mail("recent-sent"), new Date("2027-06-10T10:00:00Z"));
  await writeFile(path.join(mailDirectory, "2027-05-01T08-00-00-000Z-old.eml"), "oud");
  await writeFile(path.join(mailDirectory, "2027-06-10T08-00-00-000Z-recent.eml"), "nieuw");
  const staff = await insertStaffActor(db, ["beheerder"], "Bea Beheer");
  // Sessions: one past its lifetime, one signed out, one in use; each with the browser and address it came from.
  const from = (userAgent: string) => ({ userAgent, clientAddress: "192.0.2.30" });
  const started = (at: Date, userAgent: string) =>
    createSession(db, staff.staffId, at, TEST_SETTINGS.staff, from(userAgent));
  await started(new Date("2027-06-14T08:00:00Z"), SESSION_BROWSERS.expired);
  const signedOut = await started(new Date("2027-06-15T08:00:00Z"), SESSION_BROWSERS.signedOut);
  await endSessionByToken(db, signedOut.token, new Date("2027-06-15T09:00:00Z"));
  await started(NOW, SESSION_BROWSERS.inUse);
  // Sign-in links: one expired at 09:00, one valid until 10:15.
  await createSignInLink(db, staff.staffId, { at: new Date("2027-06-15T08:45:00Z"), validMinutes: 15 });
  await createSignInLink(db, staff.staffId, { at: new Date("2027-06-15T10:00:00Z"), validMinutes: 15 });
  // "Mijn gegevens" links go a day after expiry: the one of yesterday morning still says "verlopen".
  await personalDataLinkExpiringAt(db, "oud@example.org", new Date("2027-06-13T09:00:00Z"));
  await personalDataLinkExpiringAt(db, "recent@example.org", new Date("2027-06-14T12:00:00Z"));
  await personalDataLinkExpiringAt(db, "nu@example.org", new Date("2027-06-15T10:30:00Z"));
}

async function recentRows(handle: DatabaseHandle, life: EventLife, course: CourseLife) {
  const db = handle.db;
  return {
    order: await db.select().from(orders).where(eq(orders.id, life.orderId)),
    tickets: await db.select().from(tickets).where(eq(tickets.orderId, life.orderId)),
    registrations: await db
      .select()
      .from(workshopRegistrations)
      .where(inArray(workshopRegistrations.workshopId, life.workshopIds)),
    waits: await db
      .select()
      .from(workshopWaitlistEntries)
      .where(inArray(workshopWaitlistEntries.workshopId, life.workshopIds)),
    certificates: await db
      .select()
      .from(certificates)
      .where(inArray(certificates.id, [life.certificateId!, course.certificateId!])),
    enrollment: await db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, course.courseId)),
    courseWaits: await db
      .select()
      .from(courseWaitlistEntries)
      .where(eq(courseWaitlistEntries.courseId, course.courseId)),
  };
}

async function counters(handle: DatabaseHandle) {
  return {
    workshops: await handle.db.select({ id: workshops.id, registered: workshops.registeredCount }).from(workshops),
    courses: await handle.db.select({ id: courses.id, enrolled: courses.enrolledCount }).from(courses),
  };
}

async function everything(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    invoices: await db.select().from(invoices).orderBy(invoices.id),
    tickets: await db.select().from(tickets).orderBy(tickets.id),
    registrations: await db.select().from(workshopRegistrations).orderBy(workshopRegistrations.id),
    enrollments: await db.select().from(courseEnrollments).orderBy(courseEnrollments.id),
    certificates: await db.select().from(certificates).orderBy(certificates.id),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
    mails: await db.select().from(mailOutbox).orderBy(mailOutbox.id),
  };
}

// Two worker processes are two connection pools on one PostgreSQL: of their simultaneous claims one wins per day.
if (postgresSuiteCanRun("privacy-retention (twee processen)")) {
  describe("The retention job's daily claim from two pools on postgres", () => {
    it("runs once a day however many workers ask at once", async () => {
      const { url, handle } = await createFreshPostgres(postgresUrl!);
      const other = openDatabase({ databaseUrl: url });
      try {
        const day = new Date("2027-06-16T06:00:00Z");
        const pools = [handle.db, other.db, handle.db, other.db, handle.db, other.db];
        const runs = await Promise.all(pools.map((db) => runRetention(testDeps(db, day))));
        expect(runs.filter((run) => run.ran)).toHaveLength(1);
        const nextDay = new Date("2027-06-17T06:00:00Z");
        const next = await Promise.all(pools.map((db) => runRetention(testDeps(db, nextDay))));
        expect(next.filter((run) => run.ran)).toHaveLength(1);
      } finally {
        await other.close();
        await handle.close();
      }
    });
  });
}
