/**
 * Signing in with a passkey on /beheer/inloggen (decision 0039). The passkey is discoverable: the browser offers
 * the person's passkeys for this site without an address typed, and its answer names the credential. A sign-in
 * starts a session marked 'passkey', whose passkey check is fresh from that moment. Limited per client
 * (RATE_LIMIT_STAFF_PASSKEY_SIGN_IN_PER_HOUR): every start counts, and every answer needs a start.
 */
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { staffMembers } from "../../../db/schema/index.ts";
import { passkeyAssertionSchema } from "../../../../common/validation/staff-passkeys.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { parseWith } from "../../parse-input.ts";
import { clientSubject } from "../../rate-limits/client-key.ts";
import { spendPoints } from "../../rate-limits/counters.ts";
import { rateLimitedError } from "../../rate-limits/visitor-limits.ts";
import { createSession, endSessionByToken, type NewSession } from "../sessions.ts";
import { PASSKEY_NOT_ACCEPTED_MESSAGE, passkeyOfAnswer, verifyAssertion } from "./assertion.ts";
import { authenticationAnswerOf } from "./browser-answers.ts";
import { consumeChallenge, issueChallenge } from "./challenges.ts";
import type { PasskeyCeremony } from "./registration.ts";
import { CEREMONY_TIMEOUT_MS, relyingParty, USER_VERIFICATION } from "./relying-party.ts";

/** The options for navigator.credentials.get(), as JSON, with the challenge's id to send back. */
export async function startPasskeySignIn(deps: ServiceDeps): Promise<PasskeyCeremony> {
  const rp = relyingParty(deps.settings);
  return inTransaction(deps, async (unit) => {
    await limitPasskeySignIns(unit);
    const { challengeId, bytes } = await issueChallenge(unit.tx, "sign-in", null, unit.now);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      challenge: bytes,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: USER_VERIFICATION,
    });
    return { challengeId, options: JSON.stringify(options) };
  });
}

/**
 * Checks the answer and starts a session for the passkey's owner, when the account is active. The challenge is used
 * up first, in a statement of its own: two requests with one answer give one session, and a failed check cannot be
 * retried with it. The session the browser had, if any, ends (no session fixation).
 */
export async function signInWithPasskey(
  deps: ServiceDeps,
  input: { challengeId: string; response: string; previousSessionToken?: string | null; userAgent?: string | null },
): Promise<NewSession> {
  const { challengeId, response } = parseWith(passkeyAssertionSchema, input);
  const answer = authenticationAnswerOf(response);
  const expectedChallenge = await consumeChallenge(deps.db, challengeId, "sign-in", null, deps.clock());
  return inTransaction(deps, async (unit) => {
    const passkey = await passkeyOfAnswer(unit.tx, answer);
    if (!passkey || !(await isActive(unit, passkey.staffId))) {
      throw new DomainError("BAD_USER_INPUT", PASSKEY_NOT_ACCEPTED_MESSAGE, { field: "response" });
    }
    await verifyAssertion(unit.tx, unit.settings, passkey, answer, expectedChallenge, unit.now);
    if (input.previousSessionToken) await endSessionByToken(unit.tx, input.previousSessionToken, unit.now);
    return createSession(unit.tx, passkey.staffId, unit.now, unit.settings.staff, {
      userAgent: input.userAgent ?? null,
      clientAddress: clientIpOf(unit),
      method: "passkey",
    });
  });
}

async function isActive(unit: UnitOfWork, staffId: string): Promise<boolean> {
  const [row] = await unit.tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.active, true)))
    .limit(1);
  return row !== undefined;
}

function clientIpOf(unit: UnitOfWork): string | null {
  return unit.actor.kind === "system" ? null : unit.actor.clientIp;
}

/** Spends a point of the client's passkey sign-ins (a signed-in browser signing in again counts too). */
async function limitPasskeySignIns(unit: UnitOfWork): Promise<void> {
  const clientIp = clientIpOf(unit);
  if (clientIp === null) return;
  const rule = {
    name: "staff-passkey-sign-in",
    limit: unit.settings.staff.passkeySignInsPerClientPerHour,
    windowSeconds: 3600,
  };
  const outcome = await spendPoints(unit.tx, rule, clientSubject(clientIp), unit.now);
  if (!outcome.allowed) throw rateLimitedError(outcome.retryAfterSeconds);
}
