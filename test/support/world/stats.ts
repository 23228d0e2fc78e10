import { appendFileSync } from "node:fs";

/**
 * What the test world costs, counted across the processes of one run: every production server a test starts and
 * every database it creates. `npm run bench:tests` sets FF_TEST_STATS to a file and prints the counts; without it
 * nothing is counted. One short line per event: appends of a few bytes from several processes do not interleave.
 */
export type WorldEvent = "server-start" | "database-postgres" | "database-pglite";

export function countWorldEvent(event: WorldEvent): void {
  const file = process.env.FF_TEST_STATS;
  if (file) appendFileSync(file, `${event}\n`);
}
