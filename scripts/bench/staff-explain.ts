/**
 * npm run bench:staff-explain — the query plans of the staff benchmark's pages (./staff-site.ts) on the volume data:
 * the server process records every query it sends (./capture-queries.ts); each page is loaded once, and each of its
 * queries is explained with the parameters it ran with, and again as the plan PostgreSQL keeps for the app's prepared
 * statement after five calls (keptPlanTables). Prints per page its queries' time and any sequential scan,
 * and fails when a plan reads one of the big tables (BIG_TABLES) by a Seq Scan (but for a total of a whole table).
 * Statistics and the visibility map are refreshed first (VACUUM ANALYZE), as autovacuum keeps them on a database
 * that grew over a year.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg, { escapeLiteral } from "pg";
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

type Plan = { "QUERY PLAN": [{ Plan: PlanNode }] };
const isQuery = (text: string) => /^\s*(select|with)\b/i.test(text);

/** The tables the plan of `statement` (a query, or EXECUTE of a prepared one) reads by a sequential scan. */
async function explainedSeqScans(client: pg.Client, statement: string, values: unknown[] = []): Promise<string[]> {
  const { rows } = await client.query<Plan>(`explain (format json) ${statement}`, values);
  return seqScans(rows[0]!["QUERY PLAN"][0].Plan);
}

/** The tables the plan for the query's own values reads by a sequential scan; none for statements that are no query. */
async function scannedTables(client: pg.Client, query: Captured): Promise<string[]> {
  return isQuery(query.text) ? explainedSeqScans(client, query.text, query.values ?? []) : [];
}

/** A captured value (read back from JSON) as the text node-postgres sends for it: arrays as array literals. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) {
    const items = value.map((item) => (item === null ? "NULL" : `"${textOf(item).replace(/[\\"]/g, "\\$&")}"`));
    return `{${items.join(",")}}`;
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A captured value as an SQL literal, which PostgreSQL reads as the prepared statement's parameter type. */
const literalOf = (value: unknown) => (value === null || value === undefined ? "null" : escapeLiteral(textOf(value)));

/** How often a prepared statement runs before PostgreSQL may keep one generic plan for it (plancache.c). */
const CUSTOM_PLAN_CALLS = 5;

/**
 * The same for the plan PostgreSQL keeps once the app's prepared statement (server/db/prepared-statements.ts) has
 * run CUSTOM_PLAN_CALLS times: prepared here under a name of its own, run that often with the captured values in a
 * transaction that is rolled back, then explained, as the server's connection would plan it from then on (a generic
 * plan when its estimate is no worse than the custom ones, else a custom plan again).
 */
async function keptPlanTables(client: pg.Client, query: Captured): Promise<string[]> {
  const values = query.values ?? [];
  if (!isQuery(query.text) || values.length === 0) return [];
  // EXECUTE takes its arguments as SQL, not as bound parameters: the values as literals of the statement's types.
  const args = `(${values.map(literalOf).join(", ")})`;
  await client.query("begin");
  try {
    await client.query(`prepare explained as ${query.text}`);
    for (let call = 0; call < CUSTOM_PLAN_CALLS; call++) await client.query(`execute explained${args}`);
    return await explainedSeqScans(client, `execute explained${args}`);
  } finally {
    await client.query("rollback");
    await client.query("deallocate all");
  }
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
      const tables = [...new Set([...(await scannedTables(client, query)), ...(await keptPlanTables(client, query))])];
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
