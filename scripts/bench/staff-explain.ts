/**
 * npm run bench:staff-explain — the query plans of the staff benchmark's pages (./staff-site.ts) on the volume data:
 * the server process records every query it sends (./capture-queries.ts); each page is loaded once, and each of its
 * queries is explained with the parameters it ran with. Prints per page its queries' time and any sequential scan,
 * and fails when a plan reads one of the big tables (BIG_TABLES) by a Seq Scan (but for a total of a whole table).
 * Statistics and the visibility map are refreshed first (VACUUM ANALYZE), as autovacuum keeps them on a database
 * that grew over a year.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startStaffSite } from "./staff-site.ts";

/** The tables that grow with every order, ticket, enrolment and change: a plan must not read them whole. */
const BIG_TABLES = new Set(["orders", "tickets", "course_enrollments", "course_waitlist_entries", "audit_log"]);
/** Smaller ones that grow too (a few thousand rows a year): their sequential scans are shown, not failed. */
const WATCHED_TABLES = new Set(["invoices", "order_lines", "invoice_payments", "payments"]);

/**
 * A total of a whole table (the order list's count and sum without a filter) reads every row by its nature, with an
 * index or without; it is shown with its time, not failed. Any query with a condition must not read a big table whole.
 */
const isWholeTableTotal = (text: string) => /^\s*select\s+count\(/i.test(text) && !/\bwhere\b/i.test(text);

type Captured = { text: string; values?: unknown[]; ms: number };
type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** The tables a query's plan reads by a sequential scan; none for statements that are no query. */
async function scannedTables(client: pg.Client, query: Captured): Promise<string[]> {
  if (!/^\s*(select|with)\b/i.test(query.text)) return [];
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    `explain (format json) ${query.text}`,
    query.values ?? [],
  );
  return seqScans(rows[0]!["QUERY PLAN"][0].Plan);
}

const folder = mkdtempSync(path.join(tmpdir(), "ff-explain-"));
const file = path.join(folder, "queries.jsonl");
const site = await startStaffSite({
  NODE_OPTIONS: `--import=${path.join(import.meta.dirname, "capture-queries.ts")}`,
  CAPTURE_QUERIES_FILE: file,
});
const client = new pg.Client({ connectionString: site.databaseUrl });
await client.connect();
const failures: string[] = [];
try {
  await client.query("vacuum analyze");
  for (const page of site.pages) {
    writeFileSync(file, "");
    const response = await fetch(site.url + page.path, { headers: { cookie: site.cookie } });
    await response.text();
    // The last query's line is written when its answer is in, which can be just after the page's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queries = readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Captured);
    const total = queries.reduce((sum, query) => sum + query.ms, 0);
    console.log(`\n${page.name} (${page.path}): ${queries.length} queries, ${total.toFixed(0)} ms`);
    for (const query of queries) {
      const tables = await scannedTables(client, query);
      const big = tables.filter((table) => BIG_TABLES.has(table));
      const watched = tables.filter((table) => WATCHED_TABLES.has(table));
      if (big.length + watched.length === 0) continue;
      const wholeTotal = isWholeTableTotal(query.text);
      const failed = big.length > 0 && !wholeTotal;
      if (failed) failures.push(`${page.name}: ${big.join(", ")}: ${query.text.slice(0, 120)}`);
      const label = failed
        ? "FOUT Seq Scan op"
        : big.length > 0
          ? "(Seq Scan, totaal van de hele tabel)"
          : "(Seq Scan op, kleinere tabel)";
      console.log(
        `  ${label} ${[...big, ...watched].join(", ")} (${query.ms.toFixed(0)} ms): ${query.text.slice(0, 200)}`,
      );
    }
  }
} finally {
  await client.end();
  await site.stop();
  rmSync(folder, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(
    `\nFout: ${failures.length} queries lezen een grote tabel helemaal (Seq Scan):\n${failures.join("\n")}`,
  );
  process.exitCode = 1;
}
