/**
 * Staff sessions (decision 0011): a server-side row per signed-in browser, found by the SHA-256 of the cookie's
 * token. A session ends at its idle timeout, at its absolute lifetime, or when ended; ending one is final.
 */
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { staffMembers, staffPasskeyPolicies, staffPasskeys, staffSessions } from "../../db/schema/index.ts";
import { passkeyRequiredFor } from "./passkeys/policy-rules.ts";
import type { StaffActor, StaffSettings } from "../deps.ts";
import { hashSecretToken, isWellFormedToken, newSecretToken } from "./tokens.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long last_seen_at may lag: a busy page does not write a row per request, and the idle timeout is minutes. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export type NewSession = { token: string; sessionId: string; expiresAt: Date };

/**
 * Where a session was started from, for its person to recognise it (the browser and the client address), and how:
 * a mailed link (the default) or a passkey, which also counts as the session's first passkey check.
 */
export type SessionOrigin = { userAgent: string | null; clientAddress: string | null; method?: "link" | "passkey" };

/** A User-Agent is kept this long at most: enough to name a browser and system, never a whole header. */
const USER_AGENT_MAX_LENGTH = 256;
/** Longer than any IPv6 address with a zone: what is longer is no address (it would be "unknown" or a forgery). */
const CLIENT_ADDRESS_MAX_LENGTH = 64;

export async function createSession(
  tx: DbOrTx,
  staffId: string,
  now: Date,
  settings: StaffSettings,
  origin: SessionOrigin = { userAgent: null, clientAddress: null },
): Promise<NewSession> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + settings.sessionMaxHours * HOUR_MS);
  const userAgent = origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null;
  const clientAddress = origin.clientAddress?.slice(0, CLIENT_ADDRESS_MAX_LENGTH) || null;
  const [row] = await tx
    .insert(staffSessions)
    .values({
      tokenHash: hashSecretToken(token),
      staffId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent,
      clientAddress,
      signInMethod: origin.method ?? "link",
      passkeyVerifiedAt: origin.method === "passkey" ? now : null,
    })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error("Sessie is niet aangemaakt");
  return { token, sessionId: row.id, expiresAt };
}

/**
 * The staff member a session token signs in, or null when the token is unknown, ended, idle too long, past its
 * lifetime, or its staff member was deactivated. Keeps the session alive (last_seen_at) as a side effect.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: Date,
  settings: StaffSettings,
  clientIp: string | null,
): Promise<StaffActor | null> {
  if (!isWellFormedToken(token)) return null;
  const [found] = await db
    .select({ session: staffSessions, staff: staffMembers, hasPasskey: hasPasskeySql, policies: policiesSql })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashSecretToken(token)),
        isLiveSession(now, settings),
        eq(staffMembers.active, true),
      ),
    )
    .limit(1);
  if (!found) return null;
  const { session, staff, hasPasskey, policies } = found;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.tokenHash, session.tokenHash), sql`${staffSessions.lastSeenAt} < ${now}`));
  }
  return {
    kind: "staff",
    staffId: staff.id,
    name: staff.name,
    email: staff.email,
    roles: staff.roles,
    sessionId: session.id,
    clientIp,
    passkey: {
      signInMethod: session.signInMethod === "passkey" ? "passkey" : "link",
      verifiedAt: session.passkeyVerifiedAt,
      hasPasskey,
      required: passkeyRequiredFor(staff.roles, policies ?? {}),
    },
  };
}

/** Read in the session's one query, so the passkey rules cost no request a query of its own (decision 0039). */
const hasPasskeySql = sql<boolean>`exists (select 1 from ${staffPasskeys} where ${staffPasskeys.staffId} = ${staffMembers.id})`;
const policiesSql = sql<Record<
  string,
  boolean
> | null>`(select json_object_agg(${staffPasskeyPolicies.role}, ${staffPasskeyPolicies.required}) from ${staffPasskeyPolicies})`;

/** A session that still signs in: not ended, not past its lifetime, not idle too long. */
export function isLiveSession(now: Date, settings: StaffSettings): SQL | undefined {
  const idleSince = new Date(now.getTime() - settings.sessionIdleMinutes * MINUTE_MS);
  return and(isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleSince));
}

/** Ends the session of a token (signing out); unknown or ended tokens are left as they are. */
export async function endSessionByToken(db: DbOrTx, token: string, now: Date): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashSecretToken(token)), isNull(staffSessions.endedAt)));
}

/** Ends every session of a staff member ('overal uitloggen', or when deactivated); the number ended. */
export async function endAllSessions(db: DbOrTx, staffId: string, now: Date): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}
