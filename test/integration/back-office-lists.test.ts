import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../server/db/client.ts";
import { insertEventWithTicketTypes } from "../../server/db/factories/events.ts";
import { orders, type ORDER_STATUSES } from "../../server/db/schema/index.ts";
import { listCourseEnrollments } from "../../server/domain/courses/enrollment-list.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { listOrders } from "../../server/domain/orders/order-list.ts";
import type { Page, PageArgs } from "../../server/domain/pagination.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_BUYER } from "../support/factories/orders.ts";

// The lists the back office will page through (orders, course enrolments), at the domain level only:
// they hold personal data, so they get no GraphQL query until there is a staff permission.
type OrderStatus = (typeof ORDER_STATUSES)[number];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));

/** Every page of `size`, following endCursor; the ids in the order they came. */
async function pageThrough<T extends { id: string }>(load: (page: PageArgs) => Promise<Page<T>>, size: number) {
  const pages: Page<T>[] = [];
  let after: string | null = null;
  do {
    const page: Page<T> = await load({ first: size, after });
    pages.push(page);
    after = page.pageInfo.endCursor;
  } while (pages.at(-1)!.pageInfo.hasNextPage && pages.length < 50);
  return { pages, ids: pages.flatMap((page) => page.nodes.map((node) => node.id)) };
}

async function insertEvent(db: Database, name: string): Promise<string> {
  const event = { name, startsAt: new Date("2027-03-11T08:30:00Z"), endsAt: new Date("2027-03-11T16:00:00Z") };
  return (await insertEventWithTicketTypes(db, event, [])).id;
}

async function insertOrders(db: Database, eventId: string, specs: { status: OrderStatus; createdAt?: Date }[]) {
  // Written directly: the lists page over chosen moments and over the database's own microsecond timestamps.
  const rows = await db
    .insert(orders)
    .values(
      specs.map(({ status, createdAt }) => ({
        eventId,
        status,
        paymentMethod: "INVOICE" as const,
        totalCents: 9500,
        ...TEST_BUYER,
        purchasedAt: at(0),
        returnUrl: "http://localhost:3000/evenementen/x/aanmelden-voltooid",
        ...(createdAt ? { createdAt } : {}),
      })),
    )
    .returning({ id: orders.id, createdAt: orders.createdAt });
  return rows;
}

