/**
 * Staff members and their sessions for the back-office tests, made directly in the database: the
 * sign-in itself has its own tests (test/integration/staff-sign-in.test.ts).
 */
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../server/db/client.ts";
import { staffMembers, type StaffRole } from "../../server/db/schema/index.ts";
import type { StaffActor } from "../../server/domain/deps.ts";
import { createSession } from "../../server/domain/staff/sessions.ts";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { TEST_SETTINGS } from "./deps.ts";

export type TestStaffMember = { id: string; email: string; name: string; roles: StaffRole[] };

export async function createStaffMember(
  db: DbOrTx,
  now: Date,
  options: { roles: StaffRole[]; email?: string; name?: string; active?: boolean },
): Promise<TestStaffMember> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: options.email ?? `medewerker.${randomUUID()}@staff.example.org`,
      name: options.name ?? `Medewerker ${options.roles.join(" en ")}`,
      roles: options.roles,
      active: options.active ?? true,
      createdAt: now,
    })
    .returning();
  return { id: row!.id, email: row!.email, name: row!.name, roles: row!.roles };
}

/** A new session of the staff member, as the Cookie header a browser would send (default settings' cookie name). */
export async function staffCookieFor(db: DbOrTx, staffId: string, now: Date): Promise<string> {
  const session = await createSession(db, staffId, now, TEST_SETTINGS.staff);
  return `${staffSessionCookieName(TEST_SETTINGS.site.publicUrl)}=${session.token}`;
}

/** The actor of a domain test acting as this staff member (without a real session). */
export function staffActor(staff: TestStaffMember): StaffActor {
  return {
    kind: "staff",
    staffId: staff.id,
    name: staff.name,
    email: staff.email,
    roles: staff.roles,
    sessionId: randomUUID(),
    clientIp: null,
  };
}
