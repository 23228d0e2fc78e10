import { randomBytes } from "node:crypto";

/**
 * Registration codes let a ticket holder sign up for workshops. They are unguessable (60 random bits),
 * easy to type and read aloud: Crockford base32 without I, L, O and U, shown as FF-XXXX-XXXX-XXXX.
 * Input is forgiving: case, spaces and dashes do not matter, O reads as 0 and I or L as 1.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BODY_LENGTH = 12;
const PREFIX = "FF";

export function generateRegistrationCode(random: (size: number) => Uint8Array = randomBytes): string {
  // 12 symbols of 5 bits = 60 bits; each byte's low 5 bits are uniform because 256 is a multiple of 32.
  const bytes = random(BODY_LENGTH);
  let body = "";
  for (const byte of bytes) body += ALPHABET[byte & 31];
  return format(body);
}

/** More than any typing of a code with spaces; longer input is no code, and is not worked through. */
const MAX_TYPED_LENGTH = 100;

/** The canonical form of a typed code, or null when it cannot be a code at all. */
export function normalizeRegistrationCode(input: string): string | null {
  if (input.length > MAX_TYPED_LENGTH) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  const body =
    compact.length === PREFIX.length + BODY_LENGTH && compact.startsWith(PREFIX) ? compact.slice(2) : compact;
  if (body.length !== BODY_LENGTH) return null;
  for (const char of body) if (!ALPHABET.includes(char)) return null;
  return format(body);
}

function format(body: string): string {
  return `${PREFIX}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}
