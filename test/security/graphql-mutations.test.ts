import { describe, expect, it } from "vitest";
import { cookieOf } from "./corpus-case.ts";
import { WholeLists } from "./whole-lists.ts";
import { corpusSuite, runBaseline } from "./corpus-suite.ts";
import { corpusCanRun } from "./corpus-site.ts";
import { graphqlCases, graphqlRequest, operationOf } from "./graphql-cases.ts";
import { GRAPHQL_TARGETS } from "./graphql-targets.ts";
import { graphqlTransportCases } from "./graphql-transport.ts";

// Decision 0010: every mutation with bad input (graphql-targets.ts), against the production build on PostgreSQL.
const suite = "Corpus van foute invoer: GraphQL-mutaties";

describe.skipIf(!corpusCanRun(suite))(suite, () => {
  const corpus = corpusSuite();
  const whole = new WholeLists();

  for (const [mutation, target] of Object.entries(GRAPHQL_TARGETS)) {
    describe(mutation, () => {
      corpus.cases(graphqlCases(mutation, target, whole));

      it("a valid request is accepted and writes rows (so the cases above can fail)", async () => {
        const world = corpus.world();
        await target.prepareBaseline?.(world);
        const input = (target.baselineInput ?? target.validInput)(world);
        const request = graphqlRequest({ ...operationOf(target.document), variables: { input } });
        const outcome = await runBaseline(world, request, await cookieOf(world, { ...target, asStaff: target.staff }));
        expect(outcome.problems).toEqual([]);
        expect(JSON.parse(outcome.text)).not.toHaveProperty("errors");
      });
    });
  }

  describe("/graphql as a whole", () => corpus.cases(graphqlTransportCases()));

  corpus.countCheck();
  corpus.logCheck();
});
