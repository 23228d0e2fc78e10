import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { actingAs } from "../../server/domain/deps.ts";
import { erasePersonalData } from "../../server/domain/privacy/erase-personal-data.ts";
import { registerAttendee } from "../../server/domain/workshops/registration.ts";
import { STAFF_DOWNLOADS } from "../../server/http/downloads/index.ts";
import {
  CourseParticipantsDocument,
  EventParticipantsDocument,
  WorkshopParticipantsDocument,
} from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { TEST_BUYER } from "../support/factories/orders.ts";
import {
  asStaff,
  createStaffMember,
  staffActor,
  staffCookieFor,
  type TestStaffMember,
} from "../support/factories/staff.ts";
import { createForum, type TestForum } from "../support/factories/workshops.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { pdfText } from "../support/pdf-text.ts";

// The back office's participant lists and files after an erasure (decision 0024): the erased person is
// 'Verwijderde deelnemer', without the placeholder address and without the buyer of their ticket.
const REGISTERED = new Date("2027-03-01T10:00:00Z"); // before the forum of 11 March
const NOW = new Date("2027-04-01T10:00:00Z"); // after it, so erasure anonymises instead of giving places back
const PIETER = { firstName: "Pieter", lastName: "Jansen", email: "pieter@kliniek.example.org" };
const EVA = { firstName: "Eva", lastName: "de Vries", email: "eva@kliniek.example.org" };

for (const database of testDatabases()) {
  describe(`Participant lists after an erasure on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let forum: TestForum;
    let courseId: string;
    let balie: TestStaffMember;
    let asBalie: Record<string, string>;
    const client = () => graphqlClient(handle.db, NOW);
    const erase = (address: string) =>
      erasePersonalData(actingAs(testDeps(handle.db, NOW), { kind: "visitor", clientIp: null }), address);

    beforeAll(async () => {
      handle = await database.open();
      forum = await createForum(handle.db, { slots: [[{ name: "Verhoortechnieken", capacity: 20 }]], tickets: 3 });
      const workshopId = forum.slots[0]!.workshopIds[0]!;
      for (const [index, holder] of [PIETER, EVA].entries()) {
        await registerAttendee(testDeps(handle.db, REGISTERED), {
          registrationToken: forum.codes[index]!,
          workshopId,
          ...holder,
        });
      }
      courseId = (await createCourse(handle.db)).id;
      await enrolInCourse(handle.db, courseId, PIETER);
      await enrolInCourse(handle.db, courseId, EVA);
      balie = await createStaffMember(handle.db, NOW, { roles: ["balie"] });
      asBalie = { cookie: await staffCookieFor(handle.db, balie.id, NOW) };
      await erase(PIETER.email);
    });
    afterAll(() => handle?.close());

    it("shows an erased holder as 'Verwijderde deelnemer', without address or buyer", async () => {
      const { data } = await client().run(EventParticipantsDocument, { eventId: forum.eventId }, asBalie);
      const rows = data!.eventParticipants!.participants.map(({ name, erased, email, buyerName, holderIsBuyer }) => ({
        name,
        erased,
        email,
        buyerName,
        holderIsBuyer,
      }));
      const buyer = `${TEST_BUYER.firstName} ${TEST_BUYER.lastName}`;
      expect(rows).toEqual([
        { name: "Eva de Vries", erased: false, email: EVA.email, buyerName: buyer, holderIsBuyer: false },
        { name: buyer, erased: false, email: TEST_BUYER.email, buyerName: buyer, holderIsBuyer: true },
        { name: "Verwijderde deelnemer", erased: true, email: null, buyerName: null, holderIsBuyer: false },
      ]);
    });

    it("does the same in the workshop's and the course's lists", async () => {
      const workshopId = forum.slots[0]!.workshopIds[0]!;
      const workshop = await client().run(WorkshopParticipantsDocument, { workshopId }, asBalie);
      const course = await client().run(CourseParticipantsDocument, { courseId }, asBalie);
      for (const list of [workshop.data!.workshopParticipants!, course.data!.courseParticipants!]) {
        expect(list.participants.map(({ name, erased, email }) => ({ name, erased, email }))).toEqual([
          { name: "Eva de Vries", erased: false, email: EVA.email },
          { name: "Verwijderde deelnemer", erased: true, email: null },
        ]);
      }
    });

    it("leaves name, placeholder address and buyer out of the files too", async () => {
      const staff = asStaff(testDeps(handle.db, NOW), staffActor(balie));
      const csv = await STAFF_DOWNLOADS["deelnemers-evenement"]!(staff, { id: forum.eventId, formaat: "csv" });
      const text = new TextDecoder().decode(csv.body);
      expect(text.trim().split(/\r?\n/).at(-1)).toBe("Verwijderde deelnemer;;;;Regulier;;Verhoortechnieken");
      const attendance = await STAFF_DOWNLOADS["presentielijst-workshop"]!(staff, {
        id: forum.slots[0]!.workshopIds[0]!,
      });
      const { text: pdf } = await pdfText(Buffer.from(attendance.body));
      expect(pdf).toContain("Verwijderde deelnemer");
      for (const file of [text, pdf]) expect(file).not.toMatch(/anoniem\.invalid|Verwijderd Verwijderd|Jansen/);
    });

    it("shows an erased buyer the same way; their order's workshop choices went with them", async () => {
      await erase(TEST_BUYER.email);
      const { data } = await client().run(EventParticipantsDocument, { eventId: forum.eventId }, asBalie);
      const rows = data!.eventParticipants!.participants.map(({ name, email, buyerName }) => ({
        name,
        email,
        buyerName,
      }));
      const erased = { name: "Verwijderde deelnemer", email: null, buyerName: null };
      expect(rows).toEqual([erased, erased, erased]);
    });
  });
}
