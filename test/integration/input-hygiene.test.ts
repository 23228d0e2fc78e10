import { eq } from "drizzle-orm";
import type { DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courseEnrollments, courses } from "../../server/db/schema/index.ts";
import { insertCourse } from "../../server/domain/courses/insert-course.ts";
import { SCALAR_MESSAGES } from "../../server/graphql/scalars.ts";
import { enrollmentsOf, createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient, type GraphQLResponse } from "../support/graphql-client.ts";
import { orderInput } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { rowCounts } from "../support/row-counts.ts";
import { ATTENDEE, createForum, type TestForum } from "../support/factories/workshops.ts";
import {
  CancelCourseEnrollmentFactsDocument,
  CourseDescriptionDocument,
  CourseEnrollmentFactsByCancelTokenDocument,
  CoursesPageDocument,
  RegisterAttendeeFactsDocument,
  TicketCodeIsValidDocument,
} from "../graphql/generated.ts";
import {
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  UnregisterAttendeeDocument,
} from "../../app/graphql/generated.ts";

// What is not text (NUL, control characters), reorders text (bidi overrides) or is absurdly long is
// refused by every input with a Dutch message naming the field, before anything is written; before, a NUL in a
// name reached PostgreSQL and came back as an internal error.
const now = new Date("2026-11-22T10:00:00Z");
const NUL = "\u0000";
const FORBIDDEN = "Bevat een teken dat niet is toegestaan";
const BIDI = "Bevat een onzichtbaar teken dat de leesrichting verandert; typ de tekst opnieuw";
const BILLING = "purchaseInformation.billingInformation";

type Refusal = { code: string; message: string | RegExp; field?: string };
type Fixtures = { eventId: string; ticketTypeId: string; courseId: string; forum: TestForum };
/** A typed operation with variables built loosely on purpose: the refused values are what each case is about. */
type Request = { document: DocumentNode; variables?: unknown };
type Case = { name: string; request: (fixtures: Fixtures) => Request; refusal: Refusal };

const order = (f: Fixtures, overrides: Parameters<typeof orderInput>[2] = {}) => ({
  document: CreateOrderDocument,
  variables: { input: orderInput(f.eventId, [{ ticketTypeId: f.ticketTypeId, quantity: 1 }], overrides) },
});
const enrolment = (f: Fixtures, extra: Record<string, unknown>) => ({
  document: EnrollCourseParticipantDocument,
  variables: { input: { courseId: f.courseId, ...PARTICIPANT, ...extra } },
});
const workshopSignUp = (f: Fixtures, extra: Record<string, unknown>) => ({
  document: RegisterAttendeeFactsDocument,
  variables: {
    input: { registrationToken: f.forum.codes[0], workshopId: f.forum.slots[0]!.workshopIds[0], ...ATTENDEE, ...extra },
  },
});
const bad = (field: string, message: string | RegExp): Refusal => ({ code: "BAD_USER_INPUT", message, field });

