import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../server/db/client.ts";
import { staffMembers, type StaffRole } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps, type StaffActor } from "../../server/domain/deps.ts";

/**
 * A real staff member (audit_log.staff_id has a foreign key) and the deps acting as them, for tests that call
 * staff services directly.
 */
export async function insertStaffActor(db: DbOrTx, roles: StaffRole[], name = "Test Medewerker"): Promise<StaffActor> {
  const email = `medewerker-${randomUUID()}@example.org`;
  const [row] = await db.insert(staffMembers).values({ email, name, roles }).returning();
  return {
    kind: "staff",
    staffId: row!.id,
    name: row!.name,
    email: row!.email,
    roles,
    sessionId: randomUUID(),
    clientIp: null,
  };
}

export function asStaff(deps: ServiceDeps, actor: StaffActor): ServiceDeps {
  return actingAs(deps, actor);
}
