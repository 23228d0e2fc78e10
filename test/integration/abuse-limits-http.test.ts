import { randomUUID } from "node:crypto";
import type { DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { AbuseLimits, PrivacySettings, StaffSettings } from "../../server/domain/deps.ts";
import { buildSchema } from "../../server/graphql/schema.ts";
import { staffOperationNames } from "../../server/graphql/sdl.ts";
import {
  type PaymentMethod,
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  JoinCourseWaitlistDocument,
  JoinWorkshopWaitlistDocument,
  LeaveWorkshopWaitlistDocument,
  RequestCertificateNameCorrectionDocument,
  RequestPersonalDataLinkDocument,
  RequestStaffSignInLinkDocument,
  SetEnrollmentRegistrationNumbersDocument,
  SetTicketRegistrationNumbersDocument,
  SignOutDocument,
  UnregisterAttendeeDocument,
} from "../../app/graphql/generated.ts";
import {
  AcceptCourseWaitlistOfferFactsDocument,
  CancelCourseEnrollmentFactsDocument,
  EraseKeptDocument,
  LeaveCourseWaitlistFactsDocument,
  PermissionAddStaffMemberDocument,
  PermissionUpdateStaffMemberDocument,
  RegisterAttendeeFactsDocument,
  SignInTokenDocument,
} from "../graphql/generated.ts";
import { createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { settingsWithLimits, testDeps } from "../support/deps.ts";
import { operationBody } from "../support/operation-body.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { orderInput, writtenRows } from "../support/factories/orders.ts";
import { createEvent } from "../support/factories/events.ts";
import { ATTENDEE } from "../support/factories/workshops.ts";

// The abuse limits through the real HTTP app (/graphql behind Express, trusting X-Forwarded-For from
// this machine as in production), on PGlite and PostgreSQL.
const start = new Date("2027-02-01T10:00:00Z");
const HOUR = 3600;

/**
 * The mutations without a per-client limit, and why:
 * - signInWithLink: its token has 256 random bits, so guessing is hopeless whatever the rate; a malformed token is
 *   refused before any query, a well-formed one costs one indexed UPDATE. A limit would add a write per attempt.
 * - erasePersonalData: like signInWithLink, its token has 256 random bits; only a valid, unexpired link
 *   erases, and then only the data of the address the link was mailed to.
 * - the staff mutations: refused (UNAUTHENTICATED) before anything without a staff session; with one, the person
 *   is known, every change is in the audit log, and the session can be ended.
 */
const NOT_LIMITED: Record<string, { document: DocumentNode; variables: Record<string, unknown>; code: string }> = {
  erasePersonalData: {
    document: EraseKeptDocument,
    variables: { input: { token: "A".repeat(43), confirm: true } },
    code: "NOT_FOUND",
  },
  signInWithLink: {
    document: SignInTokenDocument,
    variables: { input: { token: "A".repeat(43) } },
    code: "NOT_FOUND",
  },
  signOut: {
    document: SignOutDocument,
    variables: { input: { everywhere: true } },
    code: "UNAUTHENTICATED",
  },
  addStaffMember: {
    document: PermissionAddStaffMemberDocument,
    variables: { input: { email: "nieuw@staff.example.org", name: "Nieuw", roles: ["beheerder"] } },
    code: "UNAUTHENTICATED",
  },
  updateStaffMember: {
    document: PermissionUpdateStaffMemberDocument,
    variables: {
      input: {
        id: "00000000-0000-4000-8000-000000000000",
        email: "x@staff.example.org",
        name: "X",
        roles: ["beheerder"],
        active: true,
      },
    },
    code: "UNAUTHENTICATED",
  },
};

type Answer = {
  status: number;
  retryAfter: string | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  data?: Record<string, unknown> | null;
};

for (const database of testDatabases()) {
  describe(`Abuse limits over HTTP on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    let servers: { url: string; close: () => Promise<void> }[] = [];

    async function startApp(
      limits: Partial<AbuseLimits> = {},
      staff: Partial<StaffSettings> = {},
      privacy: Partial<PrivacySettings> = {},
    ) {
      const base = settingsWithLimits(limits);
      const settings = { ...base, staff: { ...base.staff, ...staff }, privacy: { ...base.privacy, ...privacy } };
      const deps = testDeps(handle.db, () => now, { settings });
      const server = await listenOnFreePort(testHttpApp(deps));
      servers.push(server);
      /** A typed operation document with the variables of the case (some of them refused, on purpose). */
      return async (from: string, document: DocumentNode, variables: Record<string, unknown>): Promise<Answer> => {
        const response = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": from },
          body: JSON.stringify(operationBody(document, variables)),
        });
        const body = (await response.json()) as Omit<Answer, "status" | "retryAfter">;
        return { status: response.status, retryAfter: response.headers.get("retry-after"), ...body };
      };
    }

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      servers = [];
      await handle?.close();
    });

    async function anEvent() {
      const { eventId, ticketTypeIds } = await createEvent(handle.db, start, { ticketTypes: [{ quantity: 500 }] });
      return (email: string, paymentMethod: PaymentMethod = "IDEAL") => ({
        input: orderInput(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity: 1 }], {
          paymentMethod,
          billing: { email },
        }),
      });
    }
    const buyer = () => `koper-${randomUUID()}@voorbeeld.example.org`;

    it("answers the 11th order of one client within an hour with 429, Retry-After and a Dutch RATE_LIMITED, writing nothing", async () => {
      now = start;
      const send = await startApp();
      const order = await anEvent();
      for (let i = 0; i < 10; i++) {
        const placed = await send("203.0.113.10", CreateOrderDocument, order(buyer()));
        expect(placed.errors).toBeUndefined();
      }
      const before = await writtenRows(handle.db);
      const refused = await send("203.0.113.10", CreateOrderDocument, order(buyer()));
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBe(String(HOUR));
      expect(refused.errors).toEqual([
        {
          message: "Te veel pogingen. Probeer het over 60 minuten opnieuw.",
          path: ["createOrder"],
          locations: expect.any(Array) as unknown,
          extensions: { code: "RATE_LIMITED", retryAfterSeconds: HOUR },
        },
      ]);
      expect(await writtenRows(handle.db)).toEqual(before);

      // Another client is not affected; the same client may order again once the hour has passed.
      expect((await send("198.51.100.20", CreateOrderDocument, order(buyer()))).errors).toBeUndefined();
      now = new Date(start.getTime() + HOUR * 1000);
      expect((await send("203.0.113.10", CreateOrderDocument, order(buyer()))).errors).toBeUndefined();
    });

    it("counts the IPv6 addresses of one /64 network as one client, and another /64 apart", async () => {
      now = start;
      const send = await startApp();
      const order = await anEvent();
      for (let i = 1; i <= 10; i++) {
        expect((await send(`2001:db8:aa:1::${i.toString(16)}`, CreateOrderDocument, order(buyer()))).status).toBe(200);
      }
      const sameNetwork = await send("2001:db8:aa:1:ffff:ffff:ffff:1", CreateOrderDocument, order(buyer()));
      expect(sameNetwork.status).toBe(429);
      expect(sameNetwork.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
      expect((await send("2001:db8:aa:2::1", CreateOrderDocument, order(buyer()))).status).toBe(200);
    });

    it("limits one e-mail address however many clients send its orders, counting only orders placed", async () => {
      now = start;
      const send = await startApp();
      const order = await anEvent();
      const victim = buyer();
      // Refused orders (here: for an event that is sold out) never use up the address.
      const soldOut = await createEvent(handle.db, start, { ticketTypes: [{ quantity: 1 }], maxCapacity: 0 });
      const tooMany = {
        input: orderInput(soldOut.eventId, [{ ticketTypeId: soldOut.ticketTypeIds[0]!, quantity: 1 }], {
          billing: { email: victim },
        }),
      };
      for (let i = 1; i <= 5; i++) {
        expect((await send(`192.0.2.${100 + i}`, CreateOrderDocument, tooMany)).errors?.[0]?.extensions?.code).toBe(
          "SOLD_OUT",
        );
      }
      for (let i = 1; i <= 10; i++) {
        expect((await send(`192.0.2.${i}`, CreateOrderDocument, order(victim))).errors).toBeUndefined();
      }
      const refused = await send("192.0.2.200", CreateOrderDocument, order(victim.toUpperCase()));
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.message).toBe("Te veel pogingen. Probeer het over 60 minuten opnieuw.");
      expect((await send("192.0.2.200", CreateOrderDocument, order(buyer()))).errors).toBeUndefined();
    });

    it("answers the 11th enrolment and the 11th cancellation of one client within an hour with 429", async () => {
      now = start;
      const send = await startApp();
      const { id: courseId } = await createCourse(handle.db, { maxParticipants: 50 });
      const enrol = () =>
        send("203.0.113.30", EnrollCourseParticipantDocument, { input: { ...PARTICIPANT, courseId, email: buyer() } });
      for (let i = 0; i < 10; i++) expect((await enrol()).errors).toBeUndefined();
      const refused = await enrol();
      expect([refused.status, refused.retryAfter, refused.errors?.[0]?.extensions?.code]).toEqual([
        429,
        String(HOUR),
        "RATE_LIMITED",
      ]);

      const cancel = () =>
        send("203.0.113.31", CancelCourseEnrollmentFactsDocument, { input: { cancelToken: "x".repeat(32) } });
      for (let i = 0; i < 10; i++) expect((await cancel()).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect((await cancel()).status).toBe(429);
    });

    it("limits every limited mutation: over its limit each answers 429 RATE_LIMITED; the unlimited ones (NOT_LIMITED) never do", async () => {
      now = start;
      const send = await startApp(
        {
          ordersPerClientPerHour: 1,
          enrollmentsPerClientPerHour: 1,
          cancellationsPerClientPerHour: 1,
          codeAttemptsPerClientPerMinute: 2,
        },
        { signInRequestsPerClientPerHour: 1 },
        { linkRequestsPerClientPerHour: 1 },
      );
      const unknown = randomUUID();
      const workshop = { registrationToken: "FF-0000-0000-0000", workshopId: unknown };
      // One call of each mutation that spends its client's whole budget (a wrong code costs double).
      const calls: Record<string, (from: string) => Promise<Answer>> = {
        createOrder: (from) =>
          send(from, CreateOrderDocument, { input: orderInput(unknown, [{ ticketTypeId: unknown, quantity: 1 }]) }),
        enrollCourseParticipant: (from) =>
          send(from, EnrollCourseParticipantDocument, { input: { ...PARTICIPANT, courseId: unknown } }),
        cancelCourseEnrollment: (from) =>
          send(from, CancelCourseEnrollmentFactsDocument, { input: { cancelToken: "x".repeat(32) } }),
        // The course waitlist: joining counts as enrolling, taking an offer too, leaving as cancelling.
        joinCourseWaitlist: (from) =>
          send(from, JoinCourseWaitlistDocument, { input: { ...PARTICIPANT, courseId: unknown } }),
        acceptCourseWaitlistOffer: (from) =>
          send(from, AcceptCourseWaitlistOfferFactsDocument, { input: { token: "x".repeat(32) } }),
        leaveCourseWaitlist: (from) =>
          send(from, LeaveCourseWaitlistFactsDocument, { input: { token: "x".repeat(32) } }),
        registerAttendee: (from) => send(from, RegisterAttendeeFactsDocument, { input: { ...workshop, ...ATTENDEE } }),
        unregisterAttendee: (from) =>
          send(from, UnregisterAttendeeDocument, { input: { ...workshop, email: ATTENDEE.email } }),
        joinWorkshopWaitlist: (from) =>
          send(from, JoinWorkshopWaitlistDocument, { input: { ...workshop, ...ATTENDEE } }),
        leaveWorkshopWaitlist: (from) =>
          send(from, LeaveWorkshopWaitlistDocument, { input: { ...workshop, email: ATTENDEE.email } }),
        // A certificate's name-correction link counts as a code attempt; an unknown token costs double.
        requestCertificateNameCorrection: (from) =>
          send(from, RequestCertificateNameCorrectionDocument, {
            input: { token: "x".repeat(32), name: "Sanne Hofstede" },
          }),
        // A ticket's registration numbers, with its code: a code attempt, an unknown code costing double.
        setTicketRegistrationNumbers: (from) =>
          send(from, SetTicketRegistrationNumbersDocument, {
            input: { registrationToken: workshop.registrationToken, registrationNumbers: [] },
          }),
        // An enrolment's registration numbers, with its cancel token: a code attempt, an unknown token costing double.
        setEnrollmentRegistrationNumbers: (from) =>
          send(from, SetEnrollmentRegistrationNumbersDocument, {
            input: { cancelToken: "x".repeat(32), registrationNumbers: [] },
          }),
        // Staff sign-in: per client and per address, known or not; a bad address costs nothing, a good one a point.
        requestStaffSignInLink: (from) =>
          send(from, RequestStaffSignInLinkDocument, { input: { email: `${randomUUID()}@staff.example.org` } }),
        // "Mijn gegevens": per client and per address, known or not; each request writes a mail.
        requestPersonalDataLink: (from) =>
          send(from, RequestPersonalDataLinkDocument, { input: { email: `${randomUUID()}@voorbeeld.example.org` } }),
      };
      // The back office's other mutations refuse anyone without a staff session (UNAUTHENTICATED) before anything:
      // test/integration/staff-permissions.test.ts proves that for every one of them.
      const staffOnly = new Set(staffOperationNames().mutations);
      const mutations = Object.keys(buildSchema().getMutationType()?.getFields() ?? {}).filter(
        (name) => !staffOnly.has(name) || name in calls || name in NOT_LIMITED,
      );
      expect([...Object.keys(calls), ...Object.keys(NOT_LIMITED)].sort()).toEqual(mutations.sort());

      for (const [index, [name, call]] of Object.entries(calls).entries()) {
        const client = `198.51.100.${100 + index}`;
        const first = await call(client);
        expect(first.status, name).toBe(200);
        const second = await call(client);
        expect([second.status, second.errors?.[0]?.extensions?.code], name).toEqual([429, "RATE_LIMITED"]);
      }

      // The others are never limited; each answers what it always answers, however often one client asks.
      for (const [index, [name, { document, variables, code }]] of Object.entries(NOT_LIMITED).entries()) {
        const client = `198.51.100.${200 + index}`;
        for (let attempt = 0; attempt < 5; attempt++) {
          const answer = await send(client, document, variables);
          expect([answer.status === 429, answer.errors?.[0]?.extensions?.code], name).toEqual([false, code]);
        }
      }
    });
  });
}
