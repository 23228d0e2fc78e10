import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { isUuid } from "../../common/ids.ts";
import { DATE_OUT_OF_RANGE_MESSAGE, isWithinDateBounds } from "../../common/validation/fields.ts";

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

// The messages never repeat the value: it may be megabytes long, hold control characters, or be someone's data.
export const SCALAR_MESSAGES = {
  uuid: "Ongeldig ID: verwacht een UUID zoals 3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10.",
  datetime: "Ongeldige datum en tijd. Gebruik ISO 8601 met tijdzone, bijvoorbeeld 2026-03-12T09:00:00Z.",
  datetimeRange: `Ongeldige datum en tijd. ${DATE_OUT_OF_RANGE_MESSAGE}.`,
} as const;

function parseUuid(value: unknown): string {
  if (typeof value !== "string" || !isUuid(value)) throw badInput(SCALAR_MESSAGES.uuid);
  return value.toLowerCase();
}

export const UUIDScalar = new GraphQLScalarType<string, string>({
  name: "UUID",
  serialize: (value) => String(value),
  parseValue: parseUuid,
  parseLiteral: (ast) => parseUuid(ast.kind === Kind.STRING ? ast.value : undefined),
});

/**
 * ISO 8601 with a time and an offset (or Z), as the schema promises: `new Date` alone would also take '2026',
 * 'March 7' or a time without offset, read in the server's own zone.
 */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function parseDatetime(value: unknown): Date {
  const date = typeof value === "string" && ISO_DATETIME.test(value) ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw badInput(SCALAR_MESSAGES.datetime);
  if (!isWithinDateBounds(date)) throw badInput(SCALAR_MESSAGES.datetimeRange);
  return date;
}

export const DatetimeScalar = new GraphQLScalarType<Date, string>({
  name: "Datetime",
  // Output comes from the database, where only the parse rules above let dates in.
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Een ongeldige datum kan niet worden weergegeven.");
    return date.toISOString();
  },
  parseValue: parseDatetime,
  parseLiteral: (ast) => parseDatetime(ast.kind === Kind.STRING ? ast.value : undefined),
});
