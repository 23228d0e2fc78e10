import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { SummaryReporter } from "./test/support/summary-reporter.ts";
import { LongestFirstSequencer } from "./test/support/slow-first-sequencer.ts";
import { TimingReporter } from "./test/support/timing-reporter.ts";

// graphql has no "exports" map: Node loads its CommonJS build for graphql-yoga, while Vite would pick the ES
// module build for our own files, and a schema from one build is refused by the other. One build for both.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

const SCALE_OUT_TEST = "e2e/scale-out.test.ts";
/** The deployment recipe of deploy/ end to end (nginx with TLS, the systemd units' processes, a deploy). */
const DEPLOY_RECIPE_TEST = "e2e/deploy-recipe.test.ts";
/**
 * The browser tests that e2e-proxy runs again behind the proxy, chosen to cover the cross-process flows in few minutes:
 * ticket-email buys with iDEAL at the test provider and by invoice in the browser and reads the worker's mail;
 * beheer-refunds signs staff in by mail (a session on both web processes) and refunds a paid order (the worker's
 * reconciliation); workshop-signup books (an enrolment crosses processes in scale-out.test.ts); abuse-limits counts
 * a client's requests on both; beheer-site-pages publishes pages and a notice on one process and reads each
 * process's page cache and in-process copies (the footer, the notices), which the database's notification empties.
 */
const PROXY_FLOWS = ["ticket-email", "beheer-refunds", "workshop-signup", "abuse-limits", "beheer-site-pages"];

// Three projects: `node` (unit and database integration tests, fast), `e2e` (a real browser against the
// production build, which `npm test` builds first) and `e2e-proxy` (some of those browser tests again, against
// two web processes and a worker on PostgreSQL behind nginx).
export default defineConfig({
  test: {
    reporters: ["default", new SummaryReporter(), new TimingReporter()],
    // Both cores (vitest's default leaves one free): the projects run one after the other (groupOrder), so the
    // node files share the machine only with each other, the browser files only with each other.
    maxWorkers: 2,
    // The files known to take longest start first in their project (test/support/slow-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
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
          // The migrations run once per run; every suite copies the result (test/support/world/).
          // A worker keeps its modules from file to file: a third of the files' time went to importing the same
          // modules again. Suites share no state through modules (each opens its own database and servers).
          isolate: false,
          globalSetup: ["test/support/world/node-world.ts"],
          // First, on both cores; the browser tests follow and never share the cores with these CPU-heavy files.
          sequence: { groupOrder: 0 },
          setupFiles: ["test/support/quiet-log.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          // The topology's own test and the deployment recipe's need nginx and PostgreSQL: they run in e2e-proxy.
          exclude: [SCALE_OUT_TEST, DEPLOY_RECIPE_TEST],
          environment: "node",
          // One seeded data directory per run, which every server copies instead of migrating and seeding.
          globalSetup: ["test/support/world/site-world.ts"],
          sequence: { groupOrder: 1 },
          // With E2E_TOPOLOGY=proxy these same files run behind nginx; the PostgreSQL databases go after each file.
          setupFiles: ["test/support/site/drop-databases.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: nothing else runs beside them (groupOrder).
          maxWorkers: 2,
          // A worker keeps its modules from file to file, and with them its shared server, SMTP server and browser
          // (test/support/site/shared-site.ts); each file still starts from the seeded world.
          isolate: false,
        },
      },
      {
        test: {
          name: "e2e-proxy",
          // Decision 0015: the flows that cross processes (the worker's mail, sessions, the page cache's
          // invalidation, the rate limits, payments) against two web processes and a worker on one PostgreSQL
          // behind nginx (test/support/site/scale-out.ts).
          include: [SCALE_OUT_TEST, DEPLOY_RECIPE_TEST, ...PROXY_FLOWS.map((name) => `e2e/${name}.test.ts`)],
          env: { E2E_TOPOLOGY: "proxy" },
          // After the other projects, two files at a time: a file's processes mostly wait on its browser, the
          // worker's jobs and its mail, so two of them halve the project's wall time (measured 436 s one at a time,
          // 220 s two at a time, on a machine busy with other work); the deployment recipe starts first, beside the
          // rest (test/support/slow-first-sequencer.ts), and its rolling restart must hold under that load too.
          sequence: { groupOrder: 2 },
          environment: "node",
          setupFiles: ["test/support/site/drop-databases.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
