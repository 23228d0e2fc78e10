/**
 * The one place that tells "the database cannot be reached" from every other failure. Such an error is not a bug
 * and not the visitor's: the database is down, restarting or unreachable, and the same request will work once it
 * is back. The HTTP layer answers it with 503 and Retry-After (GraphQL: SERVICE_UNAVAILABLE), so visitors read a
 * Dutch "tijdelijk niet beschikbaar", the 5xx alert sees it, and no page shows an empty list instead.
 * PGlite runs inside the process and never raises these; the checks simply never match there.
 */
import { log } from "../log/logger.ts";

/** Connection-level failures of the socket to PostgreSQL (Node's system error codes). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection exception), 57P01
 * (admin shutdown), 57P02 (crash shutdown), 57P03 (cannot connect now: starting up or in recovery).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** What node-postgres and its pool say when a connection ends or cannot be had in time; they set no code. */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated/i,
  /connection error and is not queryable/i,
  /^Client was closed and is not queryable$/i,
];

/** The typed form of such an error: whoever meets it answers "tijdelijk niet beschikbaar" (503). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";

  constructor(cause: unknown) {
    super("De database is niet bereikbaar.", { cause });
  }
}

/** The error as a DatabaseUnavailableError when the database could not be reached, else null. */
export function databaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  if (error instanceof DatabaseUnavailableError) return error;
  return isUnreachable(error, 0) ? new DatabaseUnavailableError(error) : null;
}

/** The log line of a request answered 503 for it: a warning, since the 5xx alert and /readyz already see it. */
export function logDatabaseUnavailable(unavailable: DatabaseUnavailableError): void {
  log.warn("db.unavailable", "Database niet bereikbaar; het verzoek krijgt 503.", { error: unavailable.cause });
}

/** Looks through wrappers: Drizzle's query error keeps the driver's error as `cause`, Node's connect an AggregateError. */
function isUnreachable(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnreachable(inner, depth + 1))) return true;
  return isUnreachable(error.cause, depth + 1);
}