const CASES: Case[] = [
  {
    name: "an order with NUL in the first name",
    request: (f) => order(f, { billing: { firstName: `Noor${NUL}` } }),
    refusal: bad(`${BILLING}.firstName`, FORBIDDEN),
  },
  {
    name: "an order with a right-to-left override in the last name",
    request: (f) => order(f, { billing: { lastName: "Bakker\u202egnirts" } }),
    refusal: bad(`${BILLING}.lastName`, BIDI),
  },
  {
    name: "an order with a C1 control in the city",
    request: (f) => order(f, { billing: { city: "Gronin\u0085gen" } }),
    refusal: bad(`${BILLING}.city`, FORBIDDEN),
  },
  {
    name: "an order with an escape sequence in the joined name it ignores",
    request: (f) => order(f, { billing: { name: "Noor\u001b[2J Bakker" } }),
    refusal: bad(`${BILLING}.name`, FORBIDDEN),
  },
  {
    name: "an order with a 10 kB address",
    request: (f) => order(f, { billing: { address: "Kerkstraat ".repeat(1000) } }),
    refusal: bad(`${BILLING}.address`, "Maximaal 200 karakters toegestaan"),
  },
  {
    name: "an order with NUL in the returnUrl",
    request: (f) => order(f, { returnUrl: `http://localhost:3000/evenementen/${f.eventId}${NUL}` }),
    refusal: bad("returnUrl", FORBIDDEN),
  },
  {
    name: "an order with a returnUrl over 2000 characters",
    request: (f) => order(f, { returnUrl: `http://localhost:3000/${"a".repeat(2000)}` }),
    refusal: bad("returnUrl", "Maximaal 2000 karakters toegestaan"),
  },
  {
    name: "an order bought in the year 9999",
    request: (f) => {
      const { variables } = order(f);
      const input = variables.input;
      return {
        document: CreateOrderDocument,
        variables: {
          input: {
            ...input,
            purchaseInformation: { ...input.purchaseInformation, purchasedAt: "9999-01-01T00:00:00Z" },
          },
        },
      };
    },
    refusal: { code: "BAD_USER_INPUT", message: SCALAR_MESSAGES.datetimeRange },
  },
  {
    name: "an enrolment with NUL in the first name",
    request: (f) => enrolment(f, { firstName: `Sanne${NUL}` }),
    refusal: bad("firstName", FORBIDDEN),
  },
  {
    name: "an enrolment with a bidi isolate in the organisation",
    request: (f) => enrolment(f, { organization: "FPC \u2067De Waterlinie\u2069" }),
    refusal: bad("organization", BIDI),
  },
  {
    name: "an enrolment with DEL in the function",
    request: (f) => enrolment(f, { function: `Socio\u007ftherapeut` }),
    refusal: bad("function", FORBIDDEN),
  },
  {
    name: "an enrolment with NUL in the e-mail address",
    request: (f) => enrolment(f, { email: `sanne${NUL}@example.org` }),
    refusal: bad("email", FORBIDDEN),
  },
  {
    name: "an enrolment with a 10 kB last name",
    request: (f) => enrolment(f, { lastName: "x".repeat(10_000) }),
    refusal: bad("lastName", "Maximaal 100 karakters toegestaan"),
  },
  {
    name: "a workshop sign-up with NUL in the first name",
    request: (f) => workshopSignUp(f, { firstName: `Sanne${NUL}` }),
    refusal: bad("firstName", FORBIDDEN),
  },
  {
    name: "a workshop sign-up with NUL in the ticket code",
    request: (f) => workshopSignUp(f, { registrationToken: `${f.forum.codes[0]}${NUL}` }),
    refusal: bad("registrationToken", FORBIDDEN),
  },
  {
    name: "a workshop sign-off with a line break in the e-mail address",
    request: (f) => ({
      document: UnregisterAttendeeDocument,
      variables: {
        input: {
          registrationToken: f.forum.codes[0],
          workshopId: f.forum.slots[0]!.workshopIds[0],
          email: "sanne@example.org\nBcc: x@example.org",
        },
      },
    }),
    refusal: bad("email", FORBIDDEN),
  },
  {
    name: "a cancel token with NUL",
    request: () => ({
      document: CancelCourseEnrollmentFactsDocument,
      variables: { input: { cancelToken: `${"a".repeat(32)}${NUL}` } },
    }),
    refusal: { code: "NOT_FOUND", message: /afmeldlink/i },
  },
  {
    name: "a course id with NUL",
    request: () => ({
      document: CourseDescriptionDocument,
      variables: { id: `${NUL}`.repeat(36) },
    }),
    refusal: { code: "BAD_USER_INPUT", message: SCALAR_MESSAGES.uuid },
  },
  {
    name: "a list cursor made up with NUL in its title",
    request: () => {
      const key = [false, "2026-11-22T10:00:00.000000Z", `a${NUL}b`, "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10"];
      const after = Buffer.from(JSON.stringify(key)).toString("base64url");
      return {
        document: CoursesPageDocument,
        variables: { first: 2, after },
      };
    },
    refusal: bad("after", /Ongeldige cursor/),
  },
];

