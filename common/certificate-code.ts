/**
 * Verification codes of attendance certificates (decision 0020), in the style of the ticket registration codes
 * (server/domain/tickets/registration-code.ts): 60 random bits in Crockford base32 without I, L, O and U, shown as
 * FC-XXXX-XXXX-XXXX. Typing is forgiving: case, spaces and dashes do not matter, O reads as 0 and I or L as 1.
 * In common/ because the verification page builds its canonical URL from the typed code too.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BODY_LENGTH = 12;
const PREFIX = "FC";
const MAX_TYPED_LENGTH = 100;

/** `random(n)` gives n random bytes (node:crypto randomBytes on the server). */
export function generateCertificateCode(random: (size: number) => Uint8Array): string {
  // Each byte's low 5 bits are uniform because 256 is a multiple of 32: 12 symbols of 5 bits = 60 bits.
  let body = "";
  for (const byte of random(BODY_LENGTH)) body += ALPHABET[byte & 31];
  return format(body);
}

/** The canonical form of a typed code, or null when it cannot be one. */
export function normalizeCertificateCode(input: string): string | null {
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
