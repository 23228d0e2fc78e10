/**
 * Seeing and ending staff sessions (decision 0011). Every staff member sees their own active sessions in 'Mijn
 * account' and ends any of them; a beheerder ends all of a colleague's sessions, with or without deactivating the
 * account, in one transaction. The session list is the database's: no process keeps a resolved session, so an
 * ended one is refused on the very next request to any web process.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { staffMembers, staffSessions } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps, StaffSettings } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { clientSubject } from "../rate-limits/client-key.ts";
import { highRiskChange, ownAccountChange, type StaffUnit } from "./audit.ts";
import { describeDevice } from "./device-description.ts";
import { requirePermission, requireStaffSession } from "./permissions.ts";
import { isLiveSession } from "./sessions.ts";
import { keepOneBeheerder, lockForChange, OWN_ACCOUNT_MESSAGE, type StaffMemberRow } from "./staff-accounts.ts";

export type StaffSessionView = {
  id: string;
  /** "Chrome op Windows": what the browser's User-Agent says, in Dutch. */
  device: string;
  /** The client's network: an IPv4 address without its last number, an IPv6 address by its /64; null if unknown. */
  network: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  /** The session of the request asking. */
  current: boolean;
};

const SESSION_NOT_FOUND_MESSAGE = "Deze sessie bestaat niet (meer).";

/** The signed-in person's active sessions, the most recently used first. Needs a staff session. */
export async function listOwnSessions(deps: ServiceDeps): Promise<StaffSessionView[]> {
  const staff = requireStaffSession(deps.actor);
  const now = deps.clock();
  const rows = await deps.db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staff.staffId), isLiveSession(now, deps.settings.staff)))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    network: row.clientAddress ? networkOf(row.clientAddress) : null,
    signedInAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === staff.sessionId,
  }));
}

/**
 * Shown to its own person, a client address without its last part: enough to tell one's office or home network
 * from a stranger's, without putting a whole address on a screen others may see.
 */
export function networkOf(address: string): string {
  const subject = clientSubject(address);
  const ipv4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(subject);
  return ipv4 ? `${ipv4[1]}.x` : subject;
}

/**
 * Ends one of the signed-in person's own sessions. Someone else's session id is NOT_FOUND, as an unknown one is;
 * a session that had ended already is left as it is (true only when this call ended it). Audited.
 */
export async function endOwnSession(deps: ServiceDeps, sessionId: string): Promise<boolean> {
  return ownAccountChange(deps, async (unit) => {
    if (!isUuid(sessionId)) throw new DomainError("NOT_FOUND", SESSION_NOT_FOUND_MESSAGE);
    const own = and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, unit.staff.staffId));
    const [found] = await unit.tx.select({ id: staffSessions.id }).from(staffSessions).where(own).limit(1);
    if (!found) throw new DomainError("NOT_FOUND", SESSION_NOT_FOUND_MESSAGE);
    const ended = await unit.tx
      .update(staffSessions)
      .set({ endedAt: unit.now })
      .where(and(own, isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id });
    if (ended.length === 0) return false;
    await unit.audit({
      entityType: "staff_session",
      entityId: sessionId,
      action: "end",
      before: { ended: false },
      after: { ended: true },
    });
    return true;
  });
}

/** How many sessions of a staff member are active now. Needs `staff.manage`. */
export async function countActiveSessions(deps: ServiceDeps, staffId: string): Promise<number> {
  requirePermission(deps.actor, "staff.manage");
  const live = isLiveSession(deps.clock(), deps.settings.staff);
  const [row] = await deps.db
    .select({ total: count() })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), live));
  return row?.total ?? 0;
}

export type EndedSessions = { staffMember: StaffMemberRow; endedSessions: number };

/**
 * Ends every session of a staff member and, with `deactivate`, deactivates the account in the same transaction
 * ('Account uitschakelen en overal uitloggen'). Needs `staff.manage`; nobody deactivates their own account, and the
 * last active beheerder stays. The account's row is locked first, so two of these at once queue: the second finds
 * nothing left to do, and only a call that changed something writes an audit row, with how many sessions ended.
 */
export async function endStaffMemberSessions(
  deps: ServiceDeps,
  staffId: string,
  { deactivate }: { deactivate: boolean },
): Promise<EndedSessions> {
  return highRiskChange(deps, "staff.manage", async (unit) => {
    const { before, otherBeheerders } = await lockForChange(unit, staffId);
    const deactivating = deactivate && before.active;
    if (deactivating) {
      if (before.id === unit.staff.staffId) throw new DomainError("CONFLICT", OWN_ACCOUNT_MESSAGE);
      keepOneBeheerder(before, { ...before, active: false }, otherBeheerders);
    }
    let staffMember = before;
    if (deactivating) {
      const [row] = await unit.tx
        .update(staffMembers)
        .set({ active: false })
        .where(eq(staffMembers.id, before.id))
        .returning();
      staffMember = row ?? before;
    }
    const endedSessions = await endEverySession(unit, before.id, unit.settings.staff);
    if (deactivating) {
      await unit.audit({
        entityType: "staff_member",
        entityId: before.id,
        action: "deactivate",
        before: { active: true, activeSessions: endedSessions },
        after: { active: false, activeSessions: 0, endedSessions },
      });
    } else if (endedSessions > 0) {
      await unit.audit({
        entityType: "staff_member",
        entityId: before.id,
        action: "end_sessions",
        before: { activeSessions: endedSessions },
        after: { activeSessions: 0, endedSessions },
      });
    }
    return { staffMember, endedSessions };
  });
}

/**
 * Marks every unended session of the account ended; the number of them that were still active (one that had
 * timed out signed no one in any more, so ending it ends nothing a person would count).
 */
async function endEverySession(unit: StaffUnit, staffId: string, settings: StaffSettings): Promise<number> {
  const idleSince = unit.now.getTime() - settings.sessionIdleMinutes * 60_000;
  const ended = await unit.tx
    .update(staffSessions)
    .set({ endedAt: unit.now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ lastSeenAt: staffSessions.lastSeenAt, expiresAt: staffSessions.expiresAt });
  return ended.filter((row) => row.expiresAt > unit.now && row.lastSeenAt.getTime() > idleSince).length;
}