for (const database of testDatabases()) {
  describe(`input hygiene on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;
    let fixtures: Fixtures;

    beforeAll(async () => {
      handle = await database.open();
      client = graphqlClient(handle.db, now);
      const event = await createEvent(handle.db, now);
      const forum = await createForum(handle.db, { slots: [[{ name: "Risicotaxatie", capacity: 3 }]] });
      const course = await createCourse(handle.db);
      fixtures = { eventId: event.eventId, ticketTypeId: event.ticketTypeIds[0]!, courseId: course.id, forum };
    });
    afterAll(async () => handle?.close());

    for (const testCase of CASES) {
      it(`refuses ${testCase.name} in Dutch, writing nothing`, async () => {
        const before = await rowCounts(handle.db);
        const { document, variables } = testCase.request(fixtures);
        const response: GraphQLResponse<unknown> = await client.runUnchecked(document, variables);
        expect(response.status).toBeLessThan(500);
        expect(response.errors).toHaveLength(1);
        const [error] = response.errors!;
        expect(error!.extensions?.code).toBe(testCase.refusal.code);
        expect(error!.message).toMatch(testCase.refusal.message);
        if (testCase.refusal.field) expect(error!.extensions?.field).toBe(testCase.refusal.field);
        expect(JSON.stringify(response)).not.toContain("\\u0000");
        expect(await rowCounts(handle.db)).toEqual(before);
      });
    }

    it("answers lookups with odd tokens as not found, not as a failure", async () => {
      const lookup = await client.run(TicketCodeIsValidDocument, { token: `FF-${NUL}`.repeat(50_000) });
      expect(lookup.data?.workshopsByRegistrationToken.isValid).toBe(false);
      const enrolment = await client.run(CourseEnrollmentFactsByCancelTokenDocument, {
        token: `${"a".repeat(20)}${NUL}`,
      });
      expect(enrolment).toMatchObject({ status: 200, data: { courseEnrollmentByCancelToken: null } });
    });

    it("stores names in any script, with emoji, in NFC and without invisible pasted characters", async () => {
      const { errors, data } = await client.run(EnrollCourseParticipantDocument, {
        input: {
          courseId: fixtures.courseId,
          ...PARTICIPANT,
          firstName: "Zoe\u0308\u200b",
          lastName: "نور 👩🏽‍⚕️",
          email: "zoe@example.org",
        },
      });
      expect(errors).toBeUndefined();
      const [stored] = (await enrollmentsOf(handle.db, fixtures.courseId)).filter(
        (row) => row.id === data!.enrollCourseParticipant.enrollmentId,
      );
      expect(stored).toMatchObject({ firstName: "Zoë", lastName: "نور 👩🏽‍⚕️" });
      await handle.db.delete(courseEnrollments);
    });
  });
}

describe("course descriptions: one allow-list on the way in and on the way out", () => {
  let handle: DatabaseHandle;
  const HOSTILE =
    `<p onmouseover="steal()">Programma</p><script>steal()</script><img src=x onerror="steal()">` +
    `<a href="javascript:steal()">klik</a><iframe src="https://evil.example.com"></iframe>` +
    `<svg><script>steal()</script></svg><a href="data:text/html,<script>steal()</script>">data</a>` +
    `<style>p{display:none}</style>`;
  const CLEAN =
    `<p>Programma</p><a rel="noopener noreferrer" target="_blank">klik</a>` +
    `<a rel="noopener noreferrer" target="_blank">data</a>`;

  beforeAll(async () => {
    handle = await testDatabases()[0]!.open();
  });
  afterAll(async () => handle?.close());

  it("sanitises a description when a course is written", async () => {
    const { id } = await createCourse(handle.db);
    const [{ id: _id, ...another }] = (await handle.db.select().from(courses).where(eq(courses.id, id))) as [
      typeof courses.$inferSelect,
    ];
    const written = await insertCourse(handle.db, { ...another, descriptionHtml: HOSTILE });
    const [row] = await handle.db.select().from(courses).where(eq(courses.id, written.id));
    expect(row!.descriptionHtml).toBe(CLEAN);
  });

  it("sanitises again when the API hands a description out, whatever way the row was written", async () => {
    const { id } = await createCourse(handle.db);
    await handle.db.update(courses).set({ descriptionHtml: HOSTILE }).where(eq(courses.id, id));
    const { data } = await graphqlClient(handle.db, now).run(CourseDescriptionDocument, { id });
    expect(data!.courseById!.description).toBe(CLEAN);
  });
});
