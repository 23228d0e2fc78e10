import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { cancelOrder } from "../../server/domain/orders/cancel-order.ts";
import { changesClosedMessage } from "../../server/domain/workshops/changes-cutoff.ts";
import { registerAttendee, unregisterAttendee } from "../../server/domain/workshops/registration.ts";
import { joinWorkshopWaitlist, leaveWorkshopWaitlist } from "../../server/domain/workshops/waitlist.ts";
import { lookupWorkshopsByCode } from "../../server/domain/workshops/workshop-lookup.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import {
  cancelableTicket,
  waitlistEntriesOfTicket,
  waitingPerson,
  registeredCount,
  ATTENDEE,
  createForum,
} from "../support/factories/workshops.ts";

// The workshop cut-off before the first slot: ticket holders change nothing after it, and waitlists no longer move.
const NOW = new Date("2027-02-01T10:00:00Z");
/** The fixtures' first slot starts 2027-03-11 12:00 UTC. */
const FIRST_SLOT = new Date("2027-03-11T12:00:00Z");

for (const database of testDatabases()) {
  describe(`The workshop cut-off on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let deps: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      deps = testDeps(handle.db, NOW);
    });
    afterAll(async () => handle?.close());

    const join = (code: string, workshopId: string, index: number, d = deps) =>
      joinWorkshopWaitlist(d, { registrationToken: code, workshopId, ...waitingPerson(index) });

    it("refuses every change after the cut-off in Dutch, and promotes nobody then", async () => {
      const forum = await createForum(handle.db, { slots: [[{ name: "Laat", capacity: 1 }]], tickets: 2 });
      const [a] = forum.slots[0]!.workshopIds as [string];
      const [holder, waiter] = forum.codes as [string, string];
      await registerAttendee(deps, { registrationToken: holder, workshopId: a, ...ATTENDEE });
      await join(waiter, a, 1);

      const late = testDeps(handle.db, new Date(FIRST_SLOT.getTime() + 60_000));
      const closed = { code: "CONFLICT", message: changesClosedMessage(FIRST_SLOT) };
      await expect(
        unregisterAttendee(late, { registrationToken: holder, workshopId: a, email: ATTENDEE.email }),
      ).rejects.toMatchObject(closed);
      await expect(
        registerAttendee(late, { registrationToken: waiter, workshopId: a, ...ATTENDEE }),
      ).rejects.toMatchObject(closed);
      await expect(join(waiter, a, 1, late)).rejects.toMatchObject(closed);
      await expect(
        leaveWorkshopWaitlist(late, { registrationToken: waiter, workshopId: a, email: waitingPerson(1).email }),
      ).rejects.toMatchObject(closed);
      const lookup = await lookupWorkshopsByCode(handle.db, waiter, {
        settings: TEST_SETTINGS.workshops,
        now: late.clock(),
      });
      expect(lookup).toMatchObject({ changesClosed: true, waitlistEntries: [{ workshopId: a, position: 1 }] });

      // An hour before the start, with the cut-off set to 90 minutes before it.
      const early = testDeps(handle.db, new Date(FIRST_SLOT.getTime() - 60 * 60_000), {
        settings: { ...TEST_SETTINGS, workshops: { changesCloseMinutesBefore: 90 } },
      });
      await expect(join(waiter, a, 1, early)).rejects.toMatchObject({ code: "CONFLICT" });

      // A cancellation after the cut-off frees the place, but the programme no longer changes under anyone.
      const staff = asStaff(late, await insertStaffActor(handle.db, ["financien"], "Fien Laat"));
      const { orderId, ticketId } = await cancelableTicket(handle.db, holder);
      await cancelOrder(staff, { orderId, ticketIds: [ticketId], idempotencyKey: crypto.randomUUID() });
      expect(await registeredCount(handle.db, a)).toBe(0);
      expect((await waitlistEntriesOfTicket(handle.db, waiter)).map((entry) => entry.status)).toEqual(["WAITING"]);
    });
  });
}
