import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, workshops, workshopSlots } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import {
  createWorkshopSlot,
  deleteWorkshopSlot,
  updateWorkshopSlot,
} from "../../server/domain/workshops/staff-slots.ts";
import {
  listStaffWorkshopSlots,
  listWorkshopRegistrations,
} from "../../server/domain/workshops/staff-workshop-queries.ts";
import {
  capacityBelowRegistrationsMessage,
  createWorkshop,
  deleteWorkshop,
  updateWorkshop,
} from "../../server/domain/workshops/staff-workshops.ts";
import { openFreshPostgres, postgresSuiteCanRun, postgresUrl, testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";
import { registrationsOf, ATTENDEE, createForum, type TestForum } from "../support/factories/workshops.ts";
import { RegisterAttendeeFactsDocument } from "../graphql/generated.ts";

// The fixture forum runs on 11 March 2027 from 09:30 to 17:00 Amsterdam time (08:30-16:00 UTC).
const now = new Date("2027-02-01T10:00:00Z");
const at = (utc: string) => new Date(`2027-03-11T${utc}:00Z`);
const WORKSHOP = {
  name: "Nieuwe workshop",
  description: "Eerste alinea.\r\n\r\nTweede.",
  speaker: "dr. A. de Vries",
  room: "Zaal 3",
  capacity: 3,
};

for (const database of testDatabases()) {
  describe(`staff workshop management on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let staff: ServiceDeps;
    let forum: TestForum;
    let register: (code: string, workshopId: string) => Promise<boolean>;

    beforeAll(async () => {
      handle = await database.open();
      const actor = await insertStaffActor(handle.db, ["redacteur"]);
      // A clock that moves a second per change, so the audit rows come in the order they were written.
      let tick = 0;
      staff = asStaff(
        testDeps(handle.db, () => new Date(now.getTime() + tick++ * 1000)),
        actor,
      );
      forum = await createForum(handle.db, { slots: [[{ name: "Vol", capacity: 2 }]], tickets: 3 });
      const client = graphqlClient(handle.db, now);
      register = async (code, workshopId) => {
        const result = await client.run(RegisterAttendeeFactsDocument, {
          input: { registrationToken: code, workshopId, ...ATTENDEE },
        });
        return Boolean(result.data?.registerAttendee);
      };
    });
    afterAll(async () => handle?.close());

    const auditRows = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at, auditLog.id);

    it("creates a slot and a workshop, lists them and records both in the audit log", async () => {
      const slot = await createWorkshopSlot(staff, {
        eventId: forum.eventId,
        startsAt: at("09:00"),
        endsAt: at("10:00"),
      });
      const workshop = await createWorkshop(staff, { slotId: slot.id, ...WORKSHOP });
      expect(workshop).toMatchObject({ speaker: "dr. A. de Vries", registeredCount: 0, placesLeft: 3, sortOrder: 0 });
      expect(workshop.description).toBe("Eerste alinea.\n\nTweede.");
      const programme = await listStaffWorkshopSlots(staff, forum.eventId);
      const listed = programme?.slots.find((candidate) => candidate.id === slot.id);
      expect(listed?.workshops.map((row) => row.name)).toEqual(["Nieuwe workshop"]);
      expect(programme?.slots.map((candidate) => candidate.startsAt.getTime())).toEqual(
        [...(programme?.slots ?? [])].map((candidate) => candidate.startsAt.getTime()).sort((a, b) => a - b),
      );
      const [slotRow] = await auditRows(slot.id);
      expect(slotRow).toMatchObject({ entityType: "workshop_slot", action: "create", actorName: "Test Medewerker" });
      const [workshopRow] = await auditRows(workshop.id);
      expect(workshopRow).toMatchObject({ entityType: "workshop", action: "create", before: null });
      expect(workshopRow?.after).toMatchObject({ name: "Nieuwe workshop", capacity: 3, speaker: "dr. A. de Vries" });

      await updateWorkshop(staff, { id: workshop.id, ...WORKSHOP, room: "Zaal 4" });
      const update = (await auditRows(workshop.id)).at(-1);
      expect(update).toMatchObject({ action: "update", before: { room: "Zaal 3" }, after: { room: "Zaal 4" } });
      await updateWorkshopSlot(staff, { id: slot.id, startsAt: at("09:15"), endsAt: at("10:00") });
      expect((await auditRows(slot.id)).at(-1)).toMatchObject({
        action: "update",
        after: { startsAt: at("09:15").toISOString() },
      });
    });

    it("refuses a slot outside its event, ending before it starts, or with a wrong field", async () => {
      await expect(
        createWorkshopSlot(staff, { eventId: forum.eventId, startsAt: at("07:00"), endsAt: at("09:00") }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", details: { field: "startsAt" } });
      await expect(
        createWorkshopSlot(staff, { eventId: forum.eventId, startsAt: at("10:00"), endsAt: at("09:00") }),
      ).rejects.toMatchObject({ code: "BAD_USER_INPUT", message: "Het einde moet na het begin liggen." });
      const slotId = forum.slots[0]!.id;
      await expect(createWorkshop(staff, { slotId, ...WORKSHOP, capacity: -1 })).rejects.toMatchObject({
        code: "BAD_USER_INPUT",
        details: { field: "capacity" },
      });
      await expect(createWorkshop(staff, { slotId, ...WORKSHOP, name: "  " })).rejects.toMatchObject({
        details: { field: "name" },
      });
    });

    it("never lowers capacity below the registrations, and deletes nothing with registrations", async () => {
      const workshopId = forum.slots[0]!.workshopIds[0]!;
      expect(await register(forum.codes[0]!, workshopId)).toBe(true);
      expect(await register(forum.codes[1]!, workshopId)).toBe(true);
      const change = { id: workshopId, name: "Vol", capacity: 1 };
      await expect(updateWorkshop(staff, change)).rejects.toMatchObject({
        code: "CONFLICT",
        message: capacityBelowRegistrationsMessage(2),
        details: { field: "capacity" },
      });
      expect(capacityBelowRegistrationsMessage(2)).toBe(
        "Deze workshop heeft al 2 aanmeldingen; de capaciteit kan niet lager zijn dan 2.",
      );
      await expect(updateWorkshop(staff, { ...change, capacity: 2 })).resolves.toMatchObject({ placesLeft: 0 });
      await expect(deleteWorkshop(staff, { id: workshopId })).rejects.toMatchObject({ code: "CONFLICT" });
      await expect(deleteWorkshopSlot(staff, { id: forum.slots[0]!.id })).rejects.toMatchObject({ code: "CONFLICT" });
      const [row] = await handle.db.select().from(workshops).where(eq(workshops.id, workshopId));
      expect(row).toMatchObject({ capacity: 2, registeredCount: 2 });
    });

    it("lists a workshop's registrations with the ticket code masked", async () => {
      const found = await listWorkshopRegistrations(staff, forum.slots[0]!.workshopIds[0]!);
      expect(found?.workshop).toMatchObject({ name: "Vol", eventId: forum.eventId });
      expect(found?.registrations).toHaveLength(2);
      const shown = found!.registrations.map((registration) => registration.maskedTicketCode).sort();
      const codes = forum.codes.slice(0, 2);
      expect(shown).toEqual(codes.map((code) => `••-••••-••••-${code.slice(-4)}`).sort());
      expect(found!.registrations[0]).toMatchObject({ firstName: ATTENDEE.firstName, email: ATTENDEE.email });
      expect(await listWorkshopRegistrations(staff, "00000000-0000-4000-8000-000000000000")).toBeNull();
    });

    it("deletes an empty workshop and an empty slot with its workshops, each with an audit row", async () => {
      const slot = await createWorkshopSlot(staff, {
        eventId: forum.eventId,
        startsAt: at("15:00"),
        endsAt: at("16:00"),
      });
      const kept = await createWorkshop(staff, { slotId: slot.id, ...WORKSHOP });
      const removed = await createWorkshop(staff, { slotId: slot.id, ...WORKSHOP, name: "Weg" });
      await deleteWorkshop(staff, { id: removed.id });
      expect((await auditRows(removed.id)).at(-1)).toMatchObject({ action: "delete", after: null });
      await deleteWorkshopSlot(staff, { id: slot.id });
      expect(await handle.db.select().from(workshopSlots).where(eq(workshopSlots.id, slot.id))).toEqual([]);
      expect((await auditRows(kept.id)).at(-1)).toMatchObject({ action: "delete", entityType: "workshop" });
      expect((await auditRows(slot.id)).at(-1)).toMatchObject({ action: "delete", entityType: "workshop_slot" });
    });

    it("refuses visitors and staff without the permission, and writes nothing then", async () => {
      const visitor = testDeps(handle.db, now);
      const balie = asStaff(visitor, await insertStaffActor(handle.db, ["balie"]));
      const slotInput = { eventId: forum.eventId, startsAt: at("11:00"), endsAt: at("11:30") };
      await expect(createWorkshopSlot(visitor, slotInput)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
      await expect(createWorkshopSlot(balie, slotInput)).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(listStaffWorkshopSlots(balie, forum.eventId)).rejects.toMatchObject({ code: "FORBIDDEN" });
      // The desk may see who is coming.
      await expect(listWorkshopRegistrations(balie, forum.slots[0]!.workshopIds[0]!)).resolves.not.toBeNull();
      const rows = await handle.db
        .select()
        .from(workshopSlots)
        .where(and(eq(workshopSlots.eventId, forum.eventId), eq(workshopSlots.startsAt, at("11:00"))));
      expect(rows).toEqual([]);
    });
  });
}

// A registration and a capacity change at the same moment, on real PostgreSQL with a pool so they overlap: the
// workshop row's lock orders them, and whichever comes second sees the first.
describe.skipIf(!postgresSuiteCanRun("Capacity change against a registration on PostgreSQL"))(
  "capacity change against a registration on PostgreSQL",
  () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openFreshPostgres(postgresUrl!);
    });
    afterAll(async () => handle?.close());

    it("lowering capacity to what is taken while the last place is taken leaves exactly one winner", async () => {
      const staff = asStaff(testDeps(handle.db, now), await insertStaffActor(handle.db, ["redacteur"]));
      const client = graphqlClient(handle.db, now);
      for (let round = 0; round < 8; round++) {
        const forum = await createForum(handle.db, { slots: [[{ name: "Krap", capacity: 3 }]], tickets: 3 });
        const workshopId = forum.slots[0]!.workshopIds[0]!;
        for (const code of forum.codes.slice(0, 2)) {
          await client.run(RegisterAttendeeFactsDocument, {
            input: { registrationToken: code, workshopId, ...ATTENDEE },
          });
        }
        const [registration, change] = await Promise.allSettled([
          client.run(RegisterAttendeeFactsDocument, {
            input: { registrationToken: forum.codes[2]!, workshopId, ...ATTENDEE },
          }),
          updateWorkshop(staff, { id: workshopId, name: "Krap", capacity: 2 }),
        ]);
        const registered = registration.status === "fulfilled" && Boolean(registration.value.data?.registerAttendee);
        const lowered = change.status === "fulfilled";
        expect(registered !== lowered).toBe(true);
        if (!lowered) expect(change.reason).toMatchObject({ code: "CONFLICT", details: { field: "capacity" } });
        if (!registered && registration.status === "fulfilled") {
          expect(registration.value.errors?.[0]?.extensions?.code).toBe("CAPACITY_REACHED");
        }
        const [row] = await handle.db.select().from(workshops).where(eq(workshops.id, workshopId));
        const rows = await registrationsOf(handle.db, workshopId);
        expect(row!.registeredCount).toBe(rows.length);
        expect(row!.registeredCount).toBeLessThanOrEqual(row!.capacity);
        expect(row).toMatchObject(lowered ? { capacity: 2, registeredCount: 2 } : { capacity: 3, registeredCount: 3 });
      }
    });
  },
);
