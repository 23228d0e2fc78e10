import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { StaffErasePersonalDataDocument, type StaffErasePersonalDataMutation } from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { TEST_BUYER } from "../support/factories/orders.ts";
import { createStaffMember, staffCookieFor } from "../support/factories/staff.ts";
import { createForum } from "../support/factories/workshops.ts";
import { graphqlClient } from "../support/graphql-client.ts";

// What an erasure reports (decision 0024): each thing once, under what happened to it. A buyer with a paid order of
// one ticket and an enrolment in a course still to come: the enrolment is cancelled (and then anonymised), the
// order and ticket stay without their data, the order for the tax law's period.
const NOW = new Date("2027-03-01T10:00:00Z"); // before the forum and the course of 11 March

for (const database of testDatabases()) {
  describe(`The erasure report on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let report: StaffErasePersonalDataMutation["staffErasePersonalData"];

    beforeAll(async () => {
      handle = await database.open();
      await createForum(handle.db, { slots: [], tickets: 1 });
      const course = await createCourse(handle.db);
      await enrolInCourse(handle.db, course.id, { email: TEST_BUYER.email });
      const beheerder = await createStaffMember(handle.db, NOW, { roles: ["beheerder"] });
      const cookie = await staffCookieFor(handle.db, beheerder.id, NOW);
      const { data, errors } = await graphqlClient(handle.db, NOW).run(
        StaffErasePersonalDataDocument,
        { input: { email: TEST_BUYER.email, confirm: true } },
        { cookie },
      );
      expect(errors).toBeUndefined();
      report = data!.staffErasePersonalData;
    });
    afterAll(() => handle?.close());

    it("counts the cancelled enrolment once, under what was removed", () => {
      const removed = report.removed.map(({ what, count }) => [what, count]);
      expect(removed).toContainEqual(["Inschrijvingen voor cursussen die nog moeten beginnen (geannuleerd)", 1]);
      const all = [...report.removed, ...report.anonymised].map((line) => line.what);
      expect(all).not.toContain("Cursusinschrijvingen");
    });

    it("lists the order and the ticket as kept without the buyer's data, with why", () => {
      expect(report.removed.map((line) => line.what)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/Bestelling|Ticket/)]),
      );
      expect(report.anonymised.map(({ what, count }) => [what, count])).toEqual([
        ["Bestellingen", 1],
        ["Tickets", 1],
      ]);
      expect(report.anonymised[0]!.why).toMatch(/administratie 7 jaar/);
    });

    it("says the same in the confirmation mail", async () => {
      const [mail] = await handle.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, "Je gegevens bij Forensisch Forum zijn verwijderd"));
      expect(mail?.text).toContain("BEWAARD, ZONDER JE GEGEVENS");
      expect(mail?.text).toContain("Bestellingen: 1");
    });
  });
}
