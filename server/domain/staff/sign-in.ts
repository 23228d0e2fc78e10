/**
 * Signing in without passwords (decision 0011): a staff member asks for a link on /beheer/inloggen and
 * gets it by mail; the link signs in once, within a few minutes. Unknown and known addresses get the same answer,
 * so the form tells nobody who works here. Requests are limited per client and per address.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { staffSignInLinks, staffMembers } from "../../db/schema/index.ts";
import { staffSignInRequestSchema } from "../../../common/validation/staff.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { staffSignInMail } from "../../mail/templates/staff-sign-in.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { clientSubject } from "../rate-limits/client-key.ts";
import { spendPoints } from "../rate-limits/counters.ts";
import { rateLimitedError } from "../rate-limits/visitor-limits.ts";
import { createSession, endSessionByToken, type NewSession } from "./sessions.ts";
import { hashSecretToken, isWellFormedToken, newSecretToken } from "./tokens.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

const HOUR_SECONDS = 3600;

export const SIGN_IN_LINK_SENT_MESSAGE =
  "Als dit adres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om in te loggen.";

const INVALID_SIGN_IN_LINK_MESSAGE =
  "Deze inloglink is ongeldig, al gebruikt of verlopen. Vraag hieronder een nieuwe link aan.";

/**
 * Sends a sign-in link to `email` when it belongs to an active staff member; answers the same either way. The
 * limits count every request, known address or not, so timing and refusals reveal nothing either.
 */
export async function requestSignInLink(deps: ServiceDeps, input: { email: string }): Promise<void> {
  const { email } = parseWith(staffSignInRequestSchema, input);
  await inTransaction(deps, async (unit) => {
    await limitSignInRequests(unit, email);
    const [staff] = await unit.tx
      .select()
      .from(staffMembers)
      .where(and(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`, eq(staffMembers.active, true)))
      .limit(1);
    if (!staff) return;
    await sendSignInLink(unit, staff);
  });
}

/** Writes a new link for a staff member and its mail, in the caller's transaction. */
export async function sendSignInLink(
  unit: Pick<UnitOfWork, "tx" | "now" | "settings" | "mailEnqueued">,
  staff: { id: string; name: string; email: string },
): Promise<void> {
  const token = newSecretToken();
  const minutes = unit.settings.staff.signInLinkMinutes;
  await unit.tx.insert(staffSignInLinks).values({
    tokenHash: hashSecretToken(token),
    staffId: staff.id,
    createdAt: unit.now,
    expiresAt: new Date(unit.now.getTime() + minutes * 60_000),
  });
  const { siteName, publicUrl } = unit.settings.site;
  const signInUrl = `${publicUrl}${STAFF_PATHS.signInLink}?token=${token}`;
  await enqueueMail(unit, {
    dedupeKey: `staff-sign-in:${hashSecretToken(token)}`,
    to: staff.email,
    ...staffSignInMail({ name: staff.name, signInUrl, validMinutes: minutes, siteName, publicUrl }),
    attachments: [],
  });
}

async function limitSignInRequests(unit: UnitOfWork, email: string): Promise<void> {
  const limit = unit.settings.staff.signInRequestsPerHour;
  const clientIp = unit.actor.kind === "system" ? null : unit.actor.clientIp;
  if (clientIp !== null) {
    const rule = { name: "staff-sign-in-client", limit, windowSeconds: HOUR_SECONDS };
    const outcome = await spendPoints(unit.tx, rule, clientSubject(clientIp), unit.now);
    if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }
  const rule = { name: "staff-sign-in-email", limit, windowSeconds: HOUR_SECONDS };
  const outcome = await spendPoints(unit.tx, rule, email.toLowerCase(), unit.now);
  if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
}

/**
 * Uses a sign-in link: marks it used (only an unused, unexpired link of an active staff member is taken, once,
 * even by two requests at the same moment) and starts a new session. The session the browser had, if any, ends:
 * the session id changes at every sign-in (no session fixation).
 */
export async function signInWithLink(
  deps: ServiceDeps,
  input: { token: string; previousSessionToken?: string | null },
): Promise<NewSession> {
  const token = input.token.trim();
  if (!isWellFormedToken(token)) throw new DomainError("NOT_FOUND", INVALID_SIGN_IN_LINK_MESSAGE);
  return inTransaction(deps, async (unit) => {
    const [link] = await unit.tx
      .update(staffSignInLinks)
      .set({ usedAt: unit.now })
      .where(
        and(
          eq(staffSignInLinks.tokenHash, hashSecretToken(token)),
          isNull(staffSignInLinks.usedAt),
          gt(staffSignInLinks.expiresAt, unit.now),
          sql`exists (select 1 from ${staffMembers} where ${staffMembers.id} = ${staffSignInLinks.staffId} and ${staffMembers.active})`,
        ),
      )
      .returning({ staffId: staffSignInLinks.staffId });
    if (!link) throw new DomainError("NOT_FOUND", INVALID_SIGN_IN_LINK_MESSAGE);
    if (input.previousSessionToken) await endSessionByToken(unit.tx, input.previousSessionToken, unit.now);
    return createSession(unit.tx, link.staffId, unit.now, unit.settings.staff);
  });
}
