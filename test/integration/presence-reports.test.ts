import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, presenceReportLines, presenceReports, registrationNumbers } from "../../server/db/schema/index.ts";
import { setAccreditation } from "../../server/domain/certificates/accreditation.ts";
import { checkIn } from "../../server/domain/checkin/check-in.ts";
import { undoCheckIn } from "../../server/domain/checkin/undo-check-in.ts";
import { checkOut } from "../../server/domain/checkin/check-out.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { erasePersonalData } from "../../server/domain/privacy/erase-personal-data.ts";
import { readPresenceList } from "../../server/domain/presence/presence-list.ts";
import { reportPresence } from "../../server/domain/presence/report-presence.ts";
import { setTicketRegistrationNumbers } from "../../server/domain/registration-numbers/ticket-registration-numbers.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { TEST_BUYER } from "../support/factories/orders.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { createForum, ticketIdOf, type TestForum } from "../support/factories/workshops.ts";

// Presence reported to the registers (decision 0038): the list per register with numbers, points and problems,
// PE-online's paste text exactly, the report (who, when) that freezes the numbers, and corrections after it.
// The forum runs 09:30–17:00 in Amsterdam without workshops: 450 plenary minutes worth 6 points.
const during = new Date("2027-03-11T11:00:00Z"); // 12:00 in Amsterdam
const afterwards = new Date("2027-03-11T17:00:00Z");

