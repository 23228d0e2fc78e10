import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { workshopRegistrations, workshopWaitlistEntries } from "../../server/db/schema/index.ts";
import { cancelOrder } from "../../server/domain/orders/cancel-order.ts";
import { registerAttendee, unregisterAttendee } from "../../server/domain/workshops/registration.ts";
import { joinWorkshopWaitlist, leaveWorkshopWaitlist } from "../../server/domain/workshops/waitlist.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import {
  cancelableTicket,
  ticketIdOf,
  waitingPerson,
  registeredCount,
  ATTENDEE,
  createForum,
} from "../support/factories/workshops.ts";

// The workshop waitlist on real PostgreSQL with a pool, so transactions really overlap: promotions under the slot lock.
const NOW = new Date("2027-02-01T10:00:00Z");
const WAITING = 20;

describe.skipIf(!postgresSuiteCanRun("Concurrent workshop waitlists on PostgreSQL"))(
  "Concurrent workshop waitlists on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
    });
    afterAll(async () => handle?.close());

    it(`${WAITING} waiting tickets, 2 places given back at once: exactly 2 promoted, counters equal rows`, async () => {
      const deps = testDeps(handle.db, () => new Date(NOW.getTime() + Math.floor(Math.random() * 1000)));
      const staff = asStaff(deps, await insertStaffActor(handle.db, ["financien"], "Fien Financiën"));
      const forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Populair", capacity: 2 },
            { name: "Uitwijk", capacity: 40 },
          ],
          [{ name: "Middag", capacity: 40 }],
        ],
        tickets: 2 + WAITING + 1,
      });
      const [slot, afternoon] = forum.slots as [
        { id: string; workshopIds: string[] },
        { id: string; workshopIds: string[] },
      ];
      const [popular, fallback] = slot.workshopIds as [string, string];
      const [holderA, holderB, ...rest] = forum.codes as [string, string, ...string[]];
      const waiters = rest.slice(0, WAITING);
      await registerAttendee(deps, { registrationToken: holderA, workshopId: popular, ...ATTENDEE });
      await registerAttendee(deps, { registrationToken: holderB, workshopId: popular, ...ATTENDEE });
      // Half of the waiters hold the fallback (a promotion moves them), half have no choice (it registers them);
      // all of them chose the afternoon too, so a cancellation locks both slots.
      for (const [index, code] of waiters.entries()) {
        if (index % 2 === 0) {
          await registerAttendee(deps, { registrationToken: code, workshopId: fallback, ...waitingPerson(index) });
        }
        await registerAttendee(deps, {
          registrationToken: code,
          workshopId: afternoon.workshopIds[0]!,
          ...waitingPerson(index),
        });
        await joinWorkshopWaitlist(deps, { registrationToken: code, workshopId: popular, ...waitingPerson(index) });
      }
      const canceled = await cancelableTicket(handle.db, waiters[5]!);

      const results = await Promise.allSettled([
        unregisterAttendee(deps, { registrationToken: holderA, workshopId: popular, email: ATTENDEE.email }),
        unregisterAttendee(deps, { registrationToken: holderB, workshopId: popular, email: ATTENDEE.email }),
        // Meanwhile, further down the list: one ticket is cancelled, one leaves the list, one changes its afternoon.
        cancelOrder(staff, { ...canceled, ticketIds: [canceled.ticketId], idempotencyKey: crypto.randomUUID() }),
        leaveWorkshopWaitlist(deps, {
          registrationToken: waiters[10]!,
          workshopId: popular,
          email: waitingPerson(10).email,
        }),
        unregisterAttendee(deps, {
          registrationToken: waiters[11]!,
          workshopId: afternoon.workshopIds[0]!,
          email: waitingPerson(11).email,
        }),
      ]);
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);

      const promoted = await handle.db
        .select()
        .from(workshopWaitlistEntries)
        .where(and(eq(workshopWaitlistEntries.workshopId, popular), eq(workshopWaitlistEntries.status, "PROMOTED")));
      expect(promoted).toHaveLength(2);
      const firstTwo = await Promise.all(waiters.slice(0, 2).map((code) => ticketIdOf(handle.db, code)));
      expect(promoted.map((entry) => entry.ticketId).sort()).toEqual(firstTwo.sort());
      const waiting = await handle.db
        .select()
        .from(workshopWaitlistEntries)
        .where(and(eq(workshopWaitlistEntries.workshopId, popular), eq(workshopWaitlistEntries.status, "WAITING")));
      expect(waiting).toHaveLength(WAITING - 2 - 2); // two promoted, one cancelled, one left
      for (const workshopId of [popular, fallback, afternoon.workshopIds[0]!]) {
        const rows = await handle.db
          .select()
          .from(workshopRegistrations)
          .where(eq(workshopRegistrations.workshopId, workshopId));
        expect(await registeredCount(handle.db, workshopId)).toBe(rows.length);
      }
      expect(await registeredCount(handle.db, popular)).toBe(2);
      const holders = await handle.db
        .select({ ticketId: workshopRegistrations.ticketId })
        .from(workshopRegistrations)
        .where(eq(workshopRegistrations.workshopId, popular));
      expect(holders.map((row) => row.ticketId).sort()).toEqual(promoted.map((entry) => entry.ticketId).sort());
    });
  },
);
