/**
 * npm run bench:tests [-- vitest arguments] — runs the test suite (after `npm run build`) and prints what it cost:
 * wall time per project, the 20 slowest files, production servers started, databases created, and the number of
 * tests. Extra arguments go to vitest (`-- --project node`). Figures come from the suite itself: the timing
 * reporter (test/support/timing-reporter.ts) and the world's counters (test/support/world/stats.ts). Exits with
 * vitest's code, so a failing run is never taken for a fast one.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FileTiming } from "../../test/support/timing-reporter.ts";

const SLOWEST = 20;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dir = mkdtempSync(path.join(tmpdir(), "ff-bench-tests-"));
const timingsFile = path.join(dir, "timings.json");
const statsFile = path.join(dir, "stats.log");

const startedAt = Date.now();
const vitest = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, FF_TEST_TIMINGS: timingsFile, FF_TEST_STATS: statsFile },
});
const [code] = (await once(vitest, "exit")) as [number | null];
const wallMs = Date.now() - startedAt;

const files = readJson<FileTiming[]>(timingsFile) ?? [];
const events = (readText(statsFile) ?? "").split("\n").filter(Boolean);
rmSync(dir, { recursive: true, force: true });

console.log(`\nTestkosten (${new Date(startedAt).toISOString()}, vitest ${code === 0 ? "geslaagd" : `code ${code}`})`);
console.log(`Totaal: ${seconds(wallMs)} wandkloktijd, ${files.length} bestanden, ${sum(files, (f) => f.tests)} tests`);
printProjects(files);
printSlowest(files);
console.log(
  `Productieservers gestart: ${count(events, "server-start")}; databases aangemaakt: ` +
    `${count(events, "database-postgres")} PostgreSQL, ${count(events, "database-pglite")} PGlite`,
);
process.exit(code ?? 1);

function printProjects(all: FileTiming[]) {
  console.log("\nPer project: wandkloktijd (eerste start tot laatste einde), som van de bestanden, bestanden, tests");
  for (const project of [...new Set(all.map((file) => file.project))]) {
    const mine = all.filter((file) => file.project === project);
    const wall = Math.max(...mine.map((f) => f.endedAt)) - Math.min(...mine.map((f) => f.startedAt));
    const summed = sum(mine, (f) => f.endedAt - f.startedAt);
    const failed = sum(mine, (f) => f.failed);
    const skipped = sum(mine, (f) => f.skipped);
    const tests = `${sum(mine, (f) => f.tests)} tests (${failed} mislukt, ${skipped} overgeslagen)`;
    console.log(
      `  ${project.padEnd(10)} ${seconds(wall).padStart(9)} ${seconds(summed).padStart(9)}  ${mine.length} bestanden, ${tests}`,
    );
  }
}

function printSlowest(all: FileTiming[]) {
  console.log(`\nDe ${SLOWEST} traagste bestanden`);
  const slowest = [...all].sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt)).slice(0, SLOWEST);
  for (const file of slowest) {
    console.log(`  ${seconds(file.endedAt - file.startedAt).padStart(8)}  ${file.project.padEnd(10)} ${file.file}`);
  }
}

function sum<T>(items: T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

function count(events: string[], name: string): number {
  return events.filter((event) => event === name).length;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined; // the run ended before writing it
  }
}

function readJson<T>(file: string): T | undefined {
  const text = readText(file);
  return text === undefined ? undefined : (JSON.parse(text) as T);
}
