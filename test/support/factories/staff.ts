/**
 * Staff members, their sessions and the actor a domain test acts as. Accounts are made the way the command line
 * makes them (addStaffMemberFromCommandLine): no one needs to be signed in, and no audit row is written. The
 * sign-in itself has its own tests (test/integration/staff-sign-in.test.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../server/db/client.ts";
import { staffMembers, staffSignInLinks, type StaffRole } from "../../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps, type StaffActor } from "../../../server/domain/deps.ts";
import { createSession } from "../../../server/domain/staff/sessions.ts";
import { hashSecretToken, newSecretToken } from "../../../server/domain/staff/tokens.ts";
import { addStaffMemberFromCommandLine } from "../../../server/domain/staff/staff-accounts.ts";
import { staffSessionCookieName } from "../../../common/staff-session.ts";
import { TEST_SETTINGS } from "../deps.ts";
import { factoryDeps } from "./deps.ts";

export type TestStaffMember = { id: string; email: string; name: string; roles: StaffRole[] };

export type StaffMemberOptions = { roles: StaffRole[]; email?: string; name?: string; active?: boolean };

/** When no moment matters to the test: accounts made before every test's own clock. */
const LONG_AGO = new Date("2026-01-01T08:00:00Z");

export async function createStaffMember(db: DbOrTx, now: Date, options: StaffMemberOptions): Promise<TestStaffMember> {
  const row = await addStaffMemberFromCommandLine(factoryDeps(db, now), {
    email: options.email ?? `medewerker.${randomUUID()}@staff.example.org`,
    name: options.name ?? `Medewerker ${options.roles.join(" en ")}`,
    roles: options.roles,
  });
  if (options.active === false) {
    // A deactivated account as it is after a beheerder turned it off; the domain's change needs a signed-in
    // beheerder and audits it, which a test of what an inactive account may do does not care about.
    await db.update(staffMembers).set({ active: false }).where(eq(staffMembers.id, row.id));
  }
  return { id: row.id, email: row.email, name: row.name, roles: row.roles };
}

/** A new session of the staff member, as the Cookie header a browser would send (default settings' cookie name). */
export async function staffCookieFor(db: DbOrTx, staffId: string, now: Date): Promise<string> {
  const session = await createSession(db, staffId, now, TEST_SETTINGS.staff);
  return `${staffSessionCookieName(TEST_SETTINGS.site.publicUrl)}=${session.token}`;
}

/** The actor of a domain test acting as this staff member (without a real session). */
export function staffActor(staff: TestStaffMember, clientIp: string | null = null): StaffActor {
  return {
    kind: "staff",
    staffId: staff.id,
    name: staff.name,
    email: staff.email,
    roles: staff.roles,
    sessionId: randomUUID(),
    clientIp,
  };
}

/**
 * A real staff member (audit_log.staff_id has a foreign key) as the actor of a test that calls staff services
 * directly.
 */
export async function insertStaffActor(
  db: DbOrTx,
  roles: StaffRole[],
  name = "Test Medewerker",
  now: Date = LONG_AGO,
): Promise<StaffActor> {
  return staffActor(await createStaffMember(db, now, { roles, name }));
}

/** The deps acting as a staff member made here, for tests that call staff services directly. */
export async function staffDeps(base: ServiceDeps, options: StaffMemberOptions & { at?: Date }): Promise<ServiceDeps> {
  const member = await createStaffMember(base.db, options.at ?? LONG_AGO, options);
  return actingAs(base, staffActor(member));
}

export function asStaff(deps: ServiceDeps, actor: StaffActor): ServiceDeps {
  return actingAs(deps, actor);
}

/**
 * A sign-in link whose token the test knows, as its mail would carry it; `used` marks it used already. Written
 * directly: the sign-in service draws the token and only mails it, and a test that reads it from the mail belongs
 * to the sign-in tests.
 */
export async function createSignInLink(
  db: DbOrTx,
  staffId: string,
  options: { at: Date; validMinutes: number; used?: boolean },
): Promise<string> {
  const token = newSecretToken();
  await db.insert(staffSignInLinks).values({
    tokenHash: hashSecretToken(token),
    staffId,
    createdAt: options.at,
    expiresAt: new Date(options.at.getTime() + options.validMinutes * 60_000),
    usedAt: options.used ? options.at : null,
  });
  return token;
}
