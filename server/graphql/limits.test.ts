import { getIntrospectionQuery, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { tokenCount } from "../../test/support/graphql-documents.ts";
import { limitErrors, MAX_TOKENS, operationCosts, parseWithTokenLimit } from "./limits.ts";

describe("the GraphQL limits", () => {
  it("let GraphiQL's introspection query through when introspection is on", () => {
    const document = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(limitErrors(document, { introspection: true })).toEqual([]);
    expect(limitErrors(document, { introspection: false }).map((error) => error.extensions.limit)).toEqual([
      "introspection",
    ]);
  });

  it("count a fragment at every spread, inline fragments and nested spreads included", () => {
    const document = parse(`
      query Q { a: allCourses { ...Page } b: allCourses { ... on CoursesConnection { ...Page } } }
      fragment Page on CoursesConnection { totalCount n: nodes { ...Course } }
      fragment Course on Course { id title location { city } }
    `);
    // Per spread of Page: totalCount, nodes, id, title, location, city = 6 fields and 1 alias, 3 levels deep.
    expect(operationCosts(document)).toEqual([{ fields: 14, aliases: 4, depth: 4, introspection: false }]);
  });

  it("cost each operation of a document on its own", () => {
    const document = parse("query A { __typename } query B { x: __typename y: __typename }");
    expect(operationCosts(document)).toEqual([
      { fields: 1, aliases: 0, depth: 1, introspection: false },
      { fields: 2, aliases: 2, depth: 1, introspection: false },
    ]);
  });

  it("stay linear on fragments that spread each other many times, and end on fragments that spread themselves", () => {
    // Each level spreads the one below twice: 2^40 fields once expanded, computed in 40 steps.
    const levels = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ${i === 39 ? "__typename" : `...F${i + 1} ...F${i + 1}`} }`,
    );
    const doubling = parse(`{ ...F0 } ${levels.join(" ")}`);
    expect(operationCosts(doubling)[0]!.fields).toBe(2 ** 39);
    expect(limitErrors(doubling, { introspection: false }).map((error) => error.extensions.limit)).toEqual(["fields"]);

    const cycle = parse("{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }");
    expect(operationCosts(cycle)).toEqual([{ fields: 1, aliases: 0, depth: 1, introspection: false }]);
  });

  it("stop the parser at MAX_TOKENS with a Dutch message", () => {
    const parseLimited = parseWithTokenLimit(parse);
    const atLimit = `{ ${"__typename ".repeat(MAX_TOKENS - 2)}}`;
    expect(tokenCount(atLimit)).toBe(MAX_TOKENS);
    expect(parseLimited(atLimit).kind).toBe("Document");
    expect(() => parseLimited(`{ ${"__typename ".repeat(MAX_TOKENS - 1)}}`)).toThrow(
      `De query is te lang: meer dan ${MAX_TOKENS} tokens.`,
    );
    expect(() => parseLimited("{ nope")).toThrow(/^Syntax Error/);
  });
});
