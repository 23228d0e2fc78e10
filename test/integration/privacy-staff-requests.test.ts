import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffErasePersonalDataDocument, StaffPersonalDataDocument } from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import {
  auditLog,
  certificates,
  courseEnrollments,
  courseWaitlistEntries,
  invoices,
  mailOutbox,
  orders,
  privacyRequests,
  tickets,
  workshopRegistrations,
} from "../../server/db/schema/index.ts";
import type { ServiceDeps, StaffActor } from "../../server/domain/deps.ts";
import { addressHash } from "../../server/domain/privacy/erase-personal-data.ts";
import { staffErasePersonalData, staffPersonalData } from "../../server/domain/privacy/staff-privacy-requests.ts";
import type { StaffRole } from "../../server/db/schema/index.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { insertCourseLife, insertEventLife, person, type EventLife } from "../support/factories/privacy.ts";
import { sentMail } from "../support/factories/mail.ts";
import { asStaff, createStaffMember, insertStaffActor, staffCookieFor } from "../support/factories/staff.ts";

// Requests by post or phone: a beheerder (privacy.manage) looks up one address and erases it on the person's
// behalf; other roles can do neither; the person gets one mail a day saying what was kept, however often staff press.
const NOW = new Date("2027-02-01T10:00:00Z");
const ERIN = person("Erin"); // asks by post
const KAREL = person("Karel"); // holds the second ticket of Erin's order, and has an order of his own
const DIRK = person("Dirk"); // waits for Erin's place on a full course
const FEMKE = person("Femke"); // holds the second ticket of Karel's order
const ERIN_TYPED = "  ERIN@Deelnemer.Example.org ";
const OTHER_ROLES: StaffRole[] = ["redacteur", "financien", "balie"];