for (const database of testDatabases()) {
  describe(`Back-office lists on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let forum: string;
    let course: string;

    beforeAll(async () => {
      handle = await database.open();
      forum = await insertEvent(handle.db, "Jaarcongres");
      const workshopDay = await insertEvent(handle.db, "Studiemiddag");
      await insertOrders(handle.db, forum, [
        { status: "INVOICED", createdAt: at(1) },
        { status: "PAID", createdAt: at(5) },
        { status: "PAID", createdAt: at(5) }, // the same moment: the id decides
        { status: "CANCELED", createdAt: at(3) },
      ]);
      // The database's own clock, with microseconds, as a row written without created_at gets it.
      await insertOrders(handle.db, forum, [{ status: "PENDING" }, { status: "PAID" }]);
      await insertOrders(handle.db, workshopDay, [{ status: "PAID", createdAt: at(2) }]);

      course = (await createCourse(handle.db)).id;
      const other = (await createCourse(handle.db, { title: "Andere cursus" })).id;
      for (const [index, minute] of [4, 1, 3, 1, 2].entries()) {
        await enrolInCourse(handle.db, course, {
          email: `deelnemer${index}@example.org`,
          at: at(minute),
          canceledAt: index === 2 ? at(10) : undefined,
        });
      }
      await enrolInCourse(handle.db, other, { at: at(1) });
    });
    afterAll(async () => handle?.close());

    /** All orders in the expected order: newest first, then the highest id first. */
    async function newestFirst(where: (order: { eventId: string; status: OrderStatus }) => boolean = () => true) {
      const rows = (await handle.db.select().from(orders)).filter(where);
      return rows
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
        .map((row) => row.id);
    }

    it("lists orders newest first, and pages through them without skipping or repeating one", async () => {
      const all = await listOrders(handle.db);
      expect(all.nodes.map((order) => order.id)).toEqual(await newestFirst());
      expect(all.totalCount).toBe(7);
      expect(all.nodes[0]).toMatchObject({ email: TEST_BUYER.email, totalCents: 9500 });

      const { pages, ids } = await pageThrough((page) => listOrders(handle.db, { page }), 2);
      expect(ids).toEqual(all.nodes.map((order) => order.id));
      expect(pages.map((page) => page.nodes.length)).toEqual([2, 2, 2, 1]);
      expect(pages.every((page) => page.totalCount === 7)).toBe(true);
      expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, true, false]);
    });

    it("filters orders by event and by status, counting the filter in the database", async () => {
      const ofForum = await listOrders(handle.db, { eventId: forum, page: { first: 1 } });
      expect(ofForum.totalCount).toBe(6);
      expect(ofForum.nodes.map((order) => order.id)).toEqual(
        (await newestFirst((o) => o.eventId === forum)).slice(0, 1),
      );

      const paid = await listOrders(handle.db, { status: "PAID" });
      expect(paid.nodes.map((order) => order.id)).toEqual(await newestFirst((o) => o.status === "PAID"));
      expect(paid.totalCount).toBe(4);

      const paidOfForum = await listOrders(handle.db, { eventId: forum, status: "PAID", page: { first: 2 } });
      expect(paidOfForum.totalCount).toBe(3);
      expect(paidOfForum.pageInfo.hasNextPage).toBe(true);

      expect(await listOrders(handle.db, { eventId: "geen-uuid" })).toEqual({
        nodes: [],
        totalCount: 0,
        pageInfo: { hasNextPage: false, endCursor: null },
      });
    });

    it("continues after the cursor when newer orders come in, instead of shifting like an offset", async () => {
      const first = await listOrders(handle.db, { eventId: forum, page: { first: 3 } });
      const [newer] = await insertOrders(handle.db, forum, [
        { status: "PAID", createdAt: new Date("2030-01-01T00:00:00Z") },
      ]);
      try {
        const next = await listOrders(handle.db, { eventId: forum, page: { after: first.pageInfo.endCursor } });
        const expected = await newestFirst((o) => o.eventId === forum);
        expect(expected[0]).toBe(newer!.id);
        expect(next.nodes.map((order) => order.id)).toEqual(expected.slice(4));
        expect(next.totalCount).toBe(7);
      } finally {
        await handle.db.delete(orders).where(eq(orders.id, newer!.id));
      }
    });

    it("lists a course's enrolments in the order they came in, without their cancel tokens", async () => {
      const all = await listCourseEnrollments(handle.db, course);
      expect(all.totalCount).toBe(5);
      expect(all.nodes.map((enrollment) => enrollment.createdAt.getTime())).toEqual(
        [1, 1, 2, 3, 4].map((minute) => at(minute).getTime()),
      );
      expect(all.nodes.map((enrollment) => enrollment.status)).toContain("CANCELED");
      for (const enrollment of all.nodes) {
        expect(enrollment.courseId).toBe(course);
        expect(enrollment).not.toHaveProperty("cancelToken");
      }
      const { pages, ids } = await pageThrough((page) => listCourseEnrollments(handle.db, course, page), 2);
      expect(ids).toEqual(all.nodes.map((enrollment) => enrollment.id));
      expect(pages.every((page) => page.totalCount === 5)).toBe(true);
      expect((await listCourseEnrollments(handle.db, "geen-uuid")).nodes).toEqual([]);
    });

    it("refuses a cursor it did not make and a negative first", async () => {
      for (const run of [
        () => listOrders(handle.db, { page: { after: "onzin" } }),
        () => listCourseEnrollments(handle.db, course, { first: 2, after: "onzin" }),
        () => listOrders(handle.db, { page: { first: -2 } }),
      ]) {
        await expect(run()).rejects.toSatisfy(
          (error: unknown) => error instanceof DomainError && error.code === "BAD_USER_INPUT",
        );
      }
    });
  });
}
