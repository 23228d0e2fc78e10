import { describe, expect, it } from "vitest";
import { cookieOf } from "./corpus-case.ts";
import { WholeLists } from "./whole-lists.ts";
import { corpusSuite, runBaseline } from "./corpus-suite.ts";
import { corpusCanRun } from "./corpus-site.ts";
import { formCases, formRequest } from "./form-cases.ts";
import { FORM_TARGETS } from "./form-targets.ts";

// Decision 0010: every form action with bad input (form-targets.ts), posted as a browser without JavaScript
// posts it (same origin), against the production build on PostgreSQL.
const suite = "Corpus van foute invoer: formulieren";

describe.skipIf(!corpusCanRun(suite))(suite, () => {
  const corpus = corpusSuite();
  const whole = new WholeLists();

  for (const [name, target] of Object.entries(FORM_TARGETS)) {
    describe(name, () => {
      corpus.cases(formCases(name, target, whole));

      const baselineForm = target.baselineForm === undefined ? target.validForm : target.baselineForm;
      if (baselineForm) {
        it("a valid post is accepted and writes rows (so the cases above can fail)", async () => {
          const world = corpus.world();
          await target.prepareBaseline?.(world);
          const path = target.baselinePath?.(world) ?? target.path(world);
          const cookie = await cookieOf(world, { ...target, asStaff: target.staff });
          const outcome = await runBaseline(world, formRequest(path, baselineForm(world)), cookie);
          expect(outcome.problems).toEqual([]);
          expect(outcome.status).toBeLessThan(400);
        });
      }
    });
  }

  corpus.countCheck();
  corpus.logCheck();
});
