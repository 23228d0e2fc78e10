import { createHash, randomBytes } from "node:crypto";

/** A secret for a sign-in link or a session: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a secret: its SHA-256. The secrets are random, so a plain hash suffices (no salt or
 * slow hash needed), and a leaked copy of the table signs no one in.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token we made: 43 base64url characters. Anything else is not looked up at all. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
