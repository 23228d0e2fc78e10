/**
 * An error as the logs may show it. A database error is described by its code and the names it carries
 * (constraint, table, column), never by its message or detail: PostgreSQL puts values there ('Failing row
 * contains (...)', 'invalid input syntax for type uuid: "..."'), and the query errors of Drizzle and PGlite
 * carry the whole query with its parameters (name, e-mail, phone, address).
 */
import { redactText } from "./redact-text.ts";

export type ErrorDescription = {
  type: string;
  message?: string;
  /** A SQLSTATE such as 23505, or a system error's code such as ECONNREFUSED. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  /** Where it was thrown: the stack's frames without its first line, which repeats the message. */
  stack?: string[];
  cause?: ErrorDescription;
  errors?: ErrorDescription[];
};

const DATABASE_NAMES = ["constraint", "table", "column", "schema", "dataType", "routine"] as const;
const MAX_FRAMES = 8;
const MAX_NESTING = 3;

type ErrorLike = Error & Record<string, unknown>;

/** PostgreSQL's errors (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string";
}

/** Errors that carry the failed query and its values in their message (Drizzle's DrizzleQueryError). */
function carriesQuery(error: ErrorLike): boolean {
  return "params" in error || "parameters" in error || "query" in error;
}

export function describeError(error: unknown, nesting = 0): ErrorDescription {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)) };
  const found = error as ErrorLike;
  // Some subclasses keep the name 'Error' (Drizzle's DrizzleQueryError); their class says more.
  const type = error.name && error.name !== "Error" ? error.name : error.constructor.name;
  const description: ErrorDescription = { type };
  if (isDatabaseError(found)) {
    description.code = found.code as string;
    for (const name of DATABASE_NAMES) {
      const value = found[name];
      if (typeof value === "string" && value) description[name] = value;
    }
  } else {
    if (!carriesQuery(found)) description.message = redactText(error.message);
    if (typeof found.code === "string" || typeof found.code === "number") description.code = String(found.code);
  }
  if (nesting === 0) description.stack = framesOf(error);
  if (nesting < MAX_NESTING) {
    if (error.cause !== undefined) description.cause = describeError(error.cause, nesting + 1);
    if (error instanceof AggregateError) {
      description.errors = error.errors.slice(0, 3).map((inner: unknown) => describeError(inner, nesting + 1));
    }
  }
  return description;
}

function framesOf(error: Error): string[] | undefined {
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => redactText(line.trim()));
  return frames.length > 0 ? frames : undefined;
}
