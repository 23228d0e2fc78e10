/**
 * Staff accounts (decision 0011). A beheerder adds, changes and deactivates them in /beheer/medewerkers; the very first
 * one is made on the command line (scripts/staff.ts), where no one is signed in yet. Accounts are never deleted,
 * so the audit log keeps naming who did what. The back office can never lose its last active beheerder.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { staffMembers } from "../../db/schema/index.ts";
import { staffMemberSchema, type StaffMemberInput } from "../../../common/validation/staff.ts";
import { isUuid } from "../../../common/ids.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, highRiskChange, type StaffUnit } from "./audit.ts";
import { requirePermission } from "./permissions.ts";
import { endAllSessions } from "./sessions.ts";

export type StaffMemberRow = typeof staffMembers.$inferSelect;

const EMAIL_TAKEN_MESSAGE = "Er is al een medewerker met dit e-mailadres.";
export const LAST_BEHEERDER_MESSAGE =
  "Er moet ten minste één actieve beheerder blijven. Maak eerst iemand anders beheerder.";
const STAFF_NOT_FOUND_MESSAGE = "Deze medewerker bestaat niet.";
export const OWN_ACCOUNT_MESSAGE =
  "Je kunt je eigen account niet uitschakelen. Vraag een andere beheerder om dat te doen.";

/** Every staff account, active ones first, by name. Needs `staff.manage`. */
export async function listStaffMembers(deps: ServiceDeps): Promise<StaffMemberRow[]> {
  requirePermission(deps.actor, "staff.manage");
  return deps.db
    .select()
    .from(staffMembers)
    .orderBy(sql`${staffMembers.active} desc`, asc(staffMembers.name), asc(staffMembers.id));
}

export async function findStaffMember(deps: ServiceDeps, id: string): Promise<StaffMemberRow | null> {
  requirePermission(deps.actor, "staff.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

/** Adds a staff account; a beheerder in the back office. */
export async function addStaffMember(deps: ServiceDeps, input: StaffMemberInput): Promise<StaffMemberRow> {
  const details = parseWith(staffMemberSchema, input);
  return highRiskChange(deps, "staff.manage", async (unit) => {
    const row = await insertStaffMember(unit, details);
    await unit.audit({
      entityType: "staff_member",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(row),
    });
    return row;
  });
}

/**
 * Adds a staff account from the command line (npm run staff -- add), where no one is signed in: the first beheerder
 * comes this way. Not reachable through the API.
 */
export function addStaffMemberFromCommandLine(deps: ServiceDeps, input: StaffMemberInput): Promise<StaffMemberRow> {
  const details = parseWith(staffMemberSchema, input);
  return inTransaction(deps, (unit) => insertStaffMember(unit, details));
}

async function insertStaffMember(unit: UnitOfWork, details: StaffMemberInput): Promise<StaffMemberRow> {
  try {
    const [row] = await unit.tx
      .insert(staffMembers)
      .values({ email: details.email, name: details.name, roles: details.roles, createdAt: unit.now })
      .returning();
    if (!row) throw new Error("Medewerker is niet aangemaakt");
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "staff_members_email_unique")) {
      throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE, {
        field: "email",
        fieldErrors: { email: EMAIL_TAKEN_MESSAGE },
      });
    }
    throw error;
  }
}

export type StaffMemberChange = StaffMemberInput & { active: boolean };

/**
 * Changes a staff account's address, name, roles or whether it is active. Deactivating ends its sessions at once;
 * so does a change of roles, so the person signs in again with exactly the new ones.
 */
export async function updateStaffMember(
  deps: ServiceDeps,
  id: string,
  input: StaffMemberChange,
): Promise<StaffMemberRow> {
  const details = parseWith(staffMemberSchema, input);
  const active = input.active;
  return highRiskChange(deps, "staff.manage", async (unit) => {
    const { before, otherBeheerders } = await lockForChange(unit, id);
    const after = { ...before, ...details, active };
    keepOneBeheerder(before, after, otherBeheerders);
    if (before.active && !active && before.id === unit.staff.staffId) {
      throw new DomainError("CONFLICT", OWN_ACCOUNT_MESSAGE);
    }
    let row: StaffMemberRow | undefined;
    try {
      [row] = await unit.tx
        .update(staffMembers)
        .set({ email: details.email, name: details.name, roles: details.roles, active })
        .where(eq(staffMembers.id, before.id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error, "staff_members_email_unique")) {
        throw new DomainError("CONFLICT", EMAIL_TAKEN_MESSAGE, {
          field: "email",
          fieldErrors: { email: EMAIL_TAKEN_MESSAGE },
        });
      }
      throw error;
    }
    if (!row) throw new DomainError("NOT_FOUND", STAFF_NOT_FOUND_MESSAGE);
    const changes = changedFields(auditable(before), auditable(row));
    if (changes) await unit.audit({ entityType: "staff_member", entityId: row.id, action: "update", ...changes });
    const rolesChanged = before.roles.join() !== row.roles.join();
    if (!row.active || rolesChanged) await endAllSessions(unit.tx, row.id, unit.now);
    return row;
  });
}

/**
 * Locks the account to change together with every other active beheerder, in one statement in the order of their
 * ids. Two beheerders demoting each other at the same moment then queue on the same first row instead of each
 * holding the row the other needs (a deadlock, which PostgreSQL would break by failing one of them): the second
 * waits, sees the first's change, and is refused as the last beheerder.
 */
export async function lockForChange(
  unit: StaffUnit,
  id: string,
): Promise<{ before: StaffMemberRow; otherBeheerders: number }> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", STAFF_NOT_FOUND_MESSAGE);
  const rows = await unit.tx
    .select()
    .from(staffMembers)
    .where(
      or(eq(staffMembers.id, id), and(eq(staffMembers.active, true), sql`'beheerder' = any(${staffMembers.roles})`)),
    )
    .orderBy(asc(staffMembers.id))
    .for("update");
  const before = rows.find((row) => row.id === id);
  if (!before) throw new DomainError("NOT_FOUND", STAFF_NOT_FOUND_MESSAGE);
  // A row that stopped matching while we waited for its lock (demoted meanwhile) comes back as it is now.
  const otherBeheerders = rows.filter((row) => row.id !== id && row.active && row.roles.includes("beheerder")).length;
  return { before, otherBeheerders };
}

/** Refuses a change that would leave no active beheerder. */
export function keepOneBeheerder(before: StaffMemberRow, after: StaffMemberRow, otherBeheerders: number): void {
  const wasBeheerder = before.active && before.roles.includes("beheerder");
  const staysBeheerder = after.active && after.roles.includes("beheerder");
  if (wasBeheerder && !staysBeheerder && otherBeheerders === 0) {
    throw new DomainError("CONFLICT", LAST_BEHEERDER_MESSAGE);
  }
}

/** What the audit log keeps of an account. */
function auditable(row: StaffMemberRow): Record<string, unknown> {
  return { email: row.email, name: row.name, roles: row.roles, active: row.active };
}

/** For the command line: the account of an address, if any. */
export async function findStaffMemberByEmail(db: DbOrTx, email: string): Promise<StaffMemberRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
