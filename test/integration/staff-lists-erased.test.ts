import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { actingAs } from "../../server/domain/deps.ts";
import { joinCourseWaitlist } from "../../server/domain/courses/waitlist/join-waitlist.ts";
import { erasePersonalData } from "../../server/domain/privacy/erase-personal-data.ts";
import { registerAttendee } from "../../server/domain/workshops/registration.ts";
import {
  StaffCheckInDocument,
  StaffCheckInListDocument,
  StaffCourseEnrollmentsDocument,
  StaffOrderDocument,
  WorkshopRegistrationsDocument,
} from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { findStaffOrder } from "../../server/domain/orders/staff-order-view.ts";
import { changeTicketHolder } from "../../server/domain/orders/ticket-holder.ts";
import { createCourse, enrolInCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { TEST_BUYER } from "../support/factories/orders.ts";
import { createStaffMember, staffCookieFor, staffDeps } from "../support/factories/staff.ts";
import { createForum, type TestForum } from "../support/factories/workshops.ts";
import { graphqlClient } from "../support/graphql-client.ts";

// The back office's other screens after an erasure (decision 0024): the door, the course's enrolments and waitlist
// and the workshop's registrations show the erased person as 'Verwijderde deelnemer', without the placeholder address.
const REGISTERED = new Date("2027-03-01T10:00:00Z"); // before the forum and the course of 11 March
const NOW = new Date("2027-04-01T10:00:00Z"); // after them, so erasure anonymises instead of giving places back
const DAY = 24 * 3600_000;
const PIETER = { firstName: "Pieter", lastName: "Jansen", email: "pieter@kliniek.example.org" };
const EVA = { firstName: "Eva", lastName: "de Vries", email: "eva@kliniek.example.org" };
const KEES = { firstName: "Kees", lastName: "Bakker", email: "kees@kliniek.example.org" };
const ERASED = "Verwijderde deelnemer";
const NOTHING_OF_THEM = /anoniem\.invalid|Verwijderd Verwijderd|Jansen|Bakker/;

for (const database of testDatabases()) {
  describe(`Staff screens after an erasure on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let forum: TestForum;
    let workshopId: string;
    let courseId: string;
    let asBeheerder: Record<string, string>;
    const client = () => graphqlClient(handle.db, NOW);
    const erase = (address: string) =>
      erasePersonalData(actingAs(testDeps(handle.db, NOW), { kind: "visitor", clientIp: null }), address);
    const doorList = async (kind: "EVENT" | "WORKSHOP" | "COURSE", id: string, search?: string) => {
      const { data } = await client().run(StaffCheckInListDocument, { scope: { kind, id }, search }, asBeheerder);
      return data!.checkInList.attendees.map(({ name }) => name);
    };
    const checkIn = async (kind: "EVENT" | "WORKSHOP" | "COURSE", id: string, attendeeId: string) => {
      const input = { scope: { kind, id }, attendeeId, deviceId: "balie-1" };
      const { data } = await client().run(StaffCheckInDocument, { input }, asBeheerder);
      return data!.checkIn;
    };

    beforeAll(async () => {
      handle = await database.open();
      forum = await createForum(handle.db, { slots: [[{ name: "Verhoortechnieken", capacity: 20 }]], tickets: 3 });
      workshopId = forum.slots[0]!.workshopIds[0]!;
      // A minute apart, so the registration list (oldest first) has one order.
      for (const [index, holder] of [PIETER, EVA].entries()) {
        await registerAttendee(testDeps(handle.db, new Date(REGISTERED.getTime() + index * 60_000)), {
          registrationToken: forum.codes[index]!,
          workshopId,
          ...holder,
        });
      }
      courseId = (await createCourse(handle.db, { maxParticipants: 2 })).id;
      // One after the other, so the enrolment list (oldest first) has one order; then the course is full.
      for (const [days, person] of [
        [2, PIETER],
        [1, EVA],
      ] as const) {
        await enrolInCourse(handle.db, courseId, { ...person, at: new Date(REGISTERED.getTime() - days * DAY) });
      }
      await joinCourseWaitlist(testDeps(handle.db, REGISTERED), { ...PARTICIPANT, ...KEES, courseId });
      const beheerder = await createStaffMember(handle.db, NOW, { roles: ["beheerder"] });
      asBeheerder = { cookie: await staffCookieFor(handle.db, beheerder.id, NOW) };
      // Staff named Pieter the holder of the first ticket (the buyer bought it for him).
      const manager = await staffDeps(testDeps(handle.db, REGISTERED), {
        roles: ["financien"],
        email: "fien@kliniek.example.org",
        at: REGISTERED,
      });
      const firstTicket = (await findStaffOrder(manager, forum.orderId))!.tickets.find(
        (ticket) => ticket.registrationCode === forum.codes[0],
      )!;
      await changeTicketHolder(manager, { ticketId: firstTicket.id, ...PIETER });
      await erase(PIETER.email);
      await erase(KEES.email);
    });
    afterAll(() => handle?.close());

    it("lists an erased attendee at the door as 'Verwijderde deelnemer', last", async () => {
      const eva = "Eva de Vries";
      const buyer = `${TEST_BUYER.firstName} ${TEST_BUYER.lastName}`;
      expect(await doorList("EVENT", forum.eventId)).toEqual([eva, buyer, ERASED]);
      expect(await doorList("WORKSHOP", workshopId)).toEqual([eva, ERASED]);
      expect(await doorList("COURSE", courseId)).toEqual([eva, ERASED]);
      expect(await doorList("EVENT", forum.eventId, "Jansen")).toEqual([]);
      expect(await doorList("EVENT", forum.eventId, "verwijderde")).toEqual([ERASED]);
    });

    it("welcomes an erased attendee without a name, at the door, the workshop and the course", async () => {
      const { data } = await client().run(
        StaffCheckInListDocument,
        { scope: { kind: "EVENT", id: forum.eventId }, search: "verwijderde" },
        asBeheerder,
      );
      const ticketId = data!.checkInList.attendees[0]!.id;
      const atDoor = await checkIn("EVENT", forum.eventId, ticketId);
      expect(atDoor).toMatchObject({ status: "WELCOME", message: "Welkom! (gegevens verwijderd)" });
      expect(atDoor.attendee?.name).toBe(ERASED);
      const atWorkshop = await checkIn("WORKSHOP", workshopId, ticketId);
      expect(atWorkshop).toMatchObject({ status: "WELCOME", message: "Welkom! (gegevens verwijderd)" });
      const again = await checkIn("WORKSHOP", workshopId, ticketId);
      expect(again.message).toMatch(/^Verwijderde deelnemer is al ingecheckt om /);

      const course = await client().run(
        StaffCheckInListDocument,
        { scope: { kind: "COURSE", id: courseId }, search: "verwijderde" },
        asBeheerder,
      );
      const atCourse = await checkIn("COURSE", courseId, course.data!.checkInList.attendees[0]!.id);
      expect(atCourse).toMatchObject({ status: "WELCOME", message: "Welkom! (gegevens verwijderd)" });
      for (const answer of [atDoor, atWorkshop, again, atCourse]) expect(answer.message).not.toMatch(NOTHING_OF_THEM);
    });

    it("shows erased people in the course's enrolments and waitlist without name or address", async () => {
      const { data } = await client().run(StaffCourseEnrollmentsDocument, { courseId }, asBeheerder);
      const enrolments = data!.staffCourseEnrollments.nodes.map(({ name, email, phoneNumber }) => ({
        name,
        email,
        phoneNumber,
      }));
      expect(enrolments).toEqual([
        { name: ERASED, email: null, phoneNumber: "" },
        { name: "Eva de Vries", email: EVA.email, phoneNumber: "+31612345678" },
      ]);
      const waiting = data!.staffCourseWaitlist.map(({ name, email }) => ({ name, email }));
      expect(waiting).toEqual([{ name: ERASED, email: null }]);
    });

    it("shows an erased person in the workshop's registrations without name or address", async () => {
      const { data } = await client().run(WorkshopRegistrationsDocument, { workshopId }, asBeheerder);
      const rows = data!.workshopRegistrations!.registrations.map(({ name, email }) => ({ name, email }));
      expect(rows).toEqual([
        { name: ERASED, email: null },
        { name: "Eva de Vries", email: EVA.email },
      ]);
    });

    it("shows an erased ticket holder on the order's page as 'Verwijderde deelnemer', without the placeholder", async () => {
      const { data } = await client().run(StaffOrderDocument, { id: forum.orderId }, asBeheerder);
      const holders = data!.staffOrder!.tickets.map(({ registrationCode, holder }) => ({ registrationCode, holder }));
      expect(holders.find((ticket) => ticket.registrationCode === forum.codes[0])!.holder).toEqual({
        name: ERASED,
        erased: true,
        firstName: null,
        lastName: null,
        email: null,
      });
      expect(JSON.stringify(data)).not.toMatch(NOTHING_OF_THEM);
    });
  });
}
