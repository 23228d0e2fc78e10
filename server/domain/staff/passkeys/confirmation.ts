/**
 * 'Bevestig met je passkey' (decision 0039): a signed-in staff member proves their passkey again, so a high-risk
 * action (fresh-check.ts) may go ahead. The passkey must be the person's own; the check is kept on the session
 * (passkey_verified_at) and counts for STAFF_PASSKEY_FRESH_MINUTES.
 */
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { staffPasskeys, staffSessions } from "../../../db/schema/index.ts";
import { passkeyAssertionSchema } from "../../../../common/validation/staff-passkeys.ts";
import { inTransaction, type ServiceDeps } from "../../deps.ts";
import { ownAccountChange } from "../audit.ts";
import { DomainError } from "../../errors.ts";
import { parseWith } from "../../parse-input.ts";
import { requireStaffSession } from "../permissions.ts";
import { PASSKEY_NOT_ACCEPTED_MESSAGE, passkeyOfAnswer, verifyAssertion } from "./assertion.ts";
import { authenticationAnswerOf } from "./browser-answers.ts";
import { consumeChallenge, issueChallenge } from "./challenges.ts";
import type { PasskeyCeremony } from "./registration.ts";
import { CEREMONY_TIMEOUT_MS, relyingParty, USER_VERIFICATION } from "./relying-party.ts";

const NO_PASSKEY_MESSAGE = "Je hebt nog geen passkey. Registreer er een op Mijn account.";

export async function startPasskeyConfirmation(deps: ServiceDeps): Promise<PasskeyCeremony> {
  const staff = requireStaffSession(deps.actor);
  const rp = relyingParty(deps.settings);
  return inTransaction(deps, async (unit) => {
    const mine = await unit.tx
      .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staff.staffId));
    if (mine.length === 0) throw new DomainError("CONFLICT", NO_PASSKEY_MESSAGE);
    const owner = { staffId: staff.staffId, sessionId: staff.sessionId };
    const { challengeId, bytes } = await issueChallenge(unit.tx, "confirm", owner, unit.now);
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      challenge: bytes,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: USER_VERIFICATION,
      allowCredentials: mine.map((row) => ({ id: row.credentialId, transports: row.transports })),
    });
    return { challengeId, options: JSON.stringify(options) };
  });
}

/** Checks the answer; the session's passkey check is then fresh. The moment it was confirmed. */
export async function confirmWithPasskey(
  deps: ServiceDeps,
  input: { challengeId: string; response: string },
): Promise<Date> {
  const staff = requireStaffSession(deps.actor);
  const { challengeId, response } = parseWith(passkeyAssertionSchema, input);
  const answer = authenticationAnswerOf(response);
  const owner = { staffId: staff.staffId, sessionId: staff.sessionId };
  const expectedChallenge = await consumeChallenge(deps.db, challengeId, "confirm", owner, deps.clock());
  return ownAccountChange(deps, async (unit) => {
    const passkey = await passkeyOfAnswer(unit.tx, answer, staff.staffId);
    if (!passkey) throw new DomainError("BAD_USER_INPUT", PASSKEY_NOT_ACCEPTED_MESSAGE, { field: "response" });
    await verifyAssertion(unit.tx, unit.settings, passkey, answer, expectedChallenge, unit.now);
    await unit.tx
      .update(staffSessions)
      .set({ passkeyVerifiedAt: unit.now })
      .where(eq(staffSessions.id, staff.sessionId));
    // Audited: the log then shows who proved their passkey before a high-risk action, and with which one.
    await unit.audit({
      entityType: "staff_session",
      entityId: staff.sessionId,
      action: "confirm_passkey",
      before: null,
      after: { passkeyId: passkey.id, passkeyName: passkey.name },
    });
    return unit.now;
  });
}
