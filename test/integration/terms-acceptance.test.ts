import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  StaffOrderDocument,
  TermsInForceDocument,
} from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courseEnrollments, sitePageVersions } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { collectPersonalData } from "../../server/domain/privacy/collect-personal-data.ts";
import { enrollParticipantForStaff } from "../../server/domain/courses/staff-enrollments.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { createCourse, ENROLMENTS_IN_ONE_WEEK_ALLOWED, PARTICIPANT } from "../support/factories/courses.ts";
import { createEvent } from "../support/factories/events.ts";
import { BUYER, orderInput, orderRow, writtenRows } from "../support/factories/orders.ts";
import { DEMO_PAGE_CONTENT, pageEditorAt, publishPage } from "../support/factories/site-pages.ts";
import { createStaffMember, staffCookieFor, staffDeps } from "../support/factories/staff.ts";
import { factoryDeps } from "../support/factories/deps.ts";

// The terms an order or enrolment agrees to: the version in force, recorded in the same transaction, refused when
// the form linked another one (so nobody agrees to terms they were not shown), shown to staff and in the export.
const NOW = new Date("2027-03-01T09:00:00Z");
const AMENDED = { ...DEMO_PAGE_CONTENT.terms, summary: "Gewijzigde voorwaarden: annuleren kan tot 14 dagen vooraf." };

