import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type Source,
} from "graphql";

/**
 * What one GraphQL request may ask, so that a single small request cannot make the server do much work.
 * The web app's own operations stay far below these (server/graphql/limits.test.ts checks them).
 */

/** Request bodies larger than this are cut off as they stream in (server/http/body-limit.ts). */
export const MAX_REQUEST_BYTES = 64 * 1024;
/** Tokens of the query text: parsing stops here, before any rule runs (graphql-js's `maxTokens`). */
export const MAX_TOKENS = 2000;
/** Fields of one operation with every fragment counted where it is spread, aliases and __typename included. */
export const MAX_FIELDS = 400;
/** Aliases of one operation, fragments expanded: aliases are what make one field run many times. */
export const MAX_ALIASES = 50;
/**
 * Nesting of fields. Our schema has no cycles yet and its pages need 6 levels; GraphiQL's introspection query needs
 * exactly 15 (graphql-js limits introspection's own cycles further).
 */
export const MAX_DEPTH = 15;

const INTROSPECTION_FIELDS = new Set(["__schema", "__type"]);

export type OperationCost = {
  fields: number;
  aliases: number;
  depth: number;
  /** Whether it asks for __schema or __type (__typename is no introspection). */
  introspection: boolean;
};

const NOTHING: OperationCost = { fields: 0, aliases: 0, depth: 0, introspection: false };

function combine(a: OperationCost, b: OperationCost): OperationCost {
  return {
    fields: a.fields + b.fields,
    aliases: a.aliases + b.aliases,
    depth: Math.max(a.depth, b.depth),
    introspection: a.introspection || b.introspection,
  };
}

/**
 * The cost of each operation of a document, with each fragment counted every time it is spread, so aliases over
 * one fragment multiply its fields as execution does. A fragment's cost is computed once (linear in the document);
 * a fragment that spreads itself counts nothing the second time, and graphql-js's own rule refuses it.
 */
export function operationCosts(document: DocumentNode): OperationCost[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, OperationCost>();
  const expanding = new Set<string>();

  function fragmentCost(name: string): OperationCost {
    const known = fragmentCosts.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return NOTHING;
    expanding.add(name);
    const cost = selectionCost(fragment.selectionSet);
    expanding.delete(name);
    fragmentCosts.set(name, cost);
    return cost;
  }

  function selectionCost(selectionSet: SelectionSetNode): OperationCost {
    let total = NOTHING;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const below = selection.selectionSet ? selectionCost(selection.selectionSet) : NOTHING;
        total = combine(total, {
          fields: below.fields + 1,
          aliases: below.aliases + (selection.alias ? 1 : 0),
          depth: below.depth + 1,
          introspection: below.introspection || INTROSPECTION_FIELDS.has(selection.name.value),
        });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total = combine(total, selectionCost(selection.selectionSet));
      } else {
        total = combine(total, fragmentCost(selection.name.value));
      }
    }
    return total;
  }

  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [selectionCost(definition.selectionSet)] : [],
  );
}

type LimitName = "tokens" | "fields" | "aliases" | "depth" | "introspection";

/** A refusal by one of these limits: Dutch, with the limit named for clients that want to react to it. */
function limitError(limit: LimitName, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "GRAPHQL_VALIDATION_FAILED", limit } });
}

/** Every limit the document's operations break; empty when it may be validated and run. */
export function limitErrors(document: DocumentNode, options: { introspection: boolean }): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const cost of operationCosts(document)) {
    if (cost.fields > MAX_FIELDS) {
      const message = `De query vraagt te veel velden op: ${cost.fields}, met fragmenten meegeteld (ten hoogste ${MAX_FIELDS}).`;
      errors.push(limitError("fields", message));
    }
    if (cost.aliases > MAX_ALIASES) {
      const message = `De query gebruikt te veel aliassen: ${cost.aliases}, met fragmenten meegeteld (ten hoogste ${MAX_ALIASES}).`;
      errors.push(limitError("aliases", message));
    }
    if (cost.depth > MAX_DEPTH) {
      const message = `De query is te diep genest: ${cost.depth} niveaus (ten hoogste ${MAX_DEPTH}).`;
      errors.push(limitError("depth", message));
    }
    if (cost.introspection && !options.introspection) {
      errors.push(limitError("introspection", "Introspectie (__schema en __type) staat uit op deze server."));
    }
  }
  return errors;
}

type Parse = (source: string | Source, options?: ParseOptions) => DocumentNode;

/** graphql-js's words when `maxTokens` stops the parser ("more that" is its spelling). */
const TOKEN_LIMIT_MESSAGE = /Document contains more tha[nt] \d+ tokens/;

/** The parser with MAX_TOKENS, answering in Dutch when a query is longer. */
export function parseWithTokenLimit(parse: Parse): Parse {
  return (source, options) => {
    try {
      return parse(source, { ...options, maxTokens: MAX_TOKENS });
    } catch (error) {
      if (error instanceof Error && TOKEN_LIMIT_MESSAGE.test(error.message)) {
        throw limitError("tokens", `De query is te lang: meer dan ${MAX_TOKENS} tokens.`);
      }
      throw error;
    }
  };
}
