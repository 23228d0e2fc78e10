/**
 * Who the passkeys belong to (the WebAuthn "relying party"): the site at its configured public origin (PUBLIC_URL).
 * The rpID is its host name, so a passkey made on the site works only there: a phishing site on another name
 * cannot ask the browser for it.
 */
import type { Settings } from "../../deps.ts";

export type RelyingParty = { rpID: string; rpName: string; origin: string };

export function relyingParty(settings: Pick<Settings, "site">): RelyingParty {
  const url = new URL(settings.site.publicUrl);
  return { rpID: url.hostname, rpName: settings.site.siteName, origin: url.origin };
}

/**
 * 'required': the passkey replaces the mailbox as the way in, and for the high-risk actions it is the proof, so it
 * must show that its person unlocked it (fingerprint, face, PIN), not only that the key is present: a laptop left
 * open or a found security key alone must not sign in. Decision 0039.
 */
export const USER_VERIFICATION = "required" as const;

/**
 * The key algorithms accepted: EdDSA, ES256 and RS256 (COSE ids), which every platform and security key offers.
 * Named here rather than left to the library, whose default asks Node's experimental `crypto.subtle.supports`
 * (a warning in the server's log on the first registration) to decide whether to add ML-DSA.
 */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

/** How long a browser may take over the passkey dialog; the challenge lives a little longer (challenges.ts). */
export const CEREMONY_TIMEOUT_MS = 120_000;
