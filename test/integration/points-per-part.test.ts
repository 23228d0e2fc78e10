import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, certificates, checkIns } from "../../server/db/schema/index.ts";
import { setAccreditation } from "../../server/domain/certificates/accreditation.ts";
import { listCertificates } from "../../server/domain/certificates/certificate-list.ts";
import { issueDueCertificates } from "../../server/domain/certificates/issue-certificates.ts";
import { reissueAllCertificates } from "../../server/domain/certificates/reissue-certificates.ts";
import { checkIn } from "../../server/domain/checkin/check-in.ts";
import { checkInList } from "../../server/domain/checkin/attendee-list.ts";
import { checkOut, undoCheckOut } from "../../server/domain/checkin/check-out.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { createCourse } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import {
  ATTENDEE,
  createForum,
  placeRegistrationsWithoutMail,
  ticketIdOf,
  type TestForum,
} from "../support/factories/workshops.ts";

// Points per part and early check-out (decision 0037). The forum runs 09:30–17:00 in Amsterdam (08:30–16:00 UTC),
// with slots 13:00–14:15 and 15:00–16:15: 300 plenary minutes around them.
const during = new Date("2027-03-11T13:00:00Z"); // 14:00 in Amsterdam
const afterwards = new Date("2027-03-11T17:00:00Z");
const ACCREDITATION = {
  hours: "6,5",
  points: "3",
  registerCodes: ["BIG", "VVN"],
  accreditationNumber: "ACC-FICTIEF-0311",
};

