import { GraphQLError } from "graphql";

/**
 * GraphQL's own errors (syntax, validation, variables, Yoga's request checks) are English. A person can meet them:
 * a developer in GraphiQL, and a visitor when a page passes on a BAD_USER_INPUT message. So the common ones are
 * said again in Dutch here, and a syntax or validation error without a Dutch wording gets a generic Dutch message.
 * The English original stays available in `extensions.detail` for whoever debugs. Errors that are Dutch already (the domain's, the
 * scalars', our limits') pass unchanged.
 */
type Translation = readonly [pattern: RegExp, dutch: (...parts: string[]) => string];

const TRANSLATIONS: readonly Translation[] = [
  [
    /^Cannot query field "([^"]+)" on type "([^"]+)"\./,
    (field, type) => `Het veld "${field}" bestaat niet op type "${type}".`,
  ],
  [
    /^Unknown argument "([^"]+)" on field "([^"]+)"\./,
    (arg, field) => `Het argument "${arg}" bestaat niet bij veld "${field}".`,
  ],
  [
    /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\./,
    (field, arg, type) => `Het veld "${field}" mist het verplichte argument "${arg}" (${type}).`,
  ],
  [
    /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\./,
    (field, type) => `Het veld "${field}" (${type}) vraagt om een selectie van subvelden.`,
  ],
  [
    /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\./,
    (field, type) => `Het veld "${field}" heeft geen subvelden: type "${type}" kent ze niet.`,
  ],
  [/^Unknown type "([^"]+)"\./, (type) => `Het type "${type}" bestaat niet.`],
  [/^Unknown fragment "([^"]+)"\./, (name) => `Het fragment "${name}" bestaat niet.`],
  [
    /^Variable "([^"]+)" of required type "([^"]+)" was not provided\./,
    (name, type) => `De verplichte variabele "${name}" (${type}) ontbreekt.`,
  ],
  [
    /^Variable "([^"]+)" of non-null type "([^"]+)" must not be null\./,
    (name, type) => `De variabele "${name}" (${type}) mag niet null zijn.`,
  ],
  [/^Variable "([^"]+)" is not defined/, (name) => `De variabele "${name}" is niet gedeclareerd.`],
  [/^Variable "([^"]+)" is never used/, (name) => `De variabele "${name}" wordt niet gebruikt.`],
  [/^Unknown operation named "([^"]+)"\./, (name) => `De operatie "${name}" staat niet in de query.`],
  [
    /^Must provide operation name if query contains multiple operations\./,
    () => "De query bevat meerdere operaties: geef operationName op.",
  ],
  [/^Must provide query string\./, () => "Het verzoek bevat geen query."],
  [/^POST body sent invalid JSON\./, () => "Het verzoek bevat geen geldige JSON."],
  [/^Maximum introspection depth exceeded/, () => "De introspectie gaat te diep."],
  [/^Batching is not supported\./, () => "Meerdere operaties in één verzoek (batching) worden niet ondersteund."],
];

/** Why a variable's value was refused (graphql-js's coercion), without repeating the value. */
const VALUE_REASONS: readonly Translation[] = [
  [/^Int cannot represent non-integer value/, () => "geen geheel getal"],
  [/^Int cannot represent non 32-bit signed integer value/, () => "het getal is te groot"],
  [/^Float cannot represent/, () => "geen getal"],
  [/^String cannot represent/, () => "geen tekst"],
  [/^Boolean cannot represent/, () => "geen true of false"],
  [
    /^Field "([^"]+)" of required type "([^"]+)" was not provided\./,
    (field) => `het verplichte veld "${field}" ontbreekt`,
  ],
  [
    /^Field "([^"]+)" is not defined by type "([^"]+)"\./,
    (field, type) => `het veld "${field}" bestaat niet in type "${type}"`,
  ],
  [/^Expected type "([^"]+)" to be an object\./, (type) => `verwacht een object van type "${type}"`],
  [/^Expected non-nullable type "([^"]+)" not to be null\./, () => "mag niet null zijn"],
  [/^Value .* does not exist in "([^"]+)" enum\./s, (type) => `geen waarde van "${type}"`],
];

const GENERIC_BY_CODE: Readonly<Record<string, string>> = {
  GRAPHQL_PARSE_FAILED: "De query bevat een syntaxfout.",
  GRAPHQL_VALIDATION_FAILED: "De query past niet bij het schema van deze API.",
};

function translate(message: string, table: readonly Translation[]): string | undefined {
  for (const [pattern, dutch] of table) {
    const match = pattern.exec(message);
    if (match) return dutch(...match.slice(1));
  }
  return undefined;
}

/**
 * By name rather than instanceof: graphql ships CommonJS and ESM builds, and Yoga's helpers may create their errors
 * with the other copy of the class.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

/** 'Variable "$input" got invalid value 0 at "input.quantity"; Int cannot ...' in Dutch, with the reason's words. */
function invalidVariableInDutch(error: GraphQLError): string | undefined {
  const reason = error.originalError;
  const name = /^Variable "([^"]+)" got invalid value /.exec(error.message)?.[1];
  if (!name || !reason || !error.message.endsWith(`; ${reason.message}`)) return undefined;
  const prefix = error.message.slice(0, -(reason.message.length + 2));
  const at = / at "([^"]+)"$/.exec(prefix)?.[1];
  const where = at ? ` bij "${at}"` : "";
  // Our scalars explain in Dutch already (BAD_USER_INPUT); graphql-js's own reasons are translated.
  const dutchReason =
    isGraphQLError(reason) && reason.extensions.code === "BAD_USER_INPUT"
      ? reason.message
      : translate(reason.message, VALUE_REASONS);
  const because = dutchReason ? `: ${dutchReason.replace(/[^.]$/, "$&.")}` : ".";
  return `De variabele "${name}" heeft een ongeldige waarde${where}${because}`;
}

/** The same error with a Dutch message; untouched when it has one already or no wording is known. */
export function inDutch(error: GraphQLError): GraphQLError {
  // Translated before (a cached validation result), or one of our limits' own errors.
  if ("detail" in error.extensions || "limit" in error.extensions) return error;
  const code = typeof error.extensions.code === "string" ? error.extensions.code : undefined;
  const translated = invalidVariableInDutch(error) ?? translate(error.message, TRANSLATIONS);
  const generic = GENERIC_BY_CODE[error.message.startsWith("Syntax Error:") ? "GRAPHQL_PARSE_FAILED" : (code ?? "")];
  const message = translated ?? generic;
  if (!message || message === error.message) return error;
  const variableError = /^Variable "/.test(error.message);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: {
      ...error.extensions,
      // Every refused variable value answers BAD_USER_INPUT, as the scalars' own refusals do.
      ...(variableError && !code ? { code: "BAD_USER_INPUT" } : {}),
      detail: error.message,
    },
  });
}
