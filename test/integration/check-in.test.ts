import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, tickets } from "../../server/db/schema/index.ts";
import { checkInList } from "../../server/domain/checkin/attendee-list.ts";
import { checkIn } from "../../server/domain/checkin/check-in.ts";
import { enrollmentQrPayload } from "../../server/domain/checkin/scanned-code.ts";
import { undoCheckIn } from "../../server/domain/checkin/undo-check-in.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { registerAttendee } from "../../server/domain/workshops/registration.ts";
import { createCourse, enrolInCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { createForum, type TestForum } from "../support/factories/workshops.ts";

// Checking people in at an event's door, a workshop and a course (decision 0019), on PGlite and PostgreSQL.
const now = new Date("2027-03-11T08:15:00Z"); // 09:15 in Amsterdam, on the forum's day

for (const database of testDatabases()) {
  describe(`Check-in on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let balie: ServiceDeps;
    let forum: TestForum;
    let workshopA: string;
    let workshopB: string;
    const event = () => ({ kind: "EVENT", id: forum.eventId }) as const;
    const scan = (code: string, extra: Record<string, unknown> = {}, scope: object = event()) =>
      checkIn(balie, { scope, code, deviceId: "balie-1", ...extra });

    beforeAll(async () => {
      handle = await database.open();
      balie = asStaff(testDeps(handle.db, now), await insertStaffActor(handle.db, ["balie"], "Bram Balie"));
      forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Risicotaxatie", capacity: 10 },
            { name: "Traumasensitief werken", capacity: 10 },
          ],
        ],
        tickets: 4,
      });
      [workshopA, workshopB] = forum.slots[0]!.workshopIds as [string, string];
      const visitor = testDeps(handle.db, new Date("2027-03-01T10:00:00Z"));
      for (const [code, workshopId, firstName] of [
        [forum.codes[0]!, workshopA, "Anouk"],
        [forum.codes[1]!, workshopB, "Émile"],
      ] as const) {
        await registerAttendee(visitor, {
          registrationToken: code,
          workshopId,
          firstName,
          lastName: "Vandenberghe",
          email: `${firstName.toLowerCase()}@example.org`,
        });
      }
    });
    afterAll(async () => handle?.close());

    it("welcomes a valid ticket once; a second scan says when, and whether it came from another device", async () => {
      const first = await scan(forum.codes[0]!);
      expect(first).toMatchObject({ status: "WELCOME", message: "Welkom, Anouk Vandenberghe", byOtherDevice: false });
      expect(first.checkedInAt).toEqual(now);
      expect(first.scope).toMatchObject({ expected: 4, checkedIn: 1 });

      const again = await scan(forum.codes[0]!.toLowerCase().replaceAll("-", " "));
      expect(again).toMatchObject({ status: "ALREADY_CHECKED_IN", byOtherDevice: false });
      expect(again.message).toBe("Anouk Vandenberghe is al ingecheckt om 09:15.");
      const elsewhere = await scan(forum.codes[0]!, { deviceId: "balie-2" });
      expect(elsewhere.message).toBe("Anouk Vandenberghe is al ingecheckt om 09:15 (op een ander apparaat).");
      expect(elsewhere.scope.checkedIn).toBe(1);
    });

    it("reads the forum ticket's QR code, a link with the code", async () => {
      const outcome = await scan(`https://ff.example.org/workshops/aanmelden?code=${forum.codes[1]}`);
      expect(outcome).toMatchObject({ status: "WELCOME", message: "Welkom, Émile Vandenberghe" });
    });

    it("keeps the moment of a scan queued offline, unless it lies in the future or more than a week back", async () => {
      const scannedAt = new Date(now.getTime() - 20 * 60_000);
      expect((await scan(forum.codes[2]!, { scannedAt })).checkedInAt).toEqual(scannedAt);
      const future = await checkIn(balie, {
        scope: { kind: "WORKSHOP", id: workshopA },
        code: forum.codes[0]!,
        scannedAt: new Date(now.getTime() + 3_600_000),
      });
      expect(future.checkedInAt).toEqual(now);
    });

    it("refuses cancelled, unpaid, other events' and unknown codes with the reason, writing nothing", async () => {
      const other = await createForum(handle.db, { slots: [], tickets: 1 });
      const pending = await createForum(handle.db, { slots: [], tickets: 1, status: "PENDING" });
      const refunded = await createForum(handle.db, { slots: [], tickets: 1 });
      await handle.db.update(tickets).set({ canceledAt: now }).where(eq(tickets.registrationCode, refunded.codes[0]!));
      const scopeOf = (f: TestForum) => ({ kind: "EVENT", id: f.eventId });

      expect((await scan(other.codes[0]!)).status).toBe("OTHER_EVENT");
      expect((await scan(other.codes[0]!)).message).toContain("'Forensisch Forum Jaarcongres 2027'");
      expect((await scan(pending.codes[0]!, {}, scopeOf(pending))).status).toBe("NOT_PAID");
      expect((await scan(refunded.codes[0]!, {}, scopeOf(refunded))).message).toBe(
        "Dit ticket is geannuleerd. Sanne Hofstede heeft geen toegang.",
      );
      expect((await scan("FF-0000-0000-0000")).status).toBe("UNKNOWN_CODE");
      expect((await scan("FF-0000-0000-0000")).message).toBe("Onbekende code. Controleer het ticket of zoek op naam.");
      await expect(scan("https://example.org/een-andere-qr-code")).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        message: "Dit is geen code van een ticket of aanmelding. Scan opnieuw of zoek op naam.",
      });
      for (const f of [other, pending, refunded]) {
        expect((await checkInList(balie, scopeOf(f))).scope).toBeDefined();
        expect((await checkInList(balie, scopeOf(f))).counts.checkedIn).toBe(0);
      }
    });

    it("at a workshop welcomes its registrations by the name typed there, and says where the others chose", async () => {
      const scope = { kind: "WORKSHOP", id: workshopB };
      expect(await scan(forum.codes[1]!, {}, scope)).toMatchObject({
        status: "WELCOME",
        message: "Welkom, Émile Vandenberghe",
      });
      const wrongRoom = await scan(forum.codes[0]!, {}, scope);
      expect(wrongRoom.status).toBe("NOT_REGISTERED");
      expect(wrongRoom.message).toBe(
        "Anouk Vandenberghe is niet ingeschreven voor deze workshop. In dit tijdvak koos Anouk 'Risicotaxatie'.",
      );
      expect((await scan(forum.codes[3]!, {}, scope)).message).toBe(
        "Sanne Hofstede is niet ingeschreven voor deze workshop.",
      );
      expect((await checkInList(balie, scope)).counts).toEqual({ expected: 1, checkedIn: 1 });
    });

    it("checks course participants in by their enrolment's QR code or from the list", async () => {
      const course = await createCourse(handle.db, { startsAt: new Date("2027-03-11T08:30:00Z") });
      const otherCourse = await createCourse(handle.db);
      const enrol = async (courseId: string, email: string, status: "ACTIVE" | "CANCELED" = "ACTIVE") => {
        const canceledAt = status === "CANCELED" ? new Date("2027-03-05T09:00:00Z") : undefined;
        return (await enrolInCourse(handle.db, courseId, { email, canceledAt })).id;
      };
      const scope = { kind: "COURSE", id: course.id } as const;
      const present = await enrol(course.id, "aanwezig@example.org");
      const canceled = await enrol(course.id, "afgemeld@example.org", "CANCELED");
      const elsewhere = await enrol(otherCourse.id, "elders@example.org");

      expect((await scan(enrollmentQrPayload(present), {}, scope)).status).toBe("WELCOME");
      expect((await scan(enrollmentQrPayload(canceled), {}, scope)).message).toBe(
        `Deze aanmelding is geannuleerd. ${PARTICIPANT.firstName} ${PARTICIPANT.lastName} heeft geen toegang.`,
      );
      expect((await scan(enrollmentQrPayload(elsewhere), {}, scope)).status).toBe("OTHER_EVENT");
      expect((await scan(forum.codes[3]!, {}, scope)).status).toBe("OTHER_EVENT");
      const second = await enrol(course.id, "tweede@example.org");
      expect((await checkIn(balie, { scope, attendeeId: second })).status).toBe("WELCOME");
      expect((await checkInList(balie, scope)).counts).toEqual({ expected: 2, checkedIn: 2 });
    });

    it("lets several devices scan one ticket at once: exactly one welcome", async () => {
      const late = await createForum(handle.db, { slots: [], tickets: 1 });
      const scope = { kind: "EVENT", id: late.eventId };
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, i) => scan(late.codes[0]!, { deviceId: `apparaat-${i}` }, scope)),
      );
      expect(outcomes.filter((outcome) => outcome.status === "WELCOME")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.status === "ALREADY_CHECKED_IN")).toHaveLength(7);
      expect((await checkInList(balie, scope)).counts).toEqual({ expected: 1, checkedIn: 1 });
    });

    it("finds people by name without regard to accents, by ticket code, and takes back a mistaken check-in", async () => {
      const byName = await checkInList(balie, event(), "emile");
      expect(byName.attendees.map((a) => a.firstName)).toEqual(["Émile"]);
      // Twelve letters that could be a code are still a name.
      expect((await checkInList(balie, event(), "Vandenberghe")).matches).toBe(2);
      const byCode = await checkInList(balie, event(), forum.codes[3]!.toLowerCase());
      expect(byCode.attendees).toEqual([expect.objectContaining({ firstName: "Sanne", checkedInAt: null })]);

      const id = (await checkInList(balie, event(), "anouk")).attendees[0]!.id;
      const after = await undoCheckIn(balie, { scope: event(), attendeeId: id });
      expect(after.checkedIn).toBe(2);
      await expect(undoCheckIn(balie, { scope: event(), attendeeId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Deze deelnemer is hier niet (meer) ingecheckt.",
      });
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityType, "check_in"));
      expect(audit.filter((row) => row.action === "delete")).toHaveLength(1);
      expect(audit.every((row) => row.actorName === "Bram Balie")).toBe(true);
      expect((await scan(forum.codes[0]!)).status).toBe("WELCOME");
    });
  });
}
