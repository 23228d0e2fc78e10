/**
 * Checking a passkey's signature (a WebAuthn assertion) against the stored public key, for a sign-in and for a
 * 'Bevestig met je passkey' step alike. A counter that does not go up (a cloned key) fails the check in the
 * library; a passing one stores the new counter, the backup flag and when the key was last used.
 */
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { staffPasskeys } from "../../../db/schema/index.ts";
import type { Settings } from "../../deps.ts";
import { DomainError } from "../../errors.ts";
import { relyingParty } from "./relying-party.ts";

export type PasskeyRow = typeof staffPasskeys.$inferSelect;

export const PASSKEY_NOT_ACCEPTED_MESSAGE =
  "Deze passkey werd niet geaccepteerd. Gebruik een passkey die je op Mijn account hebt geregistreerd.";

/** The passkey the answer names (its credential id), or null; only of `staffId` when given. */
export async function passkeyOfAnswer(
  db: DbOrTx,
  answer: AuthenticationResponseJSON,
  staffId?: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.credentialId, answer.id), staffId ? eq(staffPasskeys.staffId, staffId) : undefined))
    .limit(1);
  return row ?? null;
}

/** Refuses (BAD_USER_INPUT) unless the answer is the passkey's valid signature over the challenge; records its use. */
export async function verifyAssertion(
  tx: DbOrTx,
  settings: Pick<Settings, "site">,
  passkey: PasskeyRow,
  answer: AuthenticationResponseJSON,
  expectedChallenge: string,
  now: Date,
): Promise<void> {
  const rp = relyingParty(settings);
  const result = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter },
    requireUserVerification: true,
  }).catch(() => null);
  if (!result?.verified) throw new DomainError("BAD_USER_INPUT", PASSKEY_NOT_ACCEPTED_MESSAGE, { field: "response" });
  const { newCounter, credentialBackedUp } = result.authenticationInfo;
  await tx
    .update(staffPasskeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: now })
    .where(eq(staffPasskeys.id, passkey.id));
}
