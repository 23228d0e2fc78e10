import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courses, events, ticketTypes } from "../../server/db/schema/index.ts";
import { insertEventWithTicketTypes } from "../../server/db/factories/events.ts";
import { seedDemoContent } from "../../server/db/seed/index.ts";
import { INVALID_CURSOR, INVALID_PAGE_SIZE } from "../../server/domain/pagination.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import {
  CoursesPageDocument,
  EventsPageDocument,
  ListsWithRelatedRowsDocument,
  type CoursesPageQuery,
  type EventsPageQuery,
  type EventType,
} from "../graphql/generated.ts";

// The public lists: allEvents and allCourses page by cursor (keyset), count in the database, and keep their order.
const now = new Date("2026-11-22T10:00:00Z");

/** One page of either list: what the paging tests read of both. */
type Connection = EventsPageQuery["allEvents"] | CoursesPageQuery["allCourses"];
type PageVariables = { first?: number | null; after?: string | null; type?: EventType | null };

for (const database of testDatabases()) {
  describe(`Paged lists on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let client: ReturnType<typeof graphqlClient>;

    async function list(name: "allEvents" | "allCourses", variables: PageVariables = {}) {
      if (name === "allEvents") {
        const result = await client.run(EventsPageDocument, variables);
        return { ...result, connection: result.data?.allEvents };
      }
      const { type: _onlyForEvents, ...courseVariables } = variables;
      const result = await client.run(CoursesPageDocument, courseVariables);
      return { ...result, connection: result.data?.allCourses };
    }

    /** Every page of `size` in turn, following endCursor until hasNextPage is false. */
    async function allPages(name: "allEvents" | "allCourses", size: number, type?: "EVENT" | "FORUM") {
      const pages: Connection[] = [];
      let after: string | null = null;
      do {
        const { errors, connection } = await list(name, { first: size, after, type: type ?? null });
        expect(errors).toBeUndefined();
        pages.push(connection!);
        after = connection!.pageInfo.endCursor;
      } while (pages.at(-1)!.pageInfo.hasNextPage && pages.length < 50);
      return pages;
    }

    /** The order of the former implementation: all loaded by start and name, then split in upcoming and past. */
    async function eventOrderAsBefore(type?: "EVENT" | "FORUM"): Promise<string[]> {
      const rows = await handle.db
        .select({ id: events.id, endsAt: events.endsAt })
        .from(events)
        .where(and(eq(events.visibilityStatus, "PUBLIC"), type ? eq(events.type, type) : undefined))
        .orderBy(asc(events.startsAt), asc(events.name));
      const upcoming = rows.filter((row) => row.endsAt.getTime() >= now.getTime());
      const past = rows.filter((row) => row.endsAt.getTime() < now.getTime()).reverse();
      return [...upcoming, ...past].map((row) => row.id);
    }

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoContent(handle.db, { now, settings: TEST_SETTINGS });
      client = graphqlClient(handle.db, now);
    });
    afterAll(async () => handle?.close());

    it("keeps the order of the events: upcoming soonest first, then past most recent first", async () => {
      for (const type of ["EVENT", "FORUM", undefined] as const) {
        const { connection } = await list("allEvents", { type: type ?? null });
        const expected = await eventOrderAsBefore(type);
        expect(expected.length).toBeGreaterThan(0);
        expect(connection!.nodes.map((event) => event.id)).toEqual(expected);
        expect(connection!.totalCount).toBe(expected.length);
        expect(connection!.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
      }
    });

    it("pages through the events across the turn from upcoming to past, each event once", async () => {
      const expected = await eventOrderAsBefore();
      const ended = await handle.db.select({ id: events.id }).from(events).where(lt(events.endsAt, now));
      expect(ended.length).toBeGreaterThan(0);
      const pages = await allPages("allEvents", 2);
      expect(pages.flatMap((page) => page.nodes.map((event) => event.id))).toEqual(expected);
      expect(pages).toHaveLength(Math.ceil(expected.length / 2));
      for (const page of pages) expect(page.totalCount).toBe(expected.length);
      expect(pages.slice(0, -1).every((page) => page.pageInfo.hasNextPage)).toBe(true);
      expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
    });

    it("counts every event of the filter in the database, not the events of the page", async () => {
      const [forums] = await handle.db
        .select({ total: count() })
        .from(events)
        .where(and(eq(events.visibilityStatus, "PUBLIC"), eq(events.type, "EVENT")));
      expect(forums!.total).toBeGreaterThan(1);
      const { connection } = await list("allEvents", { first: 1, type: "EVENT" });
      expect(connection!.nodes).toHaveLength(1);
      expect(connection!.totalCount).toBe(forums!.total);
      expect(connection!.pageInfo.hasNextPage).toBe(true);
    });

    it("answers an empty page for first: 0, and all events when first is above what there is", async () => {
      const empty = await list("allEvents", { first: 0 });
      expect(empty.connection!.nodes).toEqual([]);
      expect(empty.connection!.pageInfo).toEqual({ hasNextPage: true, endCursor: null });
      const all = await list("allEvents", { first: 1000 });
      expect(all.connection!.nodes.map((event) => event.id)).toEqual(await eventOrderAsBefore());
    });

    it("continues after the cursor when an event is added before it, instead of shifting like an offset", async () => {
      const first = await list("allEvents", { first: 2, type: "EVENT" });
      const lastSeen = first.connection!.nodes.at(-1)!.id;
      // Running since a month: the first upcoming event, before the cursor.
      const added = await insertEventWithTicketTypes(
        handle.db,
        {
          name: "Doorlopende intervisiereeks",
          type: "EVENT",
          startsAt: new Date(now.getTime() - 30 * 86_400_000),
          endsAt: new Date(now.getTime() + 3_600_000),
        },
        [],
      );
      try {
        const next = await list("allEvents", {
          first: 100,
          type: "EVENT",
          after: first.connection!.pageInfo.endCursor,
        });
        const expected = await eventOrderAsBefore("EVENT");
        expect(expected.indexOf(added.id)).toBeLessThan(expected.indexOf(lastSeen));
        expect(next.connection!.nodes.map((event) => event.id)).toEqual(expected.slice(expected.indexOf(lastSeen) + 1));
        expect(next.connection!.totalCount).toBe(expected.length);
      } finally {
        await handle.db.delete(events).where(eq(events.id, added.id));
      }
    });

    it("never skips or repeats events whose start differs by microseconds", async () => {
      const starts = [
        "2027-06-01 09:00:00.000100+00",
        "2027-06-01 09:00:00.000200+00",
        "2027-06-01 09:00:00.000300+00",
      ];
      // Written directly: starts microseconds apart, which no form or service can give (they take milliseconds).
      const added = await handle.db
        .insert(events)
        .values(
          starts.map((start) => ({
            name: "Intervisie",
            startsAt: sql`${start}::timestamptz`,
            endsAt: new Date("2027-06-01T12:00:00Z"),
          })),
        )
        .returning({ id: events.id });
      try {
        const pages = await allPages("allEvents", 1);
        const ids = pages.flatMap((page) => page.nodes.map((event) => event.id));
        expect(ids).toEqual(await eventOrderAsBefore());
        expect(ids.filter((id) => added.some((event) => event.id === id))).toHaveLength(3);
      } finally {
        await handle.db.delete(events).where(
          inArray(
            events.id,
            added.map((event) => event.id),
          ),
        );
      }
    });

    it("pages through the courses in their order, completed ones last, counting them in the database", async () => {
      const all = await list("allCourses");
      const expected = all.connection!.nodes.map((course) => course.id);
      const [publicCourses] = await handle.db
        .select({ total: count() })
        .from(courses)
        .where(inArray(courses.status, ["PUBLISHED", "CANCELED", "COMPLETED"]));
      expect(expected).toHaveLength(publicCourses!.total);
      const pages = await allPages("allCourses", 4);
      expect(pages.flatMap((page) => page.nodes.map((course) => course.id))).toEqual(expected);
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) expect(page.totalCount).toBe(publicCourses!.total);
    });

    it("reads ticket types, organisations and instructors once per request, however many items the list has", async () => {
      let selects = 0;
      const counting = new Proxy(handle.db, {
        get(target, property, receiver) {
          if (property === "select") selects++;
          return Reflect.get(target, property, receiver);
        },
      });
      const { data, errors } = await graphqlClient(counting, now).run(ListsWithRelatedRowsDocument);
      expect(errors).toBeUndefined();
      expect(data!.allEvents.nodes.length).toBeGreaterThan(3);
      expect(data!.allCourses.nodes.length).toBeGreaterThan(3);
      // Events (upcoming, past), their ticket types; courses, their organisations, their instructors.
      expect(selects).toBe(6);
      expect(data!.allCourses.nodes.every((course) => course.organization.name !== "")).toBe(true);
      const withTickets = data!.allEvents.nodes.filter((event) => event.ticketTypes.length > 0);
      expect(withTickets.length).toBeGreaterThan(1);
      for (const event of withTickets) {
        const rows = await handle.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
        expect(event.ticketTypes.map((ticketType) => ticketType.id).sort()).toEqual(rows.map((row) => row.id).sort());
      }
    });

    it("refuses a cursor it did not make and a negative first with a Dutch BAD_USER_INPUT", async () => {
      const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString("base64url");
      const { connection } = await list("allEvents", { first: 1 });
      const eventCursor = connection!.pageInfo.endCursor!;
      const badCursors = [
        "nonsense",
        "",
        forged({ id: "x" }),
        forged([false, "2027-02-30T09:00:00.000000Z", "Naam", "3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10"]),
        forged([false, "2027-02-01T09:00:00.000000Z", "Naam", "geen-uuid"]),
      ];
      for (const [name, after] of [
        ...badCursors.map((cursor) => ["allEvents", cursor] as const),
        ...badCursors.map((cursor) => ["allCourses", cursor] as const),
      ]) {
        const { status, errors } = await list(name, { first: 2, after });
        expect(status).toBeLessThan(500);
        expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(errors?.[0]?.message).toBe(INVALID_CURSOR);
      }
      const negative = await list("allCourses", { first: -1 });
      expect(negative.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(negative.errors?.[0]?.message).toBe(INVALID_PAGE_SIZE);
      // An event cursor has the shape of a course cursor, so it is accepted there: both are only positions.
      expect((await list("allCourses", { first: 1, after: eventCursor })).errors).toBeUndefined();
    });
  });
}
