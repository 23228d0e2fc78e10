/**
 * Registering a passkey on 'Mijn account' (decision 0039): the server hands out options with a fresh challenge,
 * the browser makes a key pair on the person's device, and the server checks the answer and keeps the public key.
 * Allowed in a recovery session too (that is what it is for); the owner gets a mail for every new passkey, so a
 * stolen mailbox session that adds one is noticed.
 */
import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import { count, eq } from "drizzle-orm";
import { staffPasskeys } from "../../../db/schema/index.ts";
import { passkeyRegistrationSchema } from "../../../../common/validation/staff-passkeys.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { staffPasskeyAddedMail } from "../../../mail/templates/staff-passkey-added.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { inTransaction, type ServiceDeps } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { parseWith } from "../../parse-input.ts";
import { ownAccountChange } from "../audit.ts";
import { requireStaffSession } from "../permissions.ts";
import { registrationAnswerOf } from "./browser-answers.ts";
import { consumeChallenge, issueChallenge } from "./challenges.ts";
import { CEREMONY_TIMEOUT_MS, relyingParty, SUPPORTED_ALGORITHMS, USER_VERIFICATION } from "./relying-party.ts";
import { toPasskeyView, type PasskeyView } from "./passkey-view.ts";

/** Enough for a laptop, a phone, a security key and spares; more is a sign of something wrong. */
const MAX_PASSKEYS_PER_PERSON = 10;

const TOO_MANY_MESSAGE = `Je hebt al ${MAX_PASSKEYS_PER_PERSON} passkeys. Verwijder er eerst een die je niet meer gebruikt.`;
const NOT_VERIFIED_MESSAGE = "De passkey kon niet worden gecontroleerd. Probeer het opnieuw.";
const ALREADY_REGISTERED_MESSAGE = "Deze passkey is al geregistreerd.";

export type PasskeyCeremony = { challengeId: string; options: string };

/** The options for navigator.credentials.create(), as JSON, with the challenge's id to send back. */
export async function startPasskeyRegistration(deps: ServiceDeps): Promise<PasskeyCeremony> {
  const staff = requireStaffSession(deps.actor);
  const rp = relyingParty(deps.settings);
  return inTransaction(deps, async (unit) => {
    const existing = await unit.tx
      .select({ credentialId: staffPasskeys.credentialId, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staff.staffId));
    if (existing.length >= MAX_PASSKEYS_PER_PERSON) throw new DomainError("CONFLICT", TOO_MANY_MESSAGE);
    const owner = { staffId: staff.staffId, sessionId: staff.sessionId };
    const { challengeId, bytes } = await issueChallenge(unit.tx, "register", owner, unit.now);
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpID,
      userName: staff.email,
      userDisplayName: staff.name,
      // The user handle is the account's id: a sign-in by a discoverable passkey names whose it is without an address.
      userID: new TextEncoder().encode(staff.staffId),
      challenge: bytes,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    return { challengeId, options: JSON.stringify(options) };
  });
}

/**
 * Checks the browser's answer and keeps the passkey under the name its person gave it. The challenge is used up
 * first, in a statement of its own, so a failed check cannot be retried with it.
 */
export async function finishPasskeyRegistration(
  deps: ServiceDeps,
  input: { challengeId: string; response: string; name: string },
): Promise<PasskeyView> {
  const staff = requireStaffSession(deps.actor);
  const { challengeId, response, name } = parseWith(passkeyRegistrationSchema, input);
  const answer = registrationAnswerOf(response);
  const owner = { staffId: staff.staffId, sessionId: staff.sessionId };
  const expectedChallenge = await consumeChallenge(deps.db, challengeId, "register", owner, deps.clock());
  const rp = relyingParty(deps.settings);
  const verification = await verifyRegistrationResponse({
    response: answer,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  }).catch(() => null);
  // The answer names the credential twice, outside and inside what the authenticator signed: a browser's agree.
  const signedId = verification?.registrationInfo?.credential.id;
  if (!verification?.verified || signedId !== answer.id || signedId !== answer.rawId)
    throw new DomainError("BAD_USER_INPUT", NOT_VERIFIED_MESSAGE, { field: "response" });
  const { credential, credentialBackedUp, credentialDeviceType } = verification.registrationInfo;
  return ownAccountChange(deps, async (unit) => {
    const [mine] = await unit.tx
      .select({ total: count() })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staff.staffId));
    if ((mine?.total ?? 0) >= MAX_PASSKEYS_PER_PERSON) throw new DomainError("CONFLICT", TOO_MANY_MESSAGE);
    const [row] = await unit.tx
      .insert(staffPasskeys)
      .values({
        staffId: staff.staffId,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        backedUp: credentialBackedUp,
        backupEligible: credentialDeviceType === "multiDevice",
        createdAt: unit.now,
      })
      .onConflictDoNothing({ target: staffPasskeys.credentialId })
      .returning();
    if (!row) throw new DomainError("CONFLICT", ALREADY_REGISTERED_MESSAGE);
    await unit.audit({
      entityType: "staff_passkey",
      entityId: row.id,
      action: "create",
      before: null,
      after: { staffId: staff.staffId, name, signInMethod: staff.passkey?.signInMethod ?? null },
    });
    const { siteName, publicUrl } = unit.settings.site;
    await enqueueMail(unit, {
      dedupeKey: `staff-passkey-added:${row.id}`,
      to: staff.email,
      ...staffPasskeyAddedMail({
        name: staff.name,
        passkeyName: name,
        addedAt: unit.now,
        accountUrl: `${publicUrl}${STAFF_PATHS.account}`,
        siteName,
        publicUrl,
      }),
      attachments: [],
    });
    return toPasskeyView(row);
  });
}
