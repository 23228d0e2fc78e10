import { randomUUID } from "node:crypto";
import ExcelJS from "exceljs";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, mailOutbox, staffMessages, tickets } from "../../server/db/schema/index.ts";
import type { ServiceDeps, StaffActor } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import {
  courseParticipants,
  eventParticipants,
  workshopParticipants,
} from "../../server/domain/participants/participant-lists.ts";
import {
  listStaffMessages,
  previewStaffMessage,
  sendStaffMessage,
  sendTestStaffMessage,
} from "../../server/domain/participants/staff-messages.ts";
import { STAFF_DOWNLOADS } from "../../server/http/downloads/index.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { postgresSuiteCanRun, postgresUrl, openFreshPostgres, testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { pdfText, expectValidPdf } from "../support/pdf-text.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { insertPendingOrderWithTicket } from "../support/factories/orders.ts";
import { createForum, registerForWorkshop } from "../support/factories/workshops.ts";

const NOW = new Date("2026-11-23T10:00:00Z");
const FORMULA = '=HYPERLINK("x")';

type World = {
  eventId: string;
  slotIds: string[];
  workshopIds: string[];
  courseId: string;
  ticketIds: string[];
  orderId: string;
};

/**
 * A forum with two slots; one confirmed order of three tickets by Sanne Hofstede: ticket 1 registered as Pieter
 * Jansen for workshop A (slot 1) and B (slot 2), ticket 2 as Eva de Vries for workshop A, ticket 3 not registered (the
 * buyer's). A pending order on the same event is not listed. A course with two active and one canceled enrolment.
 */
async function buildWorld(db: DatabaseHandle["db"]): Promise<World> {
  const forum = await createForum(db, {
    slots: [[{ name: "Verhoortechnieken", room: "Zaal 1", capacity: 20 }], [{ name: "Risicotaxatie", capacity: 20 }]],
    tickets: 3,
  });
  const ticketRows = await db.select().from(tickets).orderBy(tickets.createdAt);
  const own = ticketRows.filter((ticket) => forum.codes.includes(ticket.registrationCode));
  const [first, second] = own;
  const [slotA, slotB] = forum.slots;
  const pieter = { firstName: "Pieter", lastName: "Jansen", email: "pieter@example.org" };
  const eva = { firstName: "Eva", lastName: "de Vries", email: "EVA@example.org" };
  const [firstCode, secondCode] = [first!, second!].map((ticket) => ticket.registrationCode) as [string, string];
  await registerForWorkshop(db, { code: firstCode, workshopId: slotA!.workshopIds[0]!, attendee: pieter }, NOW);
  await registerForWorkshop(db, { code: firstCode, workshopId: slotB!.workshopIds[0]!, attendee: pieter }, NOW);
  await registerForWorkshop(db, { code: secondCode, workshopId: slotA!.workshopIds[0]!, attendee: eva }, NOW);
  await insertPendingOrderWithTicket(db, {
    eventId: forum.eventId,
    ticketTypeId: first!.ticketTypeId,
    buyer: { firstName: "Niet", lastName: "Betaald", email: "pending@example.org", phoneNumber: "0612345678" },
    purchasedAt: NOW,
  });
  const course = await createCourse(db, { title: "Motiverende gespreksvoering" });
  await enrolInCourse(db, course.id, { firstName: "Anna", email: "anna@example.org", at: NOW });
  // A formula where the form takes free text: the exports must neutralise it.
  await enrolInCourse(db, course.id, { firstName: "Bram", email: "bram@example.org", organization: FORMULA, at: NOW });
  await enrolInCourse(db, course.id, { firstName: "Carla", email: "carla@example.org", at: NOW, canceledAt: NOW });
  return {
    eventId: forum.eventId,
    slotIds: forum.slots.map((slot) => slot.id),
    workshopIds: forum.slots.map((slot) => slot.workshopIds[0]!),
    courseId: course.id,
    ticketIds: own.map((ticket) => ticket.id),
    orderId: first!.orderId,
  };
}

