import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./test/support/summary-reporter.ts";

// Two projects: `node` (unit and database integration tests, fast) and `e2e` (a real browser against the
// production build, which `npm test` builds first).
export default defineConfig({
  test: {
    reporters: ["default", new SummaryReporter()],
    projects: [
      {
        test: {
          name: "node",
          include: [
            "app/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One server and one browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
