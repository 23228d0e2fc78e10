import type { Reporter, TestModule } from "vitest/node";

/** Ends the run with one plain line, 'N passed, N failed, N skipped', that CI can read whatever the runner. */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed" || state === "failed") counts[state]++;
        else counts.skipped++;
      }
      // A file that fails to load has no tests but must still count as a failure.
      if (testModule.state() === "failed" && !testModule.children.size) counts.failed++;
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