for (const database of testDatabases()) {
  describe(`Points per part on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let staff: (at: Date) => ServiceDeps;
    let balie: (at: Date) => ServiceDeps;
    let forum: TestForum;
    let ticket: string[];
    const door = () => ({ kind: "EVENT", id: forum.eventId }) as const;
    const worker = (at: Date) => actingAs(testDeps(handle.db, at), { kind: "system", name: "test" });
    const pointsOf = async () => {
      const rows = await handle.db.select().from(certificates).where(inArray(certificates.ticketId, ticket));
      return ticket.map((id) => rows.find((row) => row.ticketId === id)?.points);
    };

    beforeAll(async () => {
      handle = await database.open();
      staff = (at) => asStaff(testDeps(handle.db, at), actor);
      const actor = await insertStaffActor(handle.db, ["beheerder"], "Bea Beheer");
      const balieActor = await insertStaffActor(handle.db, ["balie"], "Bram Balie");
      balie = (at) => asStaff(testDeps(handle.db, at), balieActor);
      const capacity = 10;
      forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Verhoortechniek", capacity },
            { name: "Sporenonderzoek", capacity },
          ],
          [
            { name: "Risicotaxatie", capacity },
            { name: "Filmmiddag", capacity },
          ],
        ],
        tickets: 4,
      });
      ticket = await Promise.all(forum.codes.map((code) => ticketIdOf(handle.db, code)));
      const [morning, afternoon] = forum.slots;
      const [verhoor, sporen] = morning!.workshopIds;
      const [risico, film] = afternoon!.workshopIds;
      const choose = (ticketId: string, slot: typeof morning, workshopId: string | undefined) => ({
        ticketId,
        slotId: slot!.id,
        workshopId: workshopId!,
        attendee: ATTENDEE,
      });
      await placeRegistrationsWithoutMail(handle.db, [
        choose(ticket[0]!, morning, verhoor),
        choose(ticket[0]!, afternoon, risico),
        choose(ticket[1]!, morning, sporen),
        choose(ticket[1]!, afternoon, film),
        choose(ticket[2]!, morning, verhoor),
        choose(ticket[2]!, afternoon, risico),
        choose(ticket[3]!, morning, verhoor),
        choose(ticket[3]!, afternoon, risico),
      ]);
      for (const id of ticket) await checkIn(balie(during), { scope: door(), attendeeId: id });
      // Risicotaxatie's door was staffed: only who was scanned there attended it. Filmmiddag's was not.
      await checkIn(balie(during), { scope: { kind: "WORKSHOP", id: risico! }, attendeeId: ticket[0]! });
      await setAccreditation(staff(during), {
        subject: door(),
        ...ACCREDITATION,
        parts: [
          { slotId: morning!.id, points: "1,5" },
          { workshopId: sporen!, points: "2" },
          { workshopId: risico!, points: "1" },
        ],
      });
      void film;
    });
    afterAll(async () => handle?.close());

    it("shows staff what each workshop earns: its own points, else its slot's", async () => {
      const { programme } = await listCertificates(staff(during), door());
      expect(programme.map((slot) => [slot.points, slot.workshops.map((workshop) => workshop.earns)])).toEqual([
        ["1.50", ["1.50", "2.00"]],
        [null, ["1.00", "0"]],
      ]);
    });

    it("adds the plenary points and those of each attended workshop", async () => {
      // Ticket 3 leaves at 13:45, during the morning workshop, before the afternoon one.
      const left = await checkOut(balie(during), { scope: door(), attendeeId: ticket[3]!, time: "13:45" });
      expect(left).toMatchObject({ status: "CHECKED_OUT", checkedOutAt: new Date("2027-03-11T12:45:00Z") });
      expect(left.message).toMatch(/is uitgecheckt om 13:45\.$/);
      expect(await issueDueCertificates(worker(afterwards))).toBe(4);
      // 3 + 1.5 (slot) + 1 (scanned at Risicotaxatie); 3 + 2 (own points) + 0 (Filmmiddag has none);
      // 3 + 1.5 and no Risicotaxatie (its door was scanned, this ticket not); ticket 3 left early: all or nothing at
      // 100%, the default, leaves nothing.
      expect(await pointsOf()).toEqual(["5.50", "5.00", "4.50", "0.00"]);
    });

    it("lowers the early leaver's points by the rule set, and re-issues with them", async () => {
      const subject = door();
      await setAccreditation(staff(afterwards), {
        subject,
        ...ACCREDITATION,
        partialRule: "ALL_OR_NOTHING_MIN_PERCENT",
        minPercent: "70",
      });
      expect(await reissueAllCertificates(staff(afterwards), subject)).toBe(4);
      // 210 of 300 plenary minutes is 70%: 3; 45 of 75 morning minutes is 60%: none. The parts were kept.
      expect(await pointsOf()).toEqual(["5.50", "5.00", "4.50", "3.00"]);
      await setAccreditation(staff(afterwards), { subject, ...ACCREDITATION, partialRule: "PROPORTIONAL" });
      await reissueAllCertificates(staff(afterwards), subject);
      // 3 × 210/300 = 2.1 → 2; 1.5 × 45/75 = 0.9 → 0.5.
      expect(await pointsOf()).toEqual(["5.50", "5.00", "4.50", "2.50"]);
    });

    it("takes an early check-out back: full points again at the next re-issue", async () => {
      await undoCheckOut(balie(afterwards), { scope: door(), attendeeId: ticket[3]! });
      await expect(undoCheckOut(balie(afterwards), { scope: door(), attendeeId: ticket[3]! })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await reissueAllCertificates(staff(afterwards), door());
      // Registered for Risicotaxatie but not scanned at its staffed door: plenary and morning slot.
      expect((await pointsOf())[3]).toBe("4.50");
      const audit = await handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "check_in"), inArray(auditLog.action, ["check_out", "undo_check_out"])));
      expect(audit.map((row) => row.action).sort()).toEqual(["check_out", "undo_check_out"]);
    });

    it("checks out once when two devices do it at once, and lists the moment", async () => {
      const input = { scope: door(), attendeeId: ticket[2]!, time: "15:30" };
      const answers = await Promise.all([checkOut(balie(afterwards), input), checkOut(balie(afterwards), input)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(["ALREADY_CHECKED_OUT", "CHECKED_OUT"]);
      const again = await checkOut(balie(afterwards), { ...input, time: "16:00" });
      expect(again).toMatchObject({ status: "ALREADY_CHECKED_OUT", checkedOutAt: new Date("2027-03-11T14:30:00Z") });
      expect(again.message).toMatch(/was al uitgecheckt om 15:30\.$/);
      const list = await checkInList(balie(afterwards), door());
      const entry = list.attendees.find((attendee) => attendee.id === ticket[2]);
      expect(entry?.checkedOutAt).toEqual(new Date("2027-03-11T14:30:00Z"));
      const rows = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "check_out"), eq(auditLog.entityType, "check_in")));
      expect(rows).toHaveLength(2); // ticket 3's earlier one, and this one once
    });

    it("refuses a time outside the programme or in the future, someone not checked in, and staff without check-in", async () => {
      const refuse = (deps: ServiceDeps, time: string | null, attendeeId = ticket[1]!) =>
        checkOut(deps, { scope: door(), attendeeId, time });
      await expect(refuse(balie(during), "08:00")).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        message: "Die tijd ligt vóór het begin (09:30).",
      });
      await expect(refuse(balie(during), "17:30")).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
      await expect(refuse(balie(during), "16:00")).rejects.toMatchObject({
        message: "Die tijd is nog niet geweest. Vul de tijd van vertrek in.",
      });
      await expect(refuse(balie(afterwards), null)).rejects.toMatchObject({
        message: "Het programma is om 17:00 afgelopen. Vul de tijd van vertrek in.",
      });
      await expect(refuse(balie(during), "half een")).rejects.toMatchObject({ message: "Vul een tijd in zoals 12:30" });
      await handle.db.delete(checkIns).where(and(eq(checkIns.ticketId, ticket[1]!), eq(checkIns.scope, "EVENT")));
      await expect(refuse(balie(during), "13:00")).rejects.toMatchObject({ code: "CONFLICT" });
      const redacteur = await insertStaffActor(handle.db, ["redacteur"], "Ria Redactie");
      await expect(refuse(asStaff(testDeps(handle.db, during), redacteur), "13:00")).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    });

    it("refuses parts of another event, parts twice and parts of a course", async () => {
      const other = await createForum(handle.db, { slots: [[{ name: "Elders", capacity: 5 }]] });
      const refused = { code: "BAD_USER_INPUT" };
      const withParts = (parts: { slotId?: string; workshopId?: string; points: string }[]) =>
        setAccreditation(staff(during), { subject: door(), ...ACCREDITATION, parts });
      await expect(withParts([{ slotId: other.slots[0]!.id, points: "1" }])).rejects.toMatchObject(refused);
      const slotId = forum.slots[0]!.id;
      await expect(
        withParts([
          { slotId, points: "1" },
          { slotId, points: "2" },
        ]),
      ).rejects.toMatchObject({ message: "Elk tijdvak en elke workshop krijgt hoogstens één keer punten." });
      await expect(
        withParts([{ slotId, workshopId: forum.slots[0]!.workshopIds[0]!, points: "1" }]),
      ).rejects.toMatchObject({ message: "Kies een tijdvak of een workshop, niet allebei." });
      const course = await createCourse(handle.db, { title: "Zonder onderdelen" });
      await expect(
        setAccreditation(staff(during), {
          subject: { kind: "COURSE", id: course.id },
          ...ACCREDITATION,
          parts: [{ slotId, points: "1" }],
        }),
      ).rejects.toMatchObject(refused);
      await expect(
        setAccreditation(staff(during), { subject: door(), ...ACCREDITATION, minPercent: "0" }),
      ).rejects.toMatchObject({ message: "Vul een percentage van 1 tot en met 100 in, zoals 80" });
    });
  });
}
