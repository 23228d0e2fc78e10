import { MB1, type Audience, type Expectation } from "./bad-values.ts";
import type { CorpusCase, CorpusRequest } from "./corpus-case.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import { graphqlRequest, operationOf } from "./graphql-cases.ts";
import { GRAPHQL_TARGETS } from "./graphql-targets.ts";

/**
 * /graphql as a whole: a valid CreateOrder (which writes rows when accepted) sent the ways a cross-site form, a
 * careless client or an attacker would send it: other content types, GET, batches, aliases, bodies over the
 * limit with and without Content-Length, broken JSON.
 */
const createOrder = GRAPHQL_TARGETS.createOrder!;
const operation = operationOf(createOrder.document);
const validBody = (world: CorpusWorld) => ({ ...operation, variables: { input: createOrder.validInput(world) } });
const asJson = (world: CorpusWorld) => JSON.stringify(validBody(world));

function transportCase(
  label: string,
  how: { expect: Expectation; audience?: Audience; statuses?: readonly number[] },
  request: (world: CorpusWorld) => CorpusRequest,
): CorpusCase {
  return {
    name: `/graphql: ${label}`,
    kind: "graphql",
    expect: how.expect,
    audience: how.audience ?? "client",
    ...(how.statuses ? { statuses: how.statuses } : {}),
    request,
  };
}

const withType = (contentType: string, body: CorpusRequest["body"]): CorpusRequest => ({
  path: "/graphql",
  headers: { "content-type": contentType },
  ...(body === undefined ? {} : { body }),
});

/** The mutation under many aliases in one operation: one request, many orders. Text on purpose: it is the attack. */
function aliased(count: number): string {
  const fields = Array.from({ length: count }, (_, index) => `a${index}: createOrder(input: $input) { orderId }`);
  return `mutation Veel($input: CreateOrderInput!) { ${fields.join(" ")} }`;
}

/** A body over every sensible limit that is still valid JSON: the padding is white space. */
const padded = (world: CorpusWorld) => `${asJson(world)}${" ".repeat(2 * MB1)}`;

export function graphqlTransportCases(): CorpusCase[] {
  return [
    transportCase("text/plain (een formulier van een andere site kan dat)", { expect: "refused" }, (world) =>
      withType("text/plain", asJson(world)),
    ),
    transportCase("application/x-www-form-urlencoded", { expect: "refused" }, (world) => {
      const { query, operationName, variables } = validBody(world);
      const form = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
      return withType("application/x-www-form-urlencoded", form);
    }),
    transportCase("multipart/form-data", { expect: "refused" }, (world) => {
      const form = new FormData();
      form.append("operations", asJson(world));
      form.append("map", "{}");
      return { path: "/graphql", body: form };
    }),
    transportCase("zonder content-type", { expect: "refused" }, (world) => withType("", asJson(world))),
    transportCase("mutatie met GET", { expect: "refused" }, (world) => {
      const { query, operationName, variables } = validBody(world);
      const search = new URLSearchParams({ query, operationName, variables: JSON.stringify(variables) });
      return { method: "GET", path: `/graphql?${search.toString()}` };
    }),
    transportCase("batch van twee mutaties", { expect: "refused" }, (world) =>
      graphqlRequest([validBody(world), validBody(world)]),
    ),
    transportCase("200 aliassen van createOrder in één verzoek", { expect: "refused" }, (world) =>
      graphqlRequest({ query: aliased(200), variables: { input: createOrder.validInput(world) } }),
    ),
    transportCase(
      "2 MB in stukken (chunked), zonder Content-Length",
      { expect: "refused", statuses: [413] },
      (world) => ({
        ...graphqlRequest(null),
        body: padded(world),
        chunked: true,
      }),
    ),
    transportCase("2 MB met Content-Length", { expect: "refused", statuses: [413] }, (world) => ({
      ...graphqlRequest(null),
      body: padded(world),
    })),
    transportCase("kapotte JSON", { expect: "refused" }, (world) => ({
      ...graphqlRequest(null),
      body: asJson(world).slice(0, -10),
    })),
    transportCase("JSON null", { expect: "refused" }, () => graphqlRequest(null)),
    // A bare JSON string as the whole body on purpose: hostile input, no operation at all.
    transportCase("JSON-tekst in plaats van object", { expect: "refused" }, () => graphqlRequest("mutation")),
    transportCase("100 000 geneste lijsten als invoer", { expect: "refused" }, () => ({
      ...graphqlRequest(null),
      body: `{"query":${JSON.stringify(operation.query)},"variables":{"input":${"[".repeat(100_000)}${"]".repeat(100_000)}}}`,
    })),
    transportCase("operationName die niet bestaat", { expect: "refused" }, (world) =>
      graphqlRequest({ ...validBody(world), operationName: "Bestaatniet" }),
    ),
    transportCase("queryveld ontbreekt", { expect: "refused" }, (world) =>
      graphqlRequest({ variables: validBody(world).variables }),
    ),
    transportCase("charset latin1", { expect: "tolerated" }, (world) =>
      withType("application/json; charset=latin1", asJson(world)),
    ),
  ];
}