async function readXlsx(body: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(body) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`Verwacht een DomainError, kreeg ${String(error)}`);
  return error;
}

const messageMails = (db: DatabaseHandle["db"], messageId: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `message:${messageId}:%`));

for (const database of testDatabases()) {
  describe(`Participant lists and messages on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let world: World;
    let redacteur: StaffActor;
    let staff: ServiceDeps;
    let balie: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      world = await buildWorld(handle.db);
      redacteur = await insertStaffActor(handle.db, ["redacteur"], "Ans Redacteur");
      staff = asStaff(testDeps(handle.db, NOW), redacteur);
      balie = asStaff(testDeps(handle.db, NOW), await insertStaffActor(handle.db, ["balie"]));
    });
    afterAll(() => handle.close());

    it("lists an event's valid tickets with holders, buyers and workshop choices per slot", async () => {
      const list = await eventParticipants(balie, world.eventId);
      expect(list!.slots.map((slot) => slot.id)).toEqual(world.slotIds);
      expect(
        list!.participants.map((row) => [row.firstName, row.lastName, row.email, row.holderIsBuyer, row.choices]),
      ).toEqual([
        ["Eva", "de Vries", "EVA@example.org", false, ["Verhoortechnieken", null]],
        ["Sanne", "Hofstede", "sanne.hofstede@dewaterlinie.example.org", true, [null, null]],
        ["Pieter", "Jansen", "pieter@example.org", false, ["Verhoortechnieken", "Risicotaxatie"]],
      ]);
      expect(list!.participants.every((row) => row.buyerName === "Sanne Hofstede")).toBe(true);
      expect(JSON.stringify(list)).not.toMatch(/FF-/);
      expect(await eventParticipants(balie, randomUUID())).toBeNull();
    });

    it("lists a workshop's and a course's participants; canceled enrolments are not on it", async () => {
      const workshop = await workshopParticipants(staff, world.workshopIds[0]!);
      expect(workshop!.workshop).toMatchObject({ name: "Verhoortechnieken", room: "Zaal 1" });
      expect(workshop!.participants.map((row) => row.email)).toEqual(["EVA@example.org", "pieter@example.org"]);
      const course = await courseParticipants(staff, world.courseId);
      expect(course!.participants.map((row) => [row.firstName, row.organization])).toEqual([
        ["Anna", "FPC De Waterlinie"],
        ["Bram", FORMULA],
      ]);
    });

    it("refuses lists to visitors", async () => {
      const visitor = testDeps(handle.db, NOW);
      expect((await refusal(eventParticipants(visitor, world.eventId))).code).toBe("UNAUTHENTICATED");
    });

    it("hands out the event list as XLSX and CSV, without ticket codes and without formulas", async () => {
      const xlsx = await STAFF_DOWNLOADS["deelnemers-evenement"]!(staff, { id: world.eventId, formaat: "xlsx" });
      expect(xlsx.fileName).toBe("deelnemers-forensisch-forum-jaarcongres-2027.xlsx");
      const rows = await readXlsx(xlsx.body);
      expect(rows[0]).toEqual([
        "Voornaam",
        "Achternaam",
        "E-mailadres",
        "Organisatie",
        "Tickettype",
        "Koper",
        "Workshop 13:00 - 14:15",
        "Workshop 15:00 - 16:15",
      ]);
      expect(rows[3]).toEqual([
        "Pieter",
        "Jansen",
        "pieter@example.org",
        undefined,
        "Regulier",
        "Sanne Hofstede",
        "Verhoortechnieken",
        "Risicotaxatie",
      ]);
      expect(rows).toHaveLength(4);
      const csv = await STAFF_DOWNLOADS["deelnemers-cursus"]!(staff, { id: world.courseId, formaat: "csv" });
      const text = new TextDecoder().decode(csv.body);
      expect(text).toContain("Anna;Hofstede;anna@example.org;FPC De Waterlinie;Sociotherapeut");
      expect(text).toContain(`Bram;Hofstede;bram@example.org;"'=HYPERLINK(""x"")";Sociotherapeut`);
      const workshopCsv = await STAFF_DOWNLOADS["deelnemers-workshop"]!(staff, {
        id: world.workshopIds[0]!,
        formaat: "csv",
      });
      expect(new TextDecoder().decode(workshopCsv.body)).not.toMatch(/FF-/);
      expect(
        (await refusal(STAFF_DOWNLOADS["deelnemers-evenement"]!(staff, { id: world.eventId, formaat: "pdf" }))).code,
      ).toBe("BAD_USER_INPUT");
      expect((await refusal(STAFF_DOWNLOADS["deelnemers-evenement"]!(staff, { id: "x", formaat: "csv" }))).code).toBe(
        "NOT_FOUND",
      );
    });

    it("prints attendance lists with a signature column, repeating the header on every page", async () => {
      const file = await STAFF_DOWNLOADS["presentielijst-workshop"]!(balie, { id: world.workshopIds[0]! });
      expect(file.contentType).toBe("application/pdf");
      const pdf = Buffer.from(file.body);
      expectValidPdf(pdf);
      const { text } = await pdfText(pdf);
      for (const part of [
        "PRESENTIELIJST WORKSHOP",
        "Verhoortechnieken",
        "donderdag 11 maart 2027",
        "13:00 - 14:15",
        "Zaal 1",
        "Handtekening",
        "Eva de Vries",
        "Pieter Jansen",
      ]) {
        expect(text).toContain(part);
      }
      // Many enrolments: the list runs over pages, each with the table's header.
      const big = await createCourse(handle.db, { title: "Grote groep", maxParticipants: 100 });
      for (let index = 0; index < 60; index++) {
        await enrolInCourse(handle.db, big.id, { firstName: `Deelnemer${index}`, email: `d${index}@example.org` });
      }
      const course = await STAFF_DOWNLOADS["presentielijst-cursus"]!(staff, { id: big.id });
      const read = await pdfText(Buffer.from(course.body));
      expect(read.pages).toBeGreaterThan(1);
      expect(read.text.match(/Handtekening/g)!.length).toBe(read.pages);
      expect(read.text).toContain("Deelnemer59 Hofstede");
      expect(read.text).toContain("FPC De Waterlinie");
    });

    it("previews a message: escaped paragraphs, only http(s) links", async () => {
      const preview = await previewStaffMessage(staff, {
        audience: `workshop:${world.workshopIds[0]}`,
        subject: "Zaalwijziging",
        body: "Beste deelnemer,\n\nDe workshop is in <b>zaal 2</b>: https://example.org/zaal?a=1&b=2.\njavascript:alert(1)",
      });
      expect(preview.recipientCount).toBe(2);
      expect(preview.html).toContain("&lt;b&gt;zaal 2&lt;/b&gt;");
      expect(preview.html).toContain('<a href="https://example.org/zaal?a=1&amp;b=2"');
      expect(preview.html).not.toContain('href="javascript');
      expect(preview.text).toContain("Beste deelnemer,\n\nDe workshop is in <b>zaal 2</b>");
    });

    it("sends one mail per distinct address with the order linked, once per idempotency key, with an audit row", async () => {
      const idempotencyKey = randomUUID();
      const input = {
        audience: `evenement:${world.eventId}`,
        subject: "Programma",
        body: "Tot morgen!",
        idempotencyKey,
      };
      const first = await sendStaffMessage(staff, input);
      expect(first.sentNow).toBe(true);
      expect(first.message.recipientCount).toBe(3);
      const mails = await messageMails(handle.db, first.message.id);
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
        "EVA@example.org",
        "pieter@example.org",
        "sanne.hofstede@dewaterlinie.example.org",
      ]);
      expect(mails.every((mail) => mail.orderId === world.orderId)).toBe(true);
      const again = await sendStaffMessage(staff, input);
      expect(again).toMatchObject({ sentNow: false, message: { id: first.message.id } });
      expect(await messageMails(handle.db, first.message.id)).toHaveLength(3);
      const audit = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, first.message.id), eq(auditLog.action, "send")));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.after).toMatchObject({ recipientCount: 3, subject: "Programma" });
      const listed = await listStaffMessages(staff, { first: 10 });
      expect(listed.nodes.map((message) => message.id)).toContain(first.message.id);
    });

    it("a course message has no order; the test mail goes only to the staff member", async () => {
      const input = {
        audience: `cursus:${world.courseId}`,
        subject: "Lokaal",
        body: "Neem een pen mee.",
        idempotencyKey: randomUUID(),
      };
      const before = await handle.db.select().from(mailOutbox);
      const test = await sendTestStaffMessage(staff, input);
      expect(test.to).toBe(redacteur.email);
      const after = await handle.db.select().from(mailOutbox);
      const added = after.filter((mail) => !before.some((old) => old.id === mail.id));
      expect(added.map((mail) => [mail.toAddress, mail.subject])).toEqual([[redacteur.email, "[Test] Lokaal"]]);
      expect(
        await handle.db.select().from(staffMessages).where(eq(staffMessages.idempotencyKey, input.idempotencyKey)),
      ).toEqual([]);
      const sent = await sendStaffMessage(staff, input);
      const mails = await messageMails(handle.db, sent.message.id);
      expect(mails.map((mail) => mail.orderId)).toEqual([null, null]);
    });

    it("refuses messages to balie, bad input and an empty audience", async () => {
      const input = {
        audience: `workshop:${world.workshopIds[1]}`,
        subject: "X",
        body: "Y",
        idempotencyKey: randomUUID(),
      };
      expect((await refusal(sendStaffMessage(balie, input))).code).toBe("FORBIDDEN");
      expect((await refusal(sendTestStaffMessage(balie, input))).code).toBe("FORBIDDEN");
      expect((await refusal(sendStaffMessage(staff, { ...input, audience: "order:1" }))).code).toBe("BAD_USER_INPUT");
      expect((await refusal(sendStaffMessage(staff, { ...input, subject: "" }))).code).toBe("BAD_USER_INPUT");
      expect((await refusal(sendStaffMessage(staff, { ...input, idempotencyKey: "x" }))).code).toBe("BAD_USER_INPUT");
      expect((await refusal(sendStaffMessage(staff, { ...input, audience: `cursus:${randomUUID()}` }))).code).toBe(
        "NOT_FOUND",
      );
      const emptyCourse = await createCourse(handle.db, { title: "Leeg" });
      expect((await refusal(sendStaffMessage(staff, { ...input, audience: `cursus:${emptyCourse.id}` }))).code).toBe(
        "CONFLICT",
      );
    });
  });
}

describe.skipIf(!postgresSuiteCanRun("Messages sent twice at once on PostgreSQL"))(
  "Messages sent twice at once on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
    });
    afterAll(async () => handle?.close());

    it("two staff members sending the same form at once send it once", async () => {
      const world = await buildWorld(handle.db);
      const one = asStaff(testDeps(handle.db, NOW), await insertStaffActor(handle.db, ["redacteur"]));
      const two = asStaff(testDeps(handle.db, NOW), await insertStaffActor(handle.db, ["financien"]));
      const input = {
        audience: `workshop:${world.workshopIds[0]}`,
        subject: "Let op",
        body: "Zaal 2.",
        idempotencyKey: randomUUID(),
      };
      const results = await Promise.all([
        sendStaffMessage(one, input),
        sendStaffMessage(two, input),
        sendStaffMessage(one, input),
      ]);
      expect(results.filter((result) => result.sentNow)).toHaveLength(1);
      expect(new Set(results.map((result) => result.message.id)).size).toBe(1);
      expect(await handle.db.select().from(staffMessages)).toHaveLength(1);
      expect(await messageMails(handle.db, results[0]!.message.id)).toHaveLength(2);
    });
  },
);
