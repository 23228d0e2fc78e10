/**
 * Keeps personal data and secrets out of the logs (decision 0010): a log line never carries an e-mail address, phone
 * number, name, ticket code or token. Two passes: fields are dropped by their key (a name is recognisable only by
 * where it sits), and every text that remains is searched for what has a recognisable shape.
 */
import { describeError } from "./describe-error.ts";
import { redactText } from "./redact-text.ts";

export const REDACTED = "[verwijderd]";

/**
 * Keys whose value is personal or secret, compared in lower case without separators (`phone_number`, `e-mail`).
 * Also the keys that carry values wholesale: query parameters, GraphQL variables and input, bodies, a
 * PostgreSQL error's detail ('Key (email)=(...) already exists').
 */
const SENSITIVE_KEYS = new Set([
  ...["name", "firstname", "lastname", "fullname", "participant", "buyer", "billinginformation"],
  ...["email", "emailaddress", "to", "toaddress", "from", "replyto", "cc", "bcc"],
  ...["phone", "phonenumber", "telephone", "address", "street", "postalcode", "city", "organization", "function"],
  ...["token", "registrationtoken", "registrationcode", "canceltoken", "cancelurl", "password", "secret"],
  ...["apikey", "authorization", "cookie", "cookies", "setcookie", "iban"],
  // A registration number (decision 0036) identifies a person in a register.
  ...["registrationnumber", "registrationnumbers", "bignumber"],
  ...["params", "parameters", "variables", "input", "body", "query", "detail", "hint", "where", "internalquery"],
]);

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

const MAX_DEPTH = 5;
const MAX_ITEMS = 20;

/** A value made safe to log: sensitive keys dropped, texts searched, errors described, depth and size bounded. */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") {
    return typeof value === "bigint" || typeof value === "symbol" ? String(value) : value;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (value instanceof Error) return describeError(value);
  if (depth >= MAX_DEPTH || seen.has(value)) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1, seen));
  return redactFields(value as Record<string, unknown>, depth + 1, seen);
}

export function redactFields(
  fields: Record<string, unknown>,
  depth = 0,
  seen = new WeakSet<object>(),
): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_ITEMS)) {
    if (value === undefined || typeof value === "function") continue;
    safe[key] = isSensitiveKey(key) && value !== null ? REDACTED : redactValue(value, depth, seen);
  }
  return safe;
}
