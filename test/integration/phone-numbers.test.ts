import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../common/validation/messages.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { testDatabases } from "../support/databases.ts";
import {
  courseMails,
  enrollmentsOf,
  createCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
} from "../support/factories/courses.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { orderInput, orderRow } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { CreateOrderDocument, EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";

// Decision 0016: a phone number as people type it goes in through the real GraphQL API, on PGlite and
// PostgreSQL, and is stored as E.164; the confirmation mail shows it the Dutch way.
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`Phone numbers through the API on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let eventId: string;
    let ticketTypeId: string;

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now, { abuseLimits: ENROLMENTS_IN_ONE_WEEK_ALLOWED });
      const event = await createEvent(handle.db, now, { maxCapacity: 100, ticketTypes: [{ quantity: 50 }] });
      eventId = event.eventId;
      ticketTypeId = event.ticketTypeIds[0]!;
    });
    afterAll(async () => handle?.close());

    const order = (phoneNumber: string) =>
      client.run(CreateOrderDocument, {
        input: orderInput(eventId, [{ ticketTypeId, quantity: 1 }], { billing: { phoneNumber } }),
      });

    it.each([
      ["06-12345678", "+31612345678"],
      ["+31 6 12345678", "+31612345678"],
      ["0031612345678", "+31612345678"],
      ["(050) 123 45 67", "+31501234567"],
      ["+32 470 12 34 56", "+32470123456"],
      ["+49 30 1234567", "+49301234567"],
    ])("an order with %s stores %s", async (typed, e164) => {
      const { errors, data } = await order(typed);
      expect(errors).toBeUndefined();
      expect((await orderRow(handle.db, data!.createOrder.orderId))?.phoneNumber).toBe(e164);
    });

    it("refuses an order with what is no phone number, in Dutch, naming the field", async () => {
      for (const typed of ["06-1234", "abc", "06-12345678 toestel 12"]) {
        const { errors } = await order(typed);
        expect(errors?.[0], typed).toMatchObject({
          message: MESSAGES.phone,
          extensions: { code: "BAD_USER_INPUT", field: "purchaseInformation.billingInformation.phoneNumber" },
        });
      }
    });

    it("an enrolment with 06-12345678 stores +31612345678 and its mail shows 06 12345678", async () => {
      const { id: courseId } = await createCourse(handle.db, { maxParticipants: 5 });
      const result = await client.run(EnrollCourseParticipantDocument, {
        input: { courseId, ...PARTICIPANT, phoneNumber: "06-12345678" },
      });
      expect(result.errors).toBeUndefined();
      const [row] = await enrollmentsOf(handle.db, courseId);
      expect(row?.phoneNumber).toBe("+31612345678");
      const [mail] = (await courseMails(handle.db, "course-enrollment")).filter((m) => m.html.includes(courseId));
      expect(mail?.text).toContain("Telefoonnummer: 06 12345678");
    });

    it("an enrolment from Belgium keeps its country: stored +32470123456, shown +32 470 12 34 56", async () => {
      const { id: courseId } = await createCourse(handle.db, { maxParticipants: 5 });
      const result = await client.run(EnrollCourseParticipantDocument, {
        input: { courseId, ...PARTICIPANT, phoneNumber: "0032 470 12 34 56" },
      });
      expect(result.errors).toBeUndefined();
      const [row] = await enrollmentsOf(handle.db, courseId);
      expect(row?.phoneNumber).toBe("+32470123456");
      const [mail] = (await courseMails(handle.db, "course-enrollment")).filter((m) => m.html.includes(courseId));
      expect(mail?.text).toContain("Telefoonnummer: +32 470 12 34 56");
    });
  });
}
