import type { DocumentNode } from "graphql";
import { operationBody } from "../support/operation-body.ts";
import { MISSING, resolveValue, WithExtraField, type BadValue } from "./bad-values.ts";
import type { CorpusCase, CorpusRequest } from "./corpus-case.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { GraphQLTarget } from "./graphql-targets.ts";
import type { WholeLists } from "./whole-lists.ts";

export function operationOf(document: DocumentNode): { query: string; operationName: string } {
  const { query, operationName } = operationBody(document);
  return { query, operationName: operationName ?? "" };
}

/** A POST to /graphql as the site's own client sends it. */
export function graphqlRequest(body: unknown): CorpusRequest {
  return {
    path: "/graphql",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
    body: JSON.stringify(body),
  };
}

/** Sets (or with MISSING removes) the value at a path of dotted keys, in place. */
function setAt(root: Record<string, unknown>, keys: string[], value: unknown): void {
  const last = keys.at(-1)!;
  let parent: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  if (value === MISSING) {
    delete parent[last];
  } else if (value instanceof WithExtraField) {
    const widened = { ...(parent[last] as Record<string, unknown>) };
    // defineProperty: an assignment to '__proto__' would set the prototype instead of adding a field.
    Object.defineProperty(widened, value.key, { value: value.value, enumerable: true, writable: true });
    parent[last] = widened;
  } else {
    parent[last] = value;
  }
}

function valueCase(mutation: string, target: GraphQLTarget, path: string, bad: BadValue): CorpusCase {
  const operation = operationOf(target.document);
  return {
    name: `${mutation} ${path || "input"}: ${bad.label}`,
    kind: "graphql",
    expect: bad.expect,
    audience: bad.audience,
    ...(bad.markup ? { markup: bad.markup } : {}),
    ...(target.prepare ? { prepare: target.prepare } : {}),
    ...(target.staff ? { asStaff: true } : {}),
    ...(target.cookie ? { cookie: target.cookie } : {}),
    request: (world: CorpusWorld) => {
      const variables: Record<string, unknown> = { input: target.validInput(world) };
      setAt(variables, ["input", ...path.split(".").filter(Boolean)], resolveValue(bad.value, world));
      return graphqlRequest({ ...operation, variables });
    },
  };
}

/**
 * Per field of a mutation one bad value of each kind and its own (and a kind's whole list where `whole` says it is
 * due), and a variable the operation does not declare.
 */
export function graphqlCases(mutation: string, target: GraphQLTarget, whole: WholeLists): CorpusCase[] {
  whole.startTarget();
  const cases = Object.entries(target.fields).flatMap(([path, values]) =>
    whole.valuesFor(values).map((bad) => valueCase(mutation, target, path, bad)),
  );
  const operation = operationOf(target.document);
  cases.push({
    name: `${mutation}: onbekende variabele naast een geldige invoer`,
    kind: "graphql",
    expect: "tolerated",
    audience: "client",
    ...(target.prepare ? { prepare: target.prepare } : {}),
    ...(target.staff ? { asStaff: true } : {}),
    ...(target.cookie ? { cookie: target.cookie } : {}),
    request: (world) => graphqlRequest({ ...operation, variables: { input: target.validInput(world), isAdmin: true } }),
  });
  return cases;
}