for (const database of testDatabases()) {
  describe(`Terms agreed to with an order or enrolment on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let editor: ServiceDeps;
    let api: ReturnType<typeof graphqlClient>;
    let eventId: string;
    let ticketTypeId: string;
    let courseId: string;

    const order = (acceptedTermsVersion?: number | null, email = BUYER.email) =>
      api.runUnchecked(CreateOrderDocument, {
        input: {
          ...orderInput(eventId, [{ ticketTypeId, quantity: 1 }], { paymentMethod: "INVOICE", billing: { email } }),
          acceptedTermsVersion,
        },
      });
    const enrol = (email: string, acceptedTermsVersion?: number) =>
      api.runUnchecked(EnrollCourseParticipantDocument, {
        input: { ...PARTICIPANT, email, courseId, acceptedTermsVersion },
      });
    const versionId = async (version: number) => {
      const rows = await handle.db.select().from(sitePageVersions).where(eq(sitePageVersions.pageKey, "terms"));
      return rows.find((row) => row.version === version)?.id;
    };

    beforeAll(async () => {
      handle = await database.open();
      editor = await pageEditorAt(handle.db, NOW);
      api = graphqlClient(handle.db, NOW, { abuseLimits: ENROLMENTS_IN_ONE_WEEK_ALLOWED });
      ({
        eventId,
        ticketTypeIds: [ticketTypeId = ""],
      } = await createEvent(handle.db, NOW, { ticketTypes: [{ quantity: 100 }] }));
      ({ id: courseId } = await createCourse(handle.db, { maxParticipants: 50 }));
    });
    afterAll(() => handle.close());

    it("records no terms while none were ever published", async () => {
      expect((await api.run(TermsInForceDocument, {})).data?.termsInForce).toBeNull();
      const { data } = await order(undefined, "zonder.voorwaarden@voorbeeld.example.org");
      const row = await orderRow(handle.db, data!.createOrder.orderId);
      expect(row?.acceptedTermsVersionId).toBeNull();
    });

    it("records the version in force, named as the forms name it", async () => {
      await publishPage(editor, "terms");
      const { data: terms } = await api.run(TermsInForceDocument, {});
      expect(terms?.termsInForce).toEqual({ version: 1, name: "versie 1 van 1 maart 2027" });

      const linked = await order(1);
      expect(linked.errors).toBeUndefined();
      expect((await orderRow(handle.db, linked.data!.createOrder.orderId))?.acceptedTermsVersionId).toBe(
        await versionId(1),
      );
      // Another API client that sends no version agrees to the one in force.
      const unlinked = await order(null, "andere.client@voorbeeld.example.org");
      expect((await orderRow(handle.db, unlinked.data!.createOrder.orderId))?.acceptedTermsVersionId).toBe(
        await versionId(1),
      );
    });

    it("refuses an order whose form linked a version no longer in force, writing nothing, naming the new one", async () => {
      await publishPage(editor, "terms", AMENDED);
      const before = await writtenRows(handle.db);
      const { data, errors } = await order(1);
      expect(data?.createOrder ?? null).toBeNull();
      expect(errors?.[0]?.extensions).toMatchObject({
        code: "CONFLICT",
        field: "acceptedTermsVersion",
        termsVersion: 2,
      });
      expect(errors?.[0]?.message).toBe(
        "De algemene voorwaarden zijn zojuist gewijzigd: nu geldt versie 2 van 1 maart 2027. " +
          "Lees ze via de link bij de knop en verstuur het formulier opnieuw.",
      );
      expect(await writtenRows(handle.db)).toEqual(before);

      const again = await order(2);
      expect(again.errors).toBeUndefined();
      expect((await orderRow(handle.db, again.data!.createOrder.orderId))?.acceptedTermsVersionId).toBe(
        await versionId(2),
      );
    });

    it("shows staff which version the buyer agreed to", async () => {
      const { data } = await order(2, "staf.ziet.het@voorbeeld.example.org");
      const member = await createStaffMember(handle.db, NOW, { roles: ["financien"] });
      const cookie = await staffCookieFor(handle.db, member.id, NOW);
      const staff = await api.run(StaffOrderDocument, { id: data!.createOrder.orderId }, { cookie });
      expect(staff.data?.staffOrder?.acceptedTerms).toEqual({ name: "versie 2 van 1 maart 2027" });
    });

    it("records the version with an enrolment, refuses a stale one, and none for an enrolment staff made", async () => {
      const stale = await enrol("oud.formulier@voorbeeld.example.org", 1);
      expect(stale.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      const fresh = await enrol("nieuw.formulier@voorbeeld.example.org", 2);
      expect(fresh.errors).toBeUndefined();
      const [enrolled] = await handle.db
        .select()
        .from(courseEnrollments)
        .where(eq(courseEnrollments.id, fresh.data!.enrollCourseParticipant.enrollmentId));
      expect(enrolled?.acceptedTermsVersionId).toBe(await versionId(2));

      const coordinator = await staffDeps(factoryDeps(handle.db, NOW), { roles: ["beheerder"], at: NOW });
      const byStaff = await enrollParticipantForStaff(coordinator, {
        ...PARTICIPANT,
        email: "door.staf@voorbeeld.example.org",
        courseId,
      });
      const [row] = await handle.db.select().from(courseEnrollments).where(eq(courseEnrollments.id, byStaff.id));
      expect(row?.acceptedTermsVersionId).toBeNull();
    });

    it("keeps the version in the personal-data export of the order and of the enrolment", async () => {
      const buyer = await collectPersonalData(handle.db, "staf.ziet.het@voorbeeld.example.org", NOW);
      expect(buyer.orders.map((found) => found.acceptedTerms)).toEqual([
        { version: 2, publishedAt: NOW, name: "versie 2 van 1 maart 2027" },
      ]);
      const participant = await collectPersonalData(handle.db, "nieuw.formulier@voorbeeld.example.org", NOW);
      expect(participant.courseEnrollments.map((found) => found.acceptedTerms?.name)).toEqual([
        "versie 2 van 1 maart 2027",
      ]);
      const nobody = await collectPersonalData(handle.db, "zonder.voorwaarden@voorbeeld.example.org", NOW);
      expect(nobody.orders[0]?.acceptedTerms).toBeNull();
    });

    it("refuses a version that is not a whole number from 1 with a Dutch message", async () => {
      const { errors } = await order(0, "nul@voorbeeld.example.org");
      expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(errors?.[0]?.message).toContain("versienummer van de algemene voorwaarden");
    });
  });
}
