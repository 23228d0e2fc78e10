import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { workshopRegistrations } from "../../server/db/schema/index.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { registeredCount, ATTENDEE, createForum } from "../support/factories/workshops.ts";
import { RegisterAttendeeFactsDocument } from "../graphql/generated.ts";

// No overselling, ever, for workshops: on real PostgreSQL with a pool, so transactions really overlap.
const now = new Date("2027-02-01T10:00:00Z");
const PEOPLE = 100;
const PLACES = 10;

describe.skipIf(!postgresSuiteCanRun("Concurrent workshop sign-up on PostgreSQL"))(
  "Concurrent workshop sign-up on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
    });
    afterAll(async () => handle?.close());

    it(`${PEOPLE} codes at once for ${PLACES} places register exactly ${PLACES}, without a 5xx`, async () => {
      const forum = await createForum(handle.db, {
        slots: [[{ name: "Populair", capacity: PLACES }]],
        tickets: PEOPLE,
      });
      const workshopId = forum.slots[0]!.workshopIds[0]!;
      const client = graphqlClient(handle.db, now);
      const results = await Promise.all(
        forum.codes.map((code, i) =>
          client.run(RegisterAttendeeFactsDocument, {
            input: { registrationToken: code, workshopId, ...ATTENDEE, email: `deelnemer${i}@example.org` },
          }),
        ),
      );
      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      expect(results.filter((result) => result.data?.registerAttendee)).toHaveLength(PLACES);
      const codes = new Set(results.flatMap((result) => result.errors ?? []).map((error) => error.extensions?.code));
      expect(codes).toEqual(new Set(["CAPACITY_REACHED"]));
      const rows = await handle.db
        .select()
        .from(workshopRegistrations)
        .where(eq(workshopRegistrations.workshopId, workshopId));
      expect(rows).toHaveLength(PLACES);
      expect(await registeredCount(handle.db, workshopId)).toBe(PLACES);
    });

    it("one code clicking every workshop of a slot at once ends with one registration and true counters", async () => {
      const forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Links", capacity: 5 },
            { name: "Rechts", capacity: 5 },
            { name: "Midden", capacity: 5 },
          ],
        ],
      });
      const [slot] = forum.slots;
      const client = graphqlClient(handle.db, now);
      const clicks = [...slot!.workshopIds, ...slot!.workshopIds].map((workshopId) =>
        client.run(RegisterAttendeeFactsDocument, {
          input: { registrationToken: forum.codes[0]!, workshopId, ...ATTENDEE },
        }),
      );
      const results = await Promise.all(clicks);
      expect(results.filter((result) => result.errors)).toEqual([]);
      const rows = await handle.db
        .select()
        .from(workshopRegistrations)
        .where(eq(workshopRegistrations.slotId, slot!.id));
      expect(rows).toHaveLength(1);
      const counts = await Promise.all(slot!.workshopIds.map((id) => registeredCount(handle.db, id)));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await registeredCount(handle.db, rows[0]!.workshopId)).toBe(1);
    });

    it("two people swapping in opposite directions at once neither deadlock nor drift", async () => {
      const forum = await createForum(handle.db, {
        slots: [
          [
            { name: "A", capacity: 50 },
            { name: "B", capacity: 50 },
          ],
        ],
        tickets: 40,
      });
      const [a, b] = forum.slots[0]!.workshopIds as [string, string];
      const client = graphqlClient(handle.db, now);
      const send = (code: string, workshopId: string) =>
        client.run(RegisterAttendeeFactsDocument, { input: { registrationToken: code, workshopId, ...ATTENDEE } });
      await Promise.all(forum.codes.map((code, i) => send(code, i % 2 === 0 ? a : b)));
      const swaps = await Promise.all(forum.codes.map((code, i) => send(code, i % 2 === 0 ? b : a)));
      expect(swaps.filter((result) => result.errors)).toEqual([]);
      expect(await registeredCount(handle.db, a)).toBe(20);
      expect(await registeredCount(handle.db, b)).toBe(20);
    });
  },
);
