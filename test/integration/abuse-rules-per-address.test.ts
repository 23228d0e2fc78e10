import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { weeklyEnrollmentsMessage } from "../../server/domain/courses/enrollment-messages.ts";
import { unpaidInvoicesMessage } from "../../server/domain/orders/unpaid-invoice-limit.ts";
import { enrolledCount, enrollmentsOf, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { orderInput, writtenRows } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import {
  type PaymentMethod,
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
} from "../../app/graphql/generated.ts";
import { CancelCourseEnrollmentFactsDocument } from "../graphql/generated.ts";

// The per-address maxima (docs/product.md §9) are business rules of the course and order services, for every
// caller (here in-process calls without a client, which the rate limits leave alone), on PGlite and PostgreSQL.
const now = new Date("2027-02-01T10:00:00Z");
/** Moments in Amsterdam winter time (UTC+1): the Vakschool week of Monday 8 March 2027. */
const inWeek = (day: number, hourUtc = 8) => new Date(Date.UTC(2027, 2, 8 + day, hourUtc, 30));

for (const database of testDatabases()) {
  describe(`Per-address maxima on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now);
    });
    afterAll(async () => handle?.close());

    const address = () => `sanne-${randomUUID()}@dewaterlinie.example.org`;
    const enrol = (courseId: string, email: string) =>
      client.run(EnrollCourseParticipantDocument, { input: { ...PARTICIPANT, courseId, email } });
    const course = async (startsAt: Date) => (await createCourse(handle.db, { startsAt, maxParticipants: 20 })).id;

    describe("at most 3 active enrolments per address in one Vakschool week", () => {
      it("refuses a 4th course of the week with CONFLICT and a Dutch way out, writing nothing", async () => {
        const email = address();
        for (const day of [0, 2, 4]) expect((await enrol(await course(inWeek(day)), email)).errors).toBeUndefined();
        const fourth = await course(inWeek(3));
        const refused = await enrol(fourth, email.toUpperCase());
        expect(refused.errors?.[0]).toMatchObject({
          message: weeklyEnrollmentsMessage(3),
          extensions: { code: "CONFLICT", field: "email" },
        });
        expect(refused.errors?.[0]?.message).toBe(
          "Met dit e-mailadres ben je al voor 3 cursussen in deze Vakschoolweek aangemeld. Meld je eerst af voor een " +
            "andere cursus (met de link in je bevestigingsmail) of neem contact met ons op.",
        );
        expect(await enrolledCount(handle.db, fourth)).toBe(0);
        expect(await enrollmentsOf(handle.db, fourth)).toEqual([]);

        // Another address, and the same address in the next week, are not affected.
        expect((await enrol(fourth, address())).errors).toBeUndefined();
        expect((await enrol(await course(inWeek(7)), email)).errors).toBeUndefined();
      });

      it("takes a place again once the address has cancelled another course of that week", async () => {
        const email = address();
        const first = await course(inWeek(0));
        for (const courseId of [first, await course(inWeek(1)), await course(inWeek(2))]) await enrol(courseId, email);
        const fourth = await course(inWeek(3));
        expect((await enrol(fourth, email)).errors?.[0]?.extensions?.code).toBe("CONFLICT");
        const [enrolment] = (await enrollmentsOf(handle.db, first)).filter((row) => row.email === email);
        const canceled = await client.run(CancelCourseEnrollmentFactsDocument, {
          input: { cancelToken: enrolment!.cancelToken },
        });
        expect(canceled.errors).toBeUndefined();
        expect((await enrol(fourth, email)).errors).toBeUndefined();
      });

      it("counts the week from Monday to Sunday in Amsterdam", async () => {
        const strict = graphqlClient(handle.db, now, { abuseLimits: { activeEnrollmentsPerEmailPerWeek: 1 } });
        const enrolStrictly = (courseId: string, email: string) =>
          strict.run(EnrollCourseParticipantDocument, { input: { ...PARTICIPANT, courseId, email } });
        const email = address();
        // Sunday 14 March, 23:30 in Amsterdam (22:30 UTC): still the week of Monday 8 March.
        expect((await enrolStrictly(await course(new Date("2027-03-14T22:30:00Z")), email)).errors).toBeUndefined();
        const sameWeek = await enrolStrictly(await course(inWeek(0)), email);
        expect(sameWeek.errors?.[0]?.message).toBe(weeklyEnrollmentsMessage(1));
        expect(weeklyEnrollmentsMessage(1)).toContain("voor 1 cursus in deze Vakschoolweek");
        // Monday 15 March, 00:30 in Amsterdam (Sunday 23:30 UTC): the next week.
        expect((await enrolStrictly(await course(new Date("2027-03-14T23:30:00Z")), email)).errors).toBeUndefined();
      });

      it("lets simultaneous enrolments of one address in six courses of a week take three places", async () => {
        const email = address();
        const courseIds = await Promise.all([0, 1, 2, 3, 4, 5].map((day) => course(inWeek(day % 5, 8 + day))));
        const results = await Promise.all(courseIds.map((courseId) => enrol(courseId, email)));
        expect(results.filter((result) => !result.errors)).toHaveLength(3);
        const codes = results.flatMap((result) => result.errors?.map((error) => error.extensions?.code) ?? []);
        expect(codes).toEqual(["CONFLICT", "CONFLICT", "CONFLICT"]);
        const counts = await Promise.all(courseIds.map((courseId) => enrolledCount(handle.db, courseId)));
        expect(counts.reduce((sum, places) => sum + places, 0)).toBe(3);
      });
    });

    describe("at most 2 unpaid invoice orders per address per event", () => {
      async function anEvent() {
        const { eventId, ticketTypeIds } = await createEvent(handle.db, now, { ticketTypes: [{ quantity: 100 }] });
        return (email: string, paymentMethod: PaymentMethod = "INVOICE") =>
          client.run(CreateOrderDocument, {
            input: orderInput(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }], {
              paymentMethod,
              billing: { email },
            }),
          });
      }

      it("refuses a 3rd invoice order with CONFLICT and a Dutch way out, writing nothing", async () => {
        const order = await anEvent();
        const email = address();
        for (let i = 0; i < 2; i++) expect((await order(email)).errors).toBeUndefined();
        const before = await writtenRows(handle.db);
        const refused = await order(` ${email.toUpperCase()} `);
        expect(refused.errors?.[0]).toMatchObject({
          message: unpaidInvoicesMessage(2),
          extensions: { code: "CONFLICT", field: "email" },
        });
        expect(refused.errors?.[0]?.message).toBe(
          "Met dit e-mailadres staan al 2 bestellingen op factuur voor dit evenement open. Betaal eerst een " +
            "openstaande factuur, kies een andere betaalwijze of neem contact met ons op.",
        );
        expect(await writtenRows(handle.db)).toEqual(before);

        // iDEAL, another address and another event are not affected.
        expect((await order(email, "IDEAL")).errors).toBeUndefined();
        expect((await order(address())).errors).toBeUndefined();
        expect((await (await anEvent())(email)).errors).toBeUndefined();
      });

      it("lets five simultaneous invoice orders of one address through two at most", async () => {
        const order = await anEvent();
        const email = address();
        const results = await Promise.all([1, 2, 3, 4, 5].map(() => order(email)));
        expect(results.filter((result) => !result.errors)).toHaveLength(2);
        const codes = results.flatMap((result) => result.errors?.map((error) => error.extensions?.code) ?? []);
        expect(codes).toEqual(["CONFLICT", "CONFLICT", "CONFLICT"]);
      });
    });
  });
}
