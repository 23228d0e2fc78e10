/**
 * The order in which vitest starts the files: its own (projects in their groupOrder, then the longest first as far
 * as it knows; on a fresh clone it knows nothing and takes the largest file first), except that the files known to
 * take longest start first within their project. A long file that starts last keeps one core busy alone at the
 * end of the run; started first, the other worker runs the short ones beside it.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The files that take longest, by the timing reporter of earlier runs (npm run bench:tests), longest first. */
const LONGEST_FIRST = [
  "e2e/readme-commands.test.ts",
  "e2e/beheer-access.test.ts",
  "e2e/ticket-purchase.test.ts",
  "e2e/all-routes.test.ts",
  "e2e/privacy-statements.test.ts",
  "e2e/course-enrollment.test.ts",
  "e2e/workshop-signup.test.ts",
  // e2e-proxy: the deployment recipe's rolling restarts take longest.
  "e2e/deploy-recipe.test.ts",
  "e2e/beheer-refunds.test.ts",
];

function rank(spec: TestSpecification): number {
  const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONGEST_FIRST.length : index;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Within each project (the base order keeps a project's files together), the known long files first; the sort
    // is stable, so the rest keep the base order.
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    const projectStart = new Map<string, number>();
    for (const spec of sorted)
      if (!projectStart.has(spec.project.name)) projectStart.set(spec.project.name, position.get(spec)!);
    return [...sorted].sort(
      (a, b) =>
        projectStart.get(a.project.name)! - projectStart.get(b.project.name)! ||
        rank(a) - rank(b) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
