import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { expireCourseWaitlistOffers } from "../../server/domain/courses/waitlist/expire-offers.ts";
import { createFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import {
  enrollmentsOf,
  createCourse,
  PARTICIPANT,
  counters,
  countedRows,
  waitlistEntriesOfCourse,
  waitlistMails,
} from "../support/factories/courses.ts";
import { testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { EnrollCourseParticipantDocument, JoinCourseWaitlistDocument } from "../../app/graphql/generated.ts";
import { AcceptCourseWaitlistOfferFactsDocument, CancelCourseEnrollmentFactsDocument } from "../graphql/generated.ts";

// Decision 0018: the course waitlist on real PostgreSQL, driven through TWO connection pools on one
// database (as two app processes are), so promotions, accepts, cancellations and expiries really overlap.
const HOUR = 3_600_000;
const WAITING = 50;
const FREED = 3;
const base = new Date("2027-02-01T10:00:00Z").getTime();
const startedAt = Date.now();
/** A clock that runs from `base` (plus a shift the tests set), so join times differ as in real life. */
let shift = 0;
const clock = () => new Date(base + shift + (Date.now() - startedAt));

describe.skipIf(!postgresSuiteCanRun("Course waitlist across two connection pools"))(
  "Course waitlist across two connection pools",
  () => {
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let clients: ReturnType<typeof graphqlClient>[];
    beforeAll(async () => {
      const fresh = await createFreshPostgres(postgresUrl!);
      first = fresh.handle;
      second = openDatabase({ databaseUrl: fresh.url });
      clients = [graphqlClient(first.db, clock), graphqlClient(second.db, clock)];
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });
    const via = (i: number) => clients[i % 2]!;
    const person = (i: number, prefix: string) => ({ ...PARTICIPANT, email: `${prefix}${i}@example.org` });

    async function fullCourseWithWaitlist(places: number, waiting: number, prefix: string) {
      const { id } = await createCourse(first.db, { maxParticipants: places });
      for (let i = 0; i < places; i++) {
        await via(i).run(EnrollCourseParticipantDocument, { input: { courseId: id, ...person(i, `${prefix}-in`) } });
      }
      const joined = await Promise.all(
        Array.from({ length: waiting }, (_, i) =>
          via(i).run(JoinCourseWaitlistDocument, { input: { courseId: id, ...person(i, `${prefix}-wacht`) } }),
        ),
      );
      expect(joined.filter((result) => result.data?.joinCourseWaitlist?.status === "WAITING")).toHaveLength(waiting);
      const positions = joined.map((result) => result.data!.joinCourseWaitlist!.position).sort((a, b) => a! - b!);
      // Joins of one course queue on its row: the positions told are 1, 2, 3, ... with no two alike.
      expect(positions).toEqual(Array.from({ length: waiting }, (_, i) => i + 1));
      return id;
    }

    async function expectCountersMatchRows(courseId: string) {
      const { enrolled, offered } = await counters(first.db, courseId);
      expect({ enrolled, offered }).toEqual(await countedRows(first.db, courseId));
    }

    it(`${WAITING} waiting, ${FREED} places freed at once through both pools: exactly ${FREED} offers, to the first ${FREED}`, async () => {
      const id = await fullCourseWithWaitlist(10, WAITING, "a");
      const tokens = (await enrollmentsOf(first.db, id)).map((row) => row.cancelToken).slice(0, FREED);
      // Every cancel link clicked twice, once through each pool: three places are freed, no more.
      const results = await Promise.all(
        tokens.flatMap((cancelToken, i) =>
          [0, 1].map((pool) => via(i + pool).run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken } })),
        ),
      );
      expect(results.filter((result) => result.errors)).toEqual([]);
      const entries = await waitlistEntriesOfCourse(first.db, id);
      const offered = entries.filter((entry) => entry.status === "OFFERED");
      expect(offered).toHaveLength(FREED);
      expect(offered.map((entry) => entry.id)).toEqual(entries.slice(0, FREED).map((entry) => entry.id));
      expect(await counters(first.db, id)).toMatchObject({ enrolled: 10 - FREED, offered: FREED });
      const mails = await waitlistMails(first.db, "offer", id);
      expect(mails).toHaveLength(FREED);
      expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(FREED);
      await expectCountersMatchRows(id);

      // The offers run out; both pools' workers expire at once: each offer expires once and passes to the next.
      shift += 49 * HOUR;
      const expired = await Promise.all(
        [first, second].map((handle) => expireCourseWaitlistOffers(testDeps(handle.db, clock))),
      );
      expect(expired[0]! + expired[1]!).toBe(FREED);
      const after = await waitlistEntriesOfCourse(first.db, id);
      expect(after.slice(0, FREED).map((entry) => entry.status)).toEqual(["EXPIRED", "EXPIRED", "EXPIRED"]);
      expect(after.slice(FREED, 2 * FREED).map((entry) => entry.status)).toEqual(["OFFERED", "OFFERED", "OFFERED"]);
      expect(after.filter((entry) => entry.status === "OFFERED")).toHaveLength(FREED);
      expect(await waitlistMails(first.db, "expired", id)).toHaveLength(FREED);
      expect(await waitlistMails(first.db, "offer", id)).toHaveLength(2 * FREED);
      await expectCountersMatchRows(id);
      shift -= 49 * HOUR;
    });

    it("accepting twice at once, through both pools, makes one enrolment", async () => {
      const id = await fullCourseWithWaitlist(3, 5, "b");
      const tokens = (await enrollmentsOf(first.db, id)).map((row) => row.cancelToken);
      for (const cancelToken of tokens)
        await via(0).run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken } });
      const offered = (await waitlistEntriesOfCourse(first.db, id)).filter((entry) => entry.status === "OFFERED");
      expect(offered).toHaveLength(3);
      const results = await Promise.all(
        offered.flatMap((entry) =>
          [0, 1].map((pool) =>
            via(pool).run(AcceptCourseWaitlistOfferFactsDocument, { input: { token: entry.token } }),
          ),
        ),
      );
      expect(results.filter((result) => result.errors)).toEqual([]);
      const active = (await enrollmentsOf(first.db, id)).filter((row) => row.status === "ACTIVE");
      expect(active).toHaveLength(3);
      expect(await counters(first.db, id)).toMatchObject({ enrolled: 3, offered: 0 });
      await expectCountersMatchRows(id);
    });

    it("a cancellation and an accept at the same moment keep the counters equal to the rows", async () => {
      for (let round = 0; round < 5; round++) {
        const id = await fullCourseWithWaitlist(4, 4, `c${round}-`);
        const tokens = (await enrollmentsOf(first.db, id)).map((row) => row.cancelToken);
        await via(0).run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken: tokens[0]! } });
        const [offer] = (await waitlistEntriesOfCourse(first.db, id)).filter((entry) => entry.status === "OFFERED");
        const [accepted, canceled] = await Promise.all([
          via(0).run(AcceptCourseWaitlistOfferFactsDocument, { input: { token: offer!.token } }),
          via(1).run(CancelCourseEnrollmentFactsDocument, { input: { cancelToken: tokens[1]! } }),
        ]);
        expect(accepted.data?.acceptCourseWaitlistOffer?.entry.status).toBe("ENROLLED");
        expect(canceled.errors).toBeUndefined();
        expect(await counters(first.db, id)).toMatchObject({ enrolled: 3, offered: 1 });
        await expectCountersMatchRows(id);
      }
    });
  },
);
