import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, staffMembers } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import {
  addStaffMember,
  LAST_BEHEERDER_MESSAGE,
  updateStaffMember,
  type StaffMemberChange,
} from "../../server/domain/staff/staff-accounts.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createStaffMember, staffActor, type TestStaffMember } from "../support/factories/staff.ts";

// Staff accounts (server/domain/staff/staff-accounts.ts): the last beheerder, and the audit rows of every
// change, on PGlite and PostgreSQL (where concurrent transactions really overlap).
const now = new Date("2027-01-15T09:00:00Z");

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return "OK";
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    return `onverwacht: ${String(error)}`;
  }
};

const asChange = (staff: TestStaffMember, fields: Partial<StaffMemberChange> = {}): StaffMemberChange => ({
  email: staff.email,
  name: staff.name,
  roles: staff.roles,
  active: true,
  ...fields,
});

for (const database of testDatabases()) {
  describe(`Staff accounts on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const as = (staff: TestStaffMember): ServiceDeps => actingAs(testDeps(handle.db, now), staffActor(staff));
    const auditRowsOf = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
    const auditCount = async () => (await handle.db.select({ id: auditLog.id }).from(auditLog)).length;

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });
    // Each test starts without an active beheerder: it makes the ones it needs.
    beforeEach(async () => {
      await handle.db
        .update(staffMembers)
        .set({ active: false })
        .where(sql`true`);
    });

    it("never demotes or deactivates the last active beheerder, and writes no audit row when it refuses", async () => {
      const only = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const before = await auditCount();
      for (const change of [{ roles: ["redacteur" as const] }, { active: false }]) {
        const refusal = await updateStaffMember(as(only), only.id, asChange(only, change)).catch((e: unknown) => e);
        expect(refusal).toMatchObject({ code: "CONFLICT", message: LAST_BEHEERDER_MESSAGE });
      }
      expect(await auditCount()).toBe(before);
      const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.id, only.id));
      expect(row).toMatchObject({ roles: ["beheerder"], active: true });

      // With a second active beheerder, either may step down.
      const second = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      expect(await codeOf(updateStaffMember(as(only), only.id, asChange(only, { roles: ["redacteur"] })))).toBe("OK");
      expect(await codeOf(updateStaffMember(as(second), second.id, asChange(second, { active: false })))).toBe(
        "CONFLICT",
      );
    });

    it("lets exactly one of two beheerders who demote each other at the same moment succeed", async () => {
      // Several rounds, so the two transactions overlap in every way they can (on PostgreSQL, with a pool).
      for (let round = 0; round < 8; round++) {
        await handle.db
          .update(staffMembers)
          .set({ active: false })
          .where(sql`true`);
        const [a, b] = [
          await createStaffMember(handle.db, now, { roles: ["beheerder"] }),
          await createStaffMember(handle.db, now, { roles: ["beheerder"] }),
        ];
        const outcomes = await Promise.all([
          codeOf(updateStaffMember(as(a), b.id, asChange(b, { roles: ["redacteur"] }))),
          codeOf(updateStaffMember(as(b), a.id, asChange(a, { active: false }))),
        ]);
        expect(outcomes.sort(), `ronde ${round}`).toEqual(["CONFLICT", "OK"]);
        const beheerders = await handle.db
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(sql`${staffMembers.active} and 'beheerder' = any(${staffMembers.roles})`);
        expect(beheerders, `ronde ${round}`).toHaveLength(1);
      }
    });

    it("writes the audit row of an added account in the same change: who, what, the fields", async () => {
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const added = await addStaffMember(as(beheerder), {
        email: "Nieuwe.Collega@staff.example.org",
        name: "Nieuwe Collega",
        roles: ["redacteur"],
      });
      expect(await auditRowsOf(added.id)).toEqual([
        expect.objectContaining({
          staffId: beheerder.id,
          actorName: beheerder.name,
          entityType: "staff_member",
          action: "create",
          before: null,
          after: {
            email: "Nieuwe.Collega@staff.example.org",
            name: "Nieuwe Collega",
            roles: ["redacteur"],
            active: true,
          },
        }),
      ]);
    });

    it("writes an update row with only the changed fields, none for no change, none for a refused change", async () => {
      const beheerder = await createStaffMember(handle.db, now, { roles: ["beheerder"] });
      const staff = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      await updateStaffMember(as(beheerder), staff.id, asChange(staff, { roles: ["redacteur", "balie"] }));
      await updateStaffMember(as(beheerder), staff.id, asChange(staff, { roles: ["redacteur", "balie"] }));
      expect(await auditRowsOf(staff.id)).toEqual([
        expect.objectContaining({
          action: "update",
          before: { roles: ["redacteur"] },
          after: { roles: ["redacteur", "balie"] },
        }),
      ]);

      // Refused: an address already in use (CONFLICT), and an unknown account; neither leaves a row.
      const before = await auditCount();
      const taken = asChange(staff, { email: beheerder.email.toUpperCase(), name: "Ander" });
      expect(await codeOf(updateStaffMember(as(beheerder), staff.id, taken))).toBe("CONFLICT");
      expect(await codeOf(addStaffMember(as(beheerder), { ...taken, roles: ["balie"] }))).toBe("CONFLICT");
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(await codeOf(updateStaffMember(as(beheerder), unknown, asChange(staff)))).toBe("NOT_FOUND");
      expect(await auditCount()).toBe(before);
      const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.id, staff.id));
      expect(row).toMatchObject({ email: staff.email, name: staff.name });
    });

    it("refuses staff without staff.manage, and writes nothing", async () => {
      const redacteur = await createStaffMember(handle.db, now, { roles: ["redacteur"] });
      const before = await auditCount();
      const input = { email: "poging@staff.example.org", name: "Poging", roles: ["beheerder" as const] };
      expect(await codeOf(addStaffMember(as(redacteur), input))).toBe("FORBIDDEN");
      expect(
        await codeOf(updateStaffMember(as(redacteur), redacteur.id, asChange(redacteur, { roles: ["beheerder"] }))),
      ).toBe("FORBIDDEN");
      expect(await auditCount()).toBe(before);
      const visitor = testDeps(handle.db, now);
      expect(await codeOf(addStaffMember(visitor, input))).toBe("UNAUTHENTICATED");
    });
  });
}
