import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { isUuid } from "../../common/ids.ts";

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

function parseUuid(value: unknown): string {
  if (typeof value !== "string" || !isUuid(value)) {
    throw badInput(`Ongeldig ID: '${String(value)}' is geen UUID.`);
  }
  return value.toLowerCase();
}

export const UUIDScalar = new GraphQLScalarType<string, string>({
  name: "UUID",
  serialize: (value) => String(value),
  parseValue: parseUuid,
  parseLiteral: (ast) => parseUuid(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDatetime(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw badInput(`Ongeldige datum en tijd: '${String(value)}'. Gebruik ISO 8601, bijvoorbeeld 2026-03-12T09:00:00Z.`);
  }
  return date;
}

export const DatetimeScalar = new GraphQLScalarType<Date, string>({
  name: "Datetime",
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    return parseDatetime(value).toISOString();
  },
  parseValue: parseDatetime,
  parseLiteral: (ast) => parseDatetime(ast.kind === Kind.STRING ? ast.value : undefined),
});
