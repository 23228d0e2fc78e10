/**
 * What a check-in device read or a staff member typed (decision 0019): a ticket's registration code (typed, or the QR
 * code of the ticket PDF, which at a forum is the workshop sign-up link with `?code=`), or the QR code of a
 * Vakschool enrolment mail, `VAKSCHOOL:{enrolment id}`.
 */
import { isUuid } from "../../../common/ids.ts";
import { normalizeRegistrationCode } from "../tickets/registration-code.ts";

export type ScannedCode = { kind: "ticket"; code: string } | { kind: "enrollment"; enrollmentId: string };

/** The prefix of an enrolment's QR code; the id after it is random (v4 UUID), so it cannot be guessed. */
const ENROLLMENT_QR_PREFIX = "VAKSCHOOL:";

/** Longer than any code or link we print; longer input is not worked through. */
const MAX_SCANNED_LENGTH = 500;

export function enrollmentQrPayload(enrollmentId: string): string {
  return `${ENROLLMENT_QR_PREFIX}${enrollmentId}`;
}

export function parseScannedCode(raw: string): ScannedCode | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_SCANNED_LENGTH) return null;
  if (text.toUpperCase().startsWith(ENROLLMENT_QR_PREFIX)) {
    const enrollmentId = text.slice(ENROLLMENT_QR_PREFIX.length).toLowerCase();
    return isUuid(enrollmentId) ? { kind: "enrollment", enrollmentId } : null;
  }
  const code = normalizeRegistrationCode(codeInLink(text) ?? text);
  return code ? { kind: "ticket", code } : null;
}

/** The `code` parameter of a link (the forum ticket's QR code), or null for text that is no link. */
function codeInLink(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).searchParams.get("code");
  } catch {
    return null;
  }
}
