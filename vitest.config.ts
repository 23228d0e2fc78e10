import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./test/support/summary-reporter.ts";

// graphql has no "exports" map: Node loads its CommonJS build for graphql-yoga, while Vite would pick the ES
// module build for our own files, and a schema from one build is refused by the other. One build for both.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

// Two projects: `node` (unit and database integration tests, fast) and `e2e` (a real browser against the
// production build, which `npm test` builds first).
export default defineConfig({
  test: {
    reporters: ["default", new SummaryReporter()],
    projects: [
      {
        test: {
          name: "node",
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
          include: [
            "app/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["test/support/quiet-log.ts"],
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
