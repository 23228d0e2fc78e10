import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One test file as `npm run bench:tests` reads it: its project, when it ran (ms since the epoch), how many tests. */
export type FileTiming = {
  project: string;
  file: string;
  startedAt: number;
  endedAt: number;
  tests: number;
  failed: number;
  skipped: number;
};

/**
 * Writes, when FF_TEST_TIMINGS names a file, every test file's project, wall time and test counts as JSON, for
 * scripts/bench/tests.ts. A file's time runs from its worker taking it (environment, imports, setup) to its end.
 */
export class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly files: FileTiming[] = [];

  onTestModuleStart(testModule: TestModule) {
    this.started.set(testModule.id, Date.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    const endedAt = Date.now();
    const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } =
      testModule.diagnostic();
    const startedAt = Math.min(
      this.started.get(testModule.id) ?? endedAt,
      endedAt - (environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration),
    );
    const states = [...testModule.children.allTests()].map((test) => test.result().state);
    this.files.push({
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      startedAt,
      endedAt,
      tests: states.length,
      failed: states.filter((state) => state === "failed").length,
      skipped: states.filter((state) => state === "skipped" || state === "pending").length,
    });
  }

  onTestRunEnd() {
    const file = process.env.FF_TEST_TIMINGS;
    if (file) writeFileSync(file, JSON.stringify(this.files, null, 1));
  }
}
