import { TEST_SETTINGS } from "../support/deps.ts";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AffiliatesQueryDocument,
  AllCoursesDocument,
  EventQueryDocument,
  EventsQueryDocument,
  FeaturedEventQueryDocument,
  GetCourseByIdDocument,
  ValidateTokenDocument,
  VacanciesQueryDocument,
} from "../../app/graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { ForumEventTypesDocument } from "../graphql/generated.ts";
import { courses, events } from "../../server/db/schema/index.ts";
import { seedDemoContent } from "../../server/db/seed/index.ts";
import { DEMO_TICKET_CODES } from "../../server/db/seed/demo-order.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { testDatabases } from "../support/databases.ts";

// Every query of docs/product.md §7, sent as the web app sends it, against seeded demo content.
const now = new Date("2026-11-22T10:00:00Z");

for (const database of testDatabases()) {
  describe(`GraphQL queries on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoContent(handle.db, { now: now, settings: TEST_SETTINGS });
      client = graphqlClient(handle.db, now);
    });
    afterAll(async () => handle?.close());

    describe("AllCourses", () => {
      it("lists the public courses, soonest first and completed last, with places computed from enrolments", async () => {
        const { status, data, errors } = await client.run(AllCoursesDocument);
        expect(status).toBe(200);
        expect(errors).toBeUndefined();
        const nodes = data!.allCourses.nodes;
        expect(nodes.length).toBeGreaterThanOrEqual(6);
        expect(new Set(nodes.map((course) => course.status))).toEqual(new Set(["PUBLISHED", "CANCELED", "COMPLETED"]));
        // The overview opens with what can still be attended; completed courses follow, each part in start order.
        const completed = nodes.findIndex((course) => course.status === "COMPLETED");
        expect(completed).toBeGreaterThan(0);
        expect(nodes.slice(completed).every((course) => course.status === "COMPLETED")).toBe(true);
        for (const part of [nodes.slice(0, completed), nodes.slice(completed)]) {
          const starts = part.map((course) => Date.parse(course.timeFrame.start));
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
        }
        for (const course of nodes) {
          expect(course.availablePlaces).toBeGreaterThanOrEqual(0);
          expect(course.availablePlaces).toBeLessThanOrEqual(course.maxParticipants);
          expect(course.isFull).toBe(course.availablePlaces === 0);
          expect(course.organization.name).not.toBe("");
          expect(course.location.city).not.toBe("");
        }
        expect(nodes.some((course) => course.status === "PUBLISHED" && course.isFull)).toBe(true);
        expect(nodes.some((course) => course.status === "PUBLISHED" && !course.isFull)).toBe(true);
        expect(nodes.some((course) => course.organization.logoUrl === null)).toBe(true);
      });

      it("never shows draft courses", async () => {
        const drafts = await handle.db.select({ id: courses.id }).from(courses).where(eq(courses.status, "DRAFT"));
        expect(drafts.length).toBeGreaterThan(0);
        const { data } = await client.run(AllCoursesDocument);
        const ids = new Set(data!.allCourses.nodes.map((course) => course.id));
        for (const draft of drafts) expect(ids.has(draft.id)).toBe(false);
        const byId = await client.run(GetCourseByIdDocument, { courseId: drafts[0]!.id });
        expect(byId.data!.courseById).toBeNull();
      });
    });

    describe("GetCourseById", () => {
      it("returns a course with its sanitised HTML description and instructors", async () => {
        const list = await client.run(AllCoursesDocument);
        const first = list.data!.allCourses.nodes[0]!;
        const { data, errors } = await client.run(GetCourseByIdDocument, { courseId: first.id });
        expect(errors).toBeUndefined();
        const course = data!.courseById!;
        expect(course.id).toBe(first.id);
        expect(course.title).toBe(first.title);
        expect(course.description).toMatch(/<p>/);
        expect(course.description).not.toMatch(/<script|onerror=|javascript:/i);
        expect(course.instructors.length).toBeGreaterThan(0);
        expect(course.instructors[0]).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          function: expect.any(String),
          experience: expect.any(String),
        });
      });

      it("returns null for an unknown id", async () => {
        const { status, data, errors } = await client.run(GetCourseByIdDocument, { courseId: randomUUID() });
        expect(status).toBe(200);
        expect(errors).toBeUndefined();
        expect(data!.courseById).toBeNull();
      });

      it("rejects a malformed id with a Dutch BAD_USER_INPUT error, not a server error", async () => {
        const { status, errors } = await client.run(GetCourseByIdDocument, { courseId: "abc" });
        expect(status).toBeLessThan(500);
        expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(errors?.[0]?.message).toMatch(/Ongeldig ID/);
      });
    });

    describe("AffiliatesQuery", () => {
      it("lists the friends with name, description, website and logo", async () => {
        const { data, errors } = await client.run(AffiliatesQueryDocument);
        expect(errors).toBeUndefined();
        const nodes = data!.allAffiliates.nodes;
        expect(nodes.length).toBeGreaterThanOrEqual(24);
        for (const affiliate of nodes) {
          expect(affiliate.organizationName).not.toBe("");
          expect(affiliate.description).not.toBe("");
          expect(affiliate.url).toMatch(/^https:\/\/.+\.example\.org/);
          expect(affiliate.logoUrl).toMatch(/^\/assets\/demo\/logos\/.+\.svg$/);
          expect(affiliate.status).toBe("ACTIVE");
          expect(affiliate.members).toEqual([]);
        }
      });
    });

    describe("FeaturedEventQuery and EventQuery", () => {
      it("returns the featured forum, and the same event by id with its ticket types", async () => {
        const featured = await client.run(FeaturedEventQueryDocument);
        const forum = featured.data!.currentFeaturedEvent!;
        expect(forum.type).toBe("FORUM");
        expect(Date.parse(forum.timeFrame.start)).toBeGreaterThan(now.getTime());

        const { data, errors } = await client.run(EventQueryDocument, { id: forum.id });
        expect(errors).toBeUndefined();
        const event = data!.eventById!;
        expect(event.name).toBe(forum.name);
        expect(event.ticketTypes.length).toBeGreaterThanOrEqual(4);
        const free = event.ticketTypes.find((ticketType) => ticketType.free);
        expect(free?.price).toBe(0);
        const paid = event.ticketTypes.filter((ticketType) => !ticketType.free);
        for (const ticketType of paid) expect(ticketType.price).toBeGreaterThan(0);
        expect(event.ticketTypes.some((ticketType) => !ticketType.visible)).toBe(true);
        const sold = event.ticketTypes.reduce((sum, ticketType) => sum + ticketType.soldTickets, 0);
        expect(event.currentCapacity).toBe(event.maxCapacity! - sold);
      });

      it("returns null for an unknown, hidden or malformed-but-valid id and an error for a malformed one", async () => {
        expect((await client.run(EventQueryDocument, { id: randomUUID() })).data!.eventById).toBeNull();

        const list = await client.run(EventsQueryDocument, { type: "EVENT" });
        const someEvent = list.data!.allEvents.nodes[0]!;
        await handle.db.update(events).set({ visibilityStatus: "HIDDEN" }).where(eq(events.id, someEvent.id));
        try {
          expect((await client.run(EventQueryDocument, { id: someEvent.id })).data!.eventById).toBeNull();
        } finally {
          await handle.db.update(events).set({ visibilityStatus: "PUBLIC" }).where(eq(events.id, someEvent.id));
        }

        const malformed = await client.run(EventQueryDocument, { id: "not-a-uuid" });
        expect(malformed.status).toBeLessThan(500);
        expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      });
    });

    describe("EventsQuery", () => {
      it("lists only events of type EVENT: upcoming first, past ones last", async () => {
        const { data, errors } = await client.run(EventsQueryDocument, { type: "EVENT" });
        expect(errors).toBeUndefined();
        const nodes = data!.allEvents.nodes;
        expect(nodes.length).toBeGreaterThanOrEqual(3);
        expect(nodes.every((event) => event.type === "EVENT")).toBe(true);
        expect(nodes.some((event) => event.featuredImageUrl === null)).toBe(true);
        const ended = nodes.map((event) => Date.parse(event.timeFrame.end) < now.getTime());
        expect(ended.at(-1)).toBe(true);
        expect(ended).toEqual([...ended].sort((a, b) => Number(a) - Number(b)));
      });

      it("filters by event type, as EventsQuery does, when the filter is written inline", async () => {
        const { data } = await client.run(ForumEventTypesDocument);
        expect(data!.allEvents.nodes.length).toBeGreaterThanOrEqual(1);
        expect(data!.allEvents.nodes.every((event) => event.type === "FORUM")).toBe(true);
      });
    });

    describe("VacanciesQuery", () => {
      it("returns the open vacancy for a psychodiagnostic worker, 16 hours, in the north", async () => {
        const { data, errors } = await client.run(VacanciesQueryDocument);
        expect(errors).toBeUndefined();
        expect(data!.allVacancies.nodes).toHaveLength(1);
        const vacancy = data!.allVacancies.nodes[0]!;
        expect(vacancy.title).toMatch(/psychodiagnostisch medewerker/i);
        expect(vacancy.hoursPerWeek).toBe(16);
        expect(vacancy.status).toBe("OPEN");
        expect(vacancy.description.summary).not.toBe("");
        expect(vacancy.salary?.currency).toBe("EUR");
        expect(vacancy.contactPhones.length).toBeGreaterThan(0);
      });
    });

    describe("ValidateToken", () => {
      it("accepts a paid ticket's code and lists the forum's workshops with places left", async () => {
        const { data, errors } = await client.run(ValidateTokenDocument, { token: DEMO_TICKET_CODES[0] });
        expect(errors).toBeUndefined();
        const lookup = data!.workshopsByRegistrationToken;
        expect(lookup.isValid).toBe(true);
        expect(lookup.availableWorkshops.length).toBeGreaterThanOrEqual(6);
        expect(new Set(lookup.availableWorkshops.map((workshop) => workshop.slotId)).size).toBe(2);
        for (const workshop of lookup.availableWorkshops) {
          expect(workshop.currentCapacity).toBeLessThanOrEqual(workshop.maxCapacity);
          expect(Date.parse(workshop.timeFrame.end)).toBeGreaterThan(Date.parse(workshop.timeFrame.start));
        }
        expect(lookup.registeredWorkshops).toEqual([]);
      });

      it("lists the workshops a code is already registered for, however the code is typed", async () => {
        const typed = DEMO_TICKET_CODES[1].toLowerCase().replaceAll("-", " ");
        const { data } = await client.run(ValidateTokenDocument, { token: typed });
        const lookup = data!.workshopsByRegistrationToken;
        expect(lookup.isValid).toBe(true);
        expect(lookup.registeredWorkshops).toHaveLength(1);
        const registered = lookup.availableWorkshops.find((w) => w.id === lookup.registeredWorkshops[0]!.id);
        expect(registered).toBeDefined();
      });

      it("answers isValid false, without an error, for unknown or nonsense codes", async () => {
        for (const token of ["FF-0000-0000-0000", "hallo", ""]) {
          const { data, errors } = await client.run(ValidateTokenDocument, { token });
          expect(errors).toBeUndefined();
          expect(data!.workshopsByRegistrationToken).toEqual({
            isValid: false,
            availableWorkshops: [],
            registeredWorkshops: [],
            waitlistEntries: [],
            changesCloseAt: null,
            changesClosed: false,
          });
        }
      });
    });

    describe("limits", () => {
      it("refuses a query that asks for too many fields", async () => {
        const fields = Array.from({ length: 450 }, (_, i) => `a${i}: __typename`).join(" ");
        // A query's text by hand: the case is about the transport's limits, which no typed document reaches.
        const { status, errors } = await client.postRawBody({ query: `{ ${fields} }` });
        expect(status).toBeLessThan(500);
        expect(errors?.[0]?.message).toMatch(/te veel velden/);
      });
    });
  });
}