for (const database of testDatabases()) {
  describe(`Privacy requests by post or phone on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let erins: EventLife;
    let karels: EventLife;
    let beheerder: StaffActor;
    const as = (actor: StaffActor): ServiceDeps => asStaff(testDeps(handle.db, NOW), actor);
    const confirmationsTo = async (address: string) =>
      (await handle.db.select().from(mailOutbox)).filter(
        (mail) => mail.toAddress.toLowerCase() === address && mail.dedupeKey?.startsWith("personal-data-erased:"),
      );

    beforeAll(async () => {
      handle = await database.open();
      const db = handle.db;
      erins = await insertEventLife(db, {
        label: "Erin",
        buyer: ERIN,
        colleague: KAREL,
        startsAt: new Date("2026-05-10T08:30:00Z"),
        orderCreatedAt: new Date("2026-04-01T10:00:00Z"),
        invoice: true,
      });
      karels = await insertEventLife(db, {
        label: "Karel",
        buyer: KAREL,
        colleague: FEMKE,
        startsAt: new Date("2026-06-10T08:30:00Z"),
        orderCreatedAt: new Date("2026-05-01T10:00:00Z"),
        invoice: true,
      });
      await insertCourseLife(db, {
        label: "Erin",
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
      await sentMail(db, mail(KAREL.email, "karel-1"), NOW);
      beheerder = await insertStaffActor(db, ["beheerder"], "Bea Beheer");
    });

    afterAll(() => handle?.close());

    it("shows a beheerder the address's data as typed, and nothing of another address", async () => {
      const data = await staffPersonalData(as(beheerder), { email: ERIN_TYPED });
      expect(data.email).toBe(ERIN.email);
      expect(data.orders.map((order) => order.event.title)).toEqual(["Congres Erin"]);
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, erins.invoiceId!));
      expect(data.orders[0]!.invoices.map((row) => row.number)).toEqual([invoice!.number]);
      expect(data.courseEnrollments.map((row) => row.course.title)).toEqual(["Cursus Erin"]);
      expect(data.mails.map((row) => row.subject)).toEqual(["Je bestelling"]);
      const text = JSON.stringify(data).toLowerCase();
      for (const trace of ["karel", "femke", "dirk", "congres karel"]) expect(text, trace).not.toContain(trace);
    });

    it("answers the same through GraphQL for a signed-in beheerder", async () => {
      const member = await createStaffMember(handle.db, NOW, { roles: ["beheerder"] });
      const cookie = await staffCookieFor(handle.db, member.id, NOW);
      const client = graphqlClient(handle.db, NOW);
      const answer = await client.run(StaffPersonalDataDocument, { input: { email: KAREL.email } }, { cookie });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.staffPersonalData.email).toBe(KAREL.email);
      expect(answer.data!.staffPersonalData.orders.map((order) => order.event.title)).toEqual(["Congres Karel"]);
      // Karel holds a ticket on Erin's order: he sees that event, never her.
      expect(JSON.stringify(answer.data).toLowerCase()).not.toMatch(/erin@|achternaamerin/);
    });

    it("refuses redacteur, financien and balie both the lookup and the erasure, changing nothing", async () => {
      const before = await snapshot(handle);
      for (const role of OTHER_ROLES) {
        const deps = as(await insertStaffActor(handle.db, [role]));
        await expect(staffPersonalData(deps, { email: ERIN.email }), role).rejects.toMatchObject({ code: "FORBIDDEN" });
        await expect(staffErasePersonalData(deps, { email: ERIN.email, confirm: true }), role).rejects.toMatchObject({
          code: "FORBIDDEN",
        });
      }
      const balie = await createStaffMember(handle.db, NOW, { roles: ["balie"] });
      const cookie = await staffCookieFor(handle.db, balie.id, NOW);
      const answer = await graphqlClient(handle.db, NOW).run(
        StaffErasePersonalDataDocument,
        { input: { email: ERIN.email, confirm: true } },
        { cookie },
      );
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(["FORBIDDEN"]);
      expect(await snapshot(handle)).toEqual(before);
    });

    it("erases nothing without the ticked confirmation or with an invalid address", async () => {
      const before = await snapshot(handle);
      for (const input of [
        { email: ERIN.email },
        { email: ERIN.email, confirm: false },
        { email: ERIN.email, confirm: "true" },
        { email: "erin@", confirm: true },
      ]) {
        await expect(staffErasePersonalData(as(beheerder), input), JSON.stringify(input)).rejects.toMatchObject({
          code: "BAD_USER_INPUT",
        });
      }
      expect(await snapshot(handle)).toEqual(before);
    });

    it("erases the address with the confirmation: the data is gone, another address's stays", async () => {
      const report = await staffErasePersonalData(as(beheerder), { email: ERIN_TYPED, confirm: true });
      expect(report.erased).toMatchObject({ orders: 1, courseEnrollments: 1, mails: 2 });
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, erins.invoiceId!));
      expect(report.kept.map((item) => item.what)).toEqual([
        `Je factuur ${invoice!.number} (naam en adres)`,
        expect.stringMatching(/^Je certificaat FC-.*Congres Erin/),
      ]);
      const [order] = await handle.db.select().from(orders).where(eq(orders.id, erins.orderId));
      expect(order!.email).toMatch(/@anoniem\.invalid$/);
      const [enrolment] = await handle.db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.email, ERIN.email));
      expect(enrolment).toBeUndefined();
      // Everything but the confirmation mail has lost the address; Karel and Femke keep theirs.
      const { mails, ...rest } = await snapshot(handle);
      const everything = JSON.stringify(rest).toLowerCase();
      expect(everything).not.toContain(ERIN.email);
      for (const other of [KAREL, FEMKE, DIRK]) expect(everything).toContain(other.email);
      expect(mails.filter((mail) => mail.toAddress.toLowerCase() === ERIN.email).map((mail) => mail.dedupeKey)).toEqual(
        [`personal-data-erased:staff:${addressHash(ERIN.email)}:2027-02-01`],
      );
      const [karelsOrder] = await handle.db.select().from(orders).where(eq(orders.id, karels.orderId));
      expect(karelsOrder!.email).toBe(KAREL.email);
      const data = await staffPersonalData(as(beheerder), { email: ERIN.email });
      expect(data.orders).toEqual([]);
      expect(data.courseEnrollments).toEqual([]);
      expect(data.certificates).toEqual([]);
    });

    it("records the erasure as STAFF in privacy_requests and the audit log, without the address", async () => {
      const requests = await handle.db.select().from(privacyRequests);
      expect(requests.map((row) => [row.kind, row.requestedBy, row.staffId, row.emailSha256])).toEqual([
        ["ERASURE", "STAFF", beheerder.staffId, addressHash(ERIN.email)],
      ]);
      const audit = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "privacy_request"), eq(auditLog.entityId, requests[0]!.id)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "erase", actorName: "Bea Beheer", staffId: beheerder.staffId });
      const json = JSON.stringify(audit[0]).toLowerCase();
      for (const trace of ["erin", "deelnemer.example.org", addressHash(ERIN.email)]) expect(json).not.toContain(trace);
    });

    it("mails the person once, listing what is kept and why", async () => {
      const [mail] = await confirmationsTo(ERIN.email);
      expect(await confirmationsTo(ERIN.email)).toHaveLength(1);
      expect(mail!.subject).toBe("Je gegevens bij Forensisch Forum zijn verwijderd");
      expect(mail!.status).toBe("PENDING");
      const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.id, erins.invoiceId!));
      expect(mail!.text).toContain("WAT WE NOG BEWAREN, EN WAAROM");
      expect(mail!.text).toContain(`Je factuur ${invoice!.number} (naam en adres)`);
      expect(mail!.text).toContain("De wet verplicht ons facturen 7 jaar te bewaren.");
      expect(mail!.text).toContain("Congres Erin");
      expect(mail!.text).not.toContain("Karel");
    });

    it("can be pressed again the same day without an error, and the person still gets one mail", async () => {
      // The worker sent the first confirmation; a second press must not queue another one (saying nothing is kept).
      await handle.db
        .update(mailOutbox)
        .set({ status: "SENT", sentAt: NOW })
        .where(sql`${mailOutbox.toAddress} = ${ERIN.email}`);
      const [first] = await confirmationsTo(ERIN.email);
      const again = await staffErasePersonalData(as(beheerder), { email: ERIN.email, confirm: true });
      expect(Object.values(again.erased).every((count) => count === 0)).toBe(true);
      expect(await confirmationsTo(ERIN.email)).toEqual([first]);
      expect(await handle.db.select().from(privacyRequests)).toHaveLength(2);
    });

    if (database.name === "postgres") {
      it("can be pressed twice at once: no error, one mail", async () => {
        const deps = as(beheerder);
        const reports = await Promise.all([
          staffErasePersonalData(deps, { email: KAREL.email, confirm: true }),
          staffErasePersonalData(deps, { email: ` ${KAREL.email.toUpperCase()}`, confirm: true }),
        ]);
        expect(reports.reduce((sum, report) => sum + report.erased.orders!, 0)).toBe(1);
        const mails = await confirmationsTo(KAREL.email);
        expect(mails.map((mail) => mail.dedupeKey)).toEqual([
          `personal-data-erased:staff:${addressHash(KAREL.email)}:2027-02-01`,
        ]);
        expect(mails[0]!.text).toContain("Je factuur");
        const [karelsOrder] = await handle.db.select().from(orders).where(eq(orders.id, karels.orderId));
        expect(karelsOrder!.email).toMatch(/@anoniem\.invalid$/);
      });
    }
  });
}

async function snapshot(handle: DatabaseHandle) {
  const db = handle.db;
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    invoices: await db.select().from(invoices).orderBy(invoices.id),
    tickets: await db.select().from(tickets).orderBy(tickets.id),
    registrations: await db.select().from(workshopRegistrations).orderBy(workshopRegistrations.id),
    enrollments: await db.select().from(courseEnrollments).orderBy(courseEnrollments.id),
    courseWaits: await db.select().from(courseWaitlistEntries).orderBy(courseWaitlistEntries.id),
    certificates: await db.select().from(certificates).orderBy(certificates.id),
    requests: await db.select().from(privacyRequests).orderBy(privacyRequests.id),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
    mails: await db.select().from(mailOutbox).orderBy(mailOutbox.id),
  };
}
