/**
 * Registration numbers of the accreditation registers (decision 0036), one pure module for the browser and the
 * server: read a number as a person types or pastes it, check it against its register's format with a Dutch
 * message that names the register, and write the line PE-online takes for it.
 *
 * A register is described by the fields of the `registers` table that matter here (`RegisterNumberRules`); the
 * GraphQL type `Register` carries the same fields, so a form can check a number before it is sent.
 *
 *   const number = normalizeRegistrationNumber(register, " big-1234 5678 901 "); // '12345678901'
 *   const checked = checkRegistrationNumber(register, typed);                     // { ok, number } | { ok: false, message }
 *   peOnlineLine(register, "12345678901");                                        // 'BIG-12345678901'
 */
import type { RegisterNumberFormat, RegisterReportingChannel } from "../vocabulary/registers.ts";

export type RegisterNumberRules = {
  /** The register's stable key: 'BIG', 'NIP', ... A number pasted with it in front loses it. */
  code: string;
  /** Shown in messages: "Een registratienummer bij {name} ...". */
  name: string;
  /** What PE-online puts before the number ('NIP' for NIP-00123456); null when it takes the bare number. */
  peOnlinePrefix: string | null;
  numberFormat: RegisterNumberFormat;
  /** The shortest and longest number, in characters after normalising (BIG_11: always 11). */
  numberMinLength: number;
  numberMaxLength: number;
  reportingChannel: RegisterReportingChannel;
};

export type RegistrationNumberCheck = { ok: true; number: string } | { ok: false; message: string };

/** The length of a BIG number; the BIG register publishes no check digit (decision 0036), so none is computed. */
export const BIG_NUMBER_LENGTH = 11;

/** What a number may be at all, before its register's rule: a pasted line, not a text. */
const MAX_TYPED_LENGTH = 64;

/** What people put between the parts of a number: spaces (also non-breaking), dots, hyphens, slashes, underscores. */
const SEPARATORS = /[\s.\-_/]+/gu;

/** What may stand between a pasted prefix and the number: 'BIG-', 'NIP ', 'BIG:', '#BIG-' (PE-online's search). */
const PREFIX_TAIL = /^[\s\-:#.]*/u;

/**
 * A number as its register stores it: upper case, without a pasted prefix ('BIG-', 'NIP ', '#NIP-' as PE-online's
 * search field takes it), without spaces, dots or hyphens, and for a padded format with its leading zeros.
 * Returns the text as far as it could be read; whether it is a valid number is `checkRegistrationNumber`'s to say.
 */
export function normalizeRegistrationNumber(register: RegisterNumberRules, typed: string): string {
  let text = typed.normalize("NFKC").trim().toUpperCase().replace(/^#/u, "");
  for (const prefix of prefixesOf(register)) {
    if (text.startsWith(prefix) && text.length > prefix.length) {
      text = text.slice(prefix.length).replace(PREFIX_TAIL, "");
      break;
    }
  }
  const bare = text.replace(SEPARATORS, "");
  return register.numberFormat === "DIGITS_PADDED" && /^\d+$/.test(bare)
    ? bare.padStart(register.numberMaxLength, "0")
    : bare;
}

/** Reads and checks a typed number: the stored form, or the Dutch message of what the register's numbers look like. */
export function checkRegistrationNumber(register: RegisterNumberRules, typed: string): RegistrationNumberCheck {
  if (typed.trim() === "") return { ok: false, message: `Vul je ${numberNoun(register)} in.` };
  if (typed.length > MAX_TYPED_LENGTH) return { ok: false, message: formatMessage(register) };
  const number = normalizeRegistrationNumber(register, typed);
  return matchesFormat(register, number) ? { ok: true, number } : { ok: false, message: formatMessage(register) };
}

/** True when `number` (already normalised) is a number of the register's format. */
function matchesFormat(register: RegisterNumberRules, number: string): boolean {
  const { min, max } = lengthsOf(register);
  if (number.length < min || number.length > max) return false;
  return register.numberFormat === "ALPHANUMERIC" ? /^[A-Z0-9]+$/.test(number) : /^\d+$/.test(number);
}

/**
 * The line PE-online takes for a participant, in a presence list pasted into its import or after '#' in its
 * search field: the prefix, a hyphen and the number ('NIP-00123456', 'BIG-12345678901'), or the bare number for a
 * register without a prefix. Null when the register is not reported through PE-online or the number is not one
 * of its format (a number stored before its register's format changed): such a number needs a person's eye.
 */
export function peOnlineLine(register: RegisterNumberRules, number: string): string | null {
  if (register.reportingChannel !== "PE_ONLINE") return null;
  const checked = checkRegistrationNumber(register, number);
  if (!checked.ok) return null;
  return register.peOnlinePrefix ? `${register.peOnlinePrefix}-${checked.number}` : checked.number;
}

/** The hint beside a number field: what the register's numbers look like. */
export function registrationNumberHint(register: RegisterNumberRules): string {
  const example = register.peOnlinePrefix ? ` Met of zonder ‘${register.peOnlinePrefix}-’ ervoor.` : "";
  const phrase = lengthPhrase(register);
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}.${example}`;
}

/** A number field's label: 'BIG-nummer' for the BIG format, else 'Registratienummer {name}'. */
export function registrationNumberLabel(register: RegisterNumberRules): string {
  return register.numberFormat === "BIG_11" ? "BIG-nummer" : `Registratienummer ${register.name}`;
}

/** "BIG-nummer" for the BIG format; else "registratienummer bij {name}". */
function numberNoun(register: RegisterNumberRules): string {
  return register.numberFormat === "BIG_11" ? "BIG-nummer" : `registratienummer bij ${register.name}`;
}

function formatMessage(register: RegisterNumberRules): string {
  return `Een ${numberNoun(register)} bestaat uit ${lengthPhrase(register)}.`;
}

/** '11 cijfers', 'hoogstens 8 cijfers (voorloopnullen mogen weg)', '4 tot 12 cijfers', '1 tot 20 letters en cijfers'. */
function lengthPhrase(register: RegisterNumberRules): string {
  const { min, max } = lengthsOf(register);
  const count = min === max ? `${max}` : `${min} tot ${max}`;
  switch (register.numberFormat) {
    case "BIG_11":
      return `${BIG_NUMBER_LENGTH} cijfers`;
    case "DIGITS":
      return `${count} cijfers`;
    case "DIGITS_PADDED":
      return `hoogstens ${max} cijfers (voorloopnullen mogen weg)`;
    case "ALPHANUMERIC":
      return `${count} letters en cijfers`;
  }
}

function lengthsOf(register: RegisterNumberRules): { min: number; max: number } {
  if (register.numberFormat === "BIG_11") return { min: BIG_NUMBER_LENGTH, max: BIG_NUMBER_LENGTH };
  // A padded number always has its full length once normalised.
  if (register.numberFormat === "DIGITS_PADDED") {
    return { min: register.numberMaxLength, max: register.numberMaxLength };
  }
  return { min: register.numberMinLength, max: register.numberMaxLength };
}

/** The prefixes a person may paste before a number: PE-online's, and the register's code. Longest first. */
function prefixesOf(register: RegisterNumberRules): string[] {
  const prefixes = [register.peOnlinePrefix, register.code].filter((prefix): prefix is string => Boolean(prefix));
  return [...new Set(prefixes.map((prefix) => prefix.toUpperCase()))].sort((a, b) => b.length - a.length);
}