for (const database of testDatabases()) {
  describe(`Presence reports on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let forum: TestForum;
    let ticket: string[];
    let beheer: (at: Date) => ServiceDeps;
    let financien: (at: Date) => ServiceDeps;
    let balie: (at: Date) => ServiceDeps;
    const subject = () => ({ kind: "EVENT", id: forum.eventId }) as const;
    const list = (registerCode: string | null, deps = financien(afterwards)) =>
      readPresenceList(deps, { subject: subject(), registerCode });
    const numbers = (index: number, entries: Record<string, string>, at = during) =>
      setTicketRegistrationNumbers(testDeps(handle.db, at), {
        registrationToken: forum.codes[index],
        registrationNumbers: Object.entries(entries).map(([registerCode, number]) => ({ registerCode, number })),
      });

    beforeAll(async () => {
      handle = await database.open();
      const actor = await insertStaffActor(handle.db, ["beheerder"], "Bea Beheer");
      const financienActor = await insertStaffActor(handle.db, ["financien"], "Fenna Financiën");
      const balieActor = await insertStaffActor(handle.db, ["balie"], "Bram Balie");
      beheer = (at) => asStaff(testDeps(handle.db, at), actor);
      financien = (at) => asStaff(testDeps(handle.db, at), financienActor);
      balie = (at) => asStaff(testDeps(handle.db, at), balieActor);
      forum = await createForum(handle.db, { slots: [], tickets: 5 });
      ticket = await Promise.all(forum.codes.map((code) => ticketIdOf(handle.db, code)));
      await setAccreditation(beheer(during), {
        subject: subject(),
        hours: "6,5",
        points: "6",
        registerCodes: ["BIG", "NIP"],
        accreditationNumber: "ACC-FICTIEF-0311",
        partialRule: "PROPORTIONAL",
      });
      await numbers(0, { BIG: "1234 5678 901", NIP: "123456" });
      await numbers(1, { NIP: "NIP-7654321" });
      await numbers(2, { BIG: "10987654321" });
      await numbers(4, { BIG: "11122233344" });
      // Ticket 4's number was stored before the BIG rule it no longer meets (a register's format may change).
      await handle.db
        .update(registrationNumbers)
        .set({ number: "1234" })
        .where(eq(registrationNumbers.ticketId, ticket[4]!));
      for (const index of [0, 1, 3, 4]) {
        await checkIn(balie(during), { scope: subject(), attendeeId: ticket[index]! });
      }
      // Ticket 1 leaves at 13:15: 225 of 450 minutes, half the points.
      await checkOut(balie(afterwards), { scope: subject(), attendeeId: ticket[1]!, time: "13:15" });
    });
    afterAll(async () => handle?.close());

    it("lists everyone with a number for the register, with points and what is wrong", async () => {
      const big = await list("BIG");
      const byTicket = (index: number) => big.rows.find((row) => row.attendeeId === ticket[index]);
      expect(big.register.code).toBe("BIG");
      expect(big.rows).toHaveLength(3);
      expect(byTicket(0)).toMatchObject({ checkedIn: true, points: "6.00", onList: true, problems: [] });
      expect(byTicket(2)).toMatchObject({
        checkedIn: false,
        onList: false,
        problems: ["Niet ingecheckt: niet aanwezig geweest of niet gescand."],
      });
      expect(byTicket(4)).toMatchObject({
        onList: false,
        problems: ["Ongeldig nummer: Een BIG-nummer bestaat uit 11 cijfers."],
      });
      // Ticket 3 came without any number; ticket 1 has a NIP number, so is not missing one here.
      expect(big.presentWithoutNumber.map((person) => person.attendeeId)).toEqual([ticket[3]]);
      expect(big.status).toBe("Nog niet gemeld: 1 deelnemer op de lijst.");
      expect(big.reportLabel).toBe("Markeer als gemeld bij BIG-register");
    });

    it("gives PE-online one prefixed number per line, partial attendance with its points", async () => {
      expect((await list("BIG")).pasteText).toBe("BIG-12345678901");
      const nip = await list("NIP");
      expect(nip.pasteText?.split("\n").sort()).toEqual(["NIP-00123456", "NIP-07654321"]);
      expect(nip.rows.find((row) => row.attendeeId === ticket[1])).toMatchObject({
        points: "3.00",
        onList: true,
        problems: ["Gedeeltelijk aanwezig: 3 van 6 punten."],
      });
      // The first register is the default.
      expect((await list(null)).register.code).toBe("BIG");
    });

    it("reports once (who, when), however often or how many at once", async () => {
      const input = { subject: subject(), registerCode: "BIG", reportsSeen: 0 };
      const [first, second] = await Promise.all([
        reportPresence(financien(afterwards), input),
        reportPresence(beheer(afterwards), input),
      ]);
      expect(first.reports).toHaveLength(1);
      expect(second.reports).toHaveLength(1);
      const again = await reportPresence(financien(afterwards), input);
      expect(again.reports).toEqual(first.reports);
      expect(again.reports[0]).toMatchObject({ sequence: 1, lineCount: 1 });
      expect(again.status).toMatch(
        /^Gemeld door (Fenna Financiën|Bea Beheer) op .+ \(1 deelnemer\)\. Sindsdien is niets veranderd\.$/,
      );
      expect(again.reportLabel).toBeNull();
      const rows = await handle.db.select().from(presenceReports);
      expect(rows).toHaveLength(1);
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityType, "presence_report"));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]!.after)).not.toContain("12345678901");
    });

    it("freezes the reported attendees' numbers for that register; others stay open", async () => {
      await expect(numbers(0, { BIG: "99988877766" }, afterwards)).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(/^Je aanwezigheid is al aan BIG-register gemeld/),
      });
      await expect(numbers(0, { BIG: "" }, afterwards)).rejects.toMatchObject({ code: "CONFLICT" });
      // Someone the register was not told about (ticket 2, not checked in) may still change theirs.
      await numbers(2, { BIG: "10987654322" }, afterwards);
      await numbers(2, { BIG: "10987654321" }, afterwards);
      // The same number again, and a change for NIP (not reported yet), pass.
      await numbers(0, { BIG: "12345678901", NIP: "00123457" }, afterwards);
      expect((await list("NIP")).pasteText?.split("\n").sort()).toEqual(["NIP-00123457", "NIP-07654321"]);
    });

    it("shows later changes as corrections to report, and reports them as the next report", async () => {
      await checkIn(balie(afterwards), { scope: subject(), attendeeId: ticket[2]! });
      await undoCheckIn(balie(afterwards), { scope: subject(), attendeeId: ticket[0]! });
      const big = await list("BIG");
      expect(big.corrections.map((c) => [c.kind, c.description]).sort()).toEqual([
        ["ADDED", "Toevoegen: BIG-10987654321 (6 punten)."],
        ["REMOVED", "Verwijderen: BIG-12345678901 (niet meer aanwezig gemeld)."],
      ]);
      expect(big.status).toMatch(/Sindsdien 2 wijzigingen om als correctie aan BIG-register te melden\.$/);
      expect(big.reportLabel).toBe("Markeer de correcties als gemeld");
      // A page that saw no report yet does not report over the one made since.
      await expect(
        reportPresence(financien(afterwards), { subject: subject(), registerCode: "BIG", reportsSeen: 0 }),
      ).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(/^Deze lijst is intussen gemeld door /),
      });
      const corrected = await reportPresence(financien(afterwards), {
        subject: subject(),
        registerCode: "BIG",
        reportsSeen: 1,
      });
      expect(corrected.reports.map((report) => [report.sequence, report.label, report.lineCount])).toEqual([
        [1, "Lijst", 1],
        [2, "Correctie", 1],
      ]);
      expect(corrected.corrections).toEqual([]);
      expect(corrected.status).toMatch(/^Correctie gemeld door Fenna Financiën/);
    });

    it("is for accreditation.manage: balie and redacteur are refused; an unknown register is not found", async () => {
      await expect(list("BIG", balie(afterwards))).rejects.toMatchObject({ code: "FORBIDDEN" });
      const redacteur = await insertStaffActor(handle.db, ["redacteur"], "Ria Redactie");
      await expect(
        reportPresence(asStaff(testDeps(handle.db, afterwards), redacteur), {
          subject: subject(),
          registerCode: "NIP",
          reportsSeen: 0,
        }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(list("SKJ")).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(
        reportPresence(financien(afterwards), { subject: subject(), registerCode: "big!", reportsSeen: 0 }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    });

    it("blanks the reported numbers with an erasure, and shows no correction for them", async () => {
      await erasePersonalData(testDeps(handle.db, afterwards), TEST_BUYER.email);
      const lines = await handle.db.select({ number: presenceReportLines.number }).from(presenceReportLines);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.number === "")).toBe(true);
      const big = await list("BIG");
      expect(big.rows).toEqual([]);
      expect(big.corrections).toEqual([]);
      expect(big.reports).toHaveLength(2);
    });
  });
}
