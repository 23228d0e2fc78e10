import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { cancelOrder } from "../../server/domain/orders/cancel-order.ts";
import { registerAttendee, unregisterAttendee } from "../../server/domain/workshops/registration.ts";
import { updateWorkshop } from "../../server/domain/workshops/staff-workshops.ts";
import { joinWorkshopWaitlist, leaveWorkshopWaitlist } from "../../server/domain/workshops/waitlist.ts";
import { lookupWorkshopsByCode } from "../../server/domain/workshops/workshop-lookup.ts";
import { testDatabases } from "../support/databases.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import {
  cancelableTicket,
  choiceOf,
  waitlistEntriesOfTicket,
  waitlistEntriesOfWorkshop,
  waitingPerson,
  registeredCount,
  workshopChoiceMails,
  ATTENDEE,
  createForum,
} from "../support/factories/workshops.ts";
import { OTHER_ATTENDEE_MESSAGE } from "../../server/domain/workshops/ticket-attendee.ts";

const NOW = new Date("2027-02-01T10:00:00Z");
/** The fixtures' first slot starts 2027-03-11 12:00 UTC. */
const FIRST_SLOT = new Date("2027-03-11T12:00:00Z");

for (const database of testDatabases()) {
  describe(`Workshop waitlists on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let deps: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      deps = testDeps(handle.db, NOW);
    });
    afterAll(async () => handle?.close());

    const join = (code: string, workshopId: string, index: number, d = deps) =>
      joinWorkshopWaitlist(d, { registrationToken: code, workshopId, ...waitingPerson(index) });

    it("gives a place that comes free to the first in line, who had no choice in the slot, and mails them", async () => {
      const forum = await createForum(handle.db, { slots: [[{ name: "Sporenonderzoek", capacity: 1 }]], tickets: 3 });
      const [a] = forum.slots[0]!.workshopIds as [string];
      const [holder, first, second] = forum.codes as [string, string, string];
      await registerAttendee(deps, { registrationToken: holder, workshopId: a, ...ATTENDEE });
      expect((await join(first, a, 1)).entry.position).toBe(1);
      expect((await join(second, a, 2)).entry.position).toBe(2);
      const lookup = await lookupWorkshopsByCode(handle.db, second, { settings: TEST_SETTINGS.workshops, now: NOW });
      expect(lookup.waitlistEntries).toMatchObject([{ workshopId: a, position: 2 }]);
      expect(lookup).toMatchObject({ changesCloseAt: FIRST_SLOT, changesClosed: false });

      await unregisterAttendee(deps, { registrationToken: holder, workshopId: a, email: ATTENDEE.email });

      expect(await choiceOf(handle.db, first, forum.slots[0]!.id)).toBe(a);
      expect(await choiceOf(handle.db, second, forum.slots[0]!.id)).toBeNull();
      expect(await registeredCount(handle.db, a)).toBe(1);
      expect((await waitlistEntriesOfTicket(handle.db, first))[0]).toMatchObject({ status: "PROMOTED", endedAt: NOW });
      const after = await lookupWorkshopsByCode(handle.db, second, { settings: TEST_SETTINGS.workshops, now: NOW });
      expect(after.waitlistEntries).toMatchObject([{ workshopId: a, position: 1 }]);
      const mails = (await workshopChoiceMails(handle.db)).filter((mail) => mail.toAddress === waitingPerson(1).email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("er kwam een plaats vrij in de workshop Sporenonderzoek");
      expect(mails[0]!.text).toContain("tot donderdag 11 maart 2027 om 13:00 uur");
    });

    it("swaps a waiting ticket's choice and serves the list of the workshop it left, in one transaction", async () => {
      const forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Links", capacity: 1 },
            { name: "Rechts", capacity: 1 },
          ],
        ],
        tickets: 3,
      });
      const slot = forum.slots[0]!;
      const [left, right] = slot.workshopIds as [string, string];
      const [inLeft, inRightWantsLeft, wantsRight] = forum.codes as [string, string, string];
      await registerAttendee(deps, { registrationToken: inLeft, workshopId: left, ...ATTENDEE });
      await registerAttendee(deps, { registrationToken: inRightWantsLeft, workshopId: right, ...waitingPerson(1) });
      await join(inRightWantsLeft, left, 1);
      await join(wantsRight, right, 2);

      await unregisterAttendee(deps, { registrationToken: inLeft, workshopId: left, email: ATTENDEE.email });

      expect(await choiceOf(handle.db, inRightWantsLeft, slot.id)).toBe(left);
      expect(await choiceOf(handle.db, wantsRight, slot.id)).toBe(right);
      expect(await registeredCount(handle.db, left)).toBe(1);
      expect(await registeredCount(handle.db, right)).toBe(1);
      expect((await waitlistEntriesOfWorkshop(handle.db, left)).map((entry) => entry.status)).toEqual(["PROMOTED"]);
      expect((await waitlistEntriesOfWorkshop(handle.db, right)).map((entry) => entry.status)).toEqual(["PROMOTED"]);
    });

    it("keeps one wait per slot, refuses a workshop with places left, and lets a wait be left", async () => {
      const forum = await createForum(handle.db, {
        slots: [
          [
            { name: "Vol A", capacity: 1 },
            { name: "Vol B", capacity: 1 },
            { name: "Ruim", capacity: 5 },
          ],
        ],
        tickets: 3,
      });
      const [fullA, fullB, roomy] = forum.slots[0]!.workshopIds as [string, string, string];
      const [x, y, waiter] = forum.codes as [string, string, string];
      await registerAttendee(deps, { registrationToken: x, workshopId: fullA, ...ATTENDEE });
      await registerAttendee(deps, { registrationToken: y, workshopId: fullB, ...ATTENDEE });
      await join(waiter, fullA, 3);
      await join(waiter, fullB, 3);
      const entries = await waitlistEntriesOfTicket(handle.db, waiter);
      expect(entries.map((entry) => [entry.workshopId, entry.status]).sort()).toEqual(
        [
          [fullA, "LEFT"],
          [fullB, "WAITING"],
        ].sort(),
      );
      await expect(join(waiter, roomy, 3)).rejects.toMatchObject({ code: "CONFLICT" });
      await expect(join(x, fullA, 4)).rejects.toMatchObject({ code: "CONFLICT" });
      const leave = { registrationToken: waiter, workshopId: fullB };
      await expect(leaveWorkshopWaitlist(deps, { ...leave, email: "ander@example.org" })).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
      });
      await leaveWorkshopWaitlist(deps, { ...leave, email: waitingPerson(3).email });
      await expect(leaveWorkshopWaitlist(deps, { ...leave, email: waitingPerson(3).email })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      expect((await waitlistEntriesOfTicket(handle.db, waiter)).every((entry) => entry.status === "LEFT")).toBe(true);
    });

    it("keeps a ticket's wait for its attendee: another address with the same code can neither join nor leave", async () => {
      const forum = await createForum(handle.db, { slots: [[{ name: "Vol", capacity: 1 }]], tickets: 2 });
      const [full] = forum.slots[0]!.workshopIds as [string];
      const [holder, waiting] = forum.codes as [string, string];
      await registerAttendee(deps, { registrationToken: holder, workshopId: full, ...ATTENDEE });
      await join(waiting, full, 1);
      const other = waitingPerson(2);
      await expect(join(waiting, full, 2)).rejects.toMatchObject({
        code: "CONFLICT",
        message: OTHER_ATTENDEE_MESSAGE,
        details: { field: "email" },
      });
      await expect(
        leaveWorkshopWaitlist(deps, { registrationToken: waiting, workshopId: full, email: other.email }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", details: { field: "email" } });
      expect(await waitlistEntriesOfWorkshop(handle.db, full)).toMatchObject([
        { email: waitingPerson(1).email, status: "WAITING" },
      ]);
    });

    it("releases a cancelled ticket's workshops, closes its waits and promotes the lists", async () => {
      const staff = asStaff(deps, await insertStaffActor(handle.db, ["financien"], "Fien Financiën"));
      const forum = await createForum(handle.db, {
        slots: [[{ name: "Vol", capacity: 1 }], [{ name: "Ook vol", capacity: 1 }]],
        tickets: 3,
      });
      const [first, second] = forum.slots as [
        { id: string; workshopIds: string[] },
        { id: string; workshopIds: string[] },
      ];
      const [a] = first.workshopIds as [string];
      const [b] = second.workshopIds as [string];
      const [canceled, waiter, other] = forum.codes as [string, string, string];
      await registerAttendee(deps, { registrationToken: canceled, workshopId: a, ...ATTENDEE });
      await registerAttendee(deps, { registrationToken: other, workshopId: b, ...ATTENDEE });
      await join(waiter, a, 1);
      await joinWorkshopWaitlist(deps, { registrationToken: canceled, workshopId: b, ...ATTENDEE });

      const { orderId, ticketId } = await cancelableTicket(handle.db, canceled);
      await cancelOrder(staff, { orderId, ticketIds: [ticketId], idempotencyKey: crypto.randomUUID() });

      expect(await choiceOf(handle.db, canceled, first.id)).toBeNull();
      expect(await choiceOf(handle.db, waiter, first.id)).toBe(a);
      expect(await registeredCount(handle.db, a)).toBe(1);
      expect((await waitlistEntriesOfTicket(handle.db, canceled)).map((entry) => entry.status)).toEqual(["CLOSED"]);
      expect((await waitlistEntriesOfTicket(handle.db, waiter)).map((entry) => entry.status)).toEqual(["PROMOTED"]);
    });

    it("gives raised capacity to the waitlist at once", async () => {
      const staff = asStaff(deps, await insertStaffActor(handle.db, ["redacteur"], "Ruud Redacteur"));
      const forum = await createForum(handle.db, { slots: [[{ name: "Klein", capacity: 1 }]], tickets: 4 });
      const [a] = forum.slots[0]!.workshopIds as [string];
      const [holder, ...waiters] = forum.codes as [string, ...string[]];
      await registerAttendee(deps, { registrationToken: holder, workshopId: a, ...ATTENDEE });
      for (const [index, code] of waiters.entries()) await join(code, a, index);
      await updateWorkshop(staff, { id: a, name: "Klein", description: "", speaker: "", room: "", capacity: 3 });
      expect(await registeredCount(handle.db, a)).toBe(3);
      expect((await waitlistEntriesOfWorkshop(handle.db, a)).map((entry) => entry.status).sort()).toEqual([
        "PROMOTED",
        "PROMOTED",
        "WAITING",
      ]);
    });
  });
}
