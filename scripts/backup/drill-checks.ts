/**
 * The checks of the restore drill on a restored copy, against the backup's manifest and the code's migrations.
 * Each gives a line of the report; any failure fails the drill.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countRows, invoiceCounters, invoiceNumbersByYear, type Query } from "./facts.ts";
import type { Manifest } from "./manifest.ts";

export type CheckResult = { name: string; ok: boolean; detail: string };

const journalFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../server/db/migrations/meta/_journal.json",
);

function committedMigrations(): { count: number; newestWhen: number } {
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { when: number }[] };
  return { count: journal.entries.length, newestWhen: Math.max(...journal.entries.map((entry) => entry.when)) };
}

export async function checkRestoredDatabase(query: Query, manifest: Manifest): Promise<CheckResult[]> {
  return [
    await checkRowCounts(query, manifest),
    await checkNewestOrder(query, manifest),
    await checkInvoiceNumbers(query),
    await checkMigrations(query),
  ];
}

async function checkRowCounts(query: Query, manifest: Manifest): Promise<CheckResult> {
  const restored = await countRows(query);
  const expected = manifest.facts.rowCounts;
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
  const differences = tables
    .filter((table) => restored[table] !== expected[table])
    .map((table) => `${table}: ${restored[table] ?? "ontbreekt"} in plaats van ${expected[table] ?? "geen tabel"}`);
  const total = Object.values(restored).reduce((sum, n) => sum + n, 0);
  return {
    name: "Rijen per tabel gelijk aan het manifest",
    ok: differences.length === 0,
    detail: differences.length === 0 ? `${tables.length} tabellen, ${total} rijen` : differences.join("; "),
  };
}

async function checkNewestOrder(query: Query, manifest: Manifest): Promise<CheckResult> {
  const name = "Nieuwste bestelling aanwezig";
  const expected = manifest.facts.newestOrder;
  const [newest] = await query<{ id: string }>(
    `select id::text as id from orders order by created_at desc, id desc limit 1`,
  );
  if (!expected)
    return {
      name,
      ok: !newest,
      detail: newest ? "er zijn bestellingen, het manifest noemt er geen" : "geen bestellingen",
    };
  const ok = newest?.id === expected.id;
  return {
    name,
    ok,
    detail: ok ? `${expected.id} van ${expected.createdAt}` : `${expected.id} ontbreekt of is niet de nieuwste`,
  };
}

/** Per year the numbers 1..n, each once, and the year's counter at n: no invoice lost, none skipped. */
async function checkInvoiceNumbers(query: Query): Promise<CheckResult> {
  const byYear = await invoiceNumbersByYear(query);
  const counters = await invoiceCounters(query);
  const problems: string[] = [];
  for (const [year, numbers] of byYear) {
    const missing = gaps(numbers);
    if (missing.length > 0) problems.push(`${year}: ontbrekend ${missing.slice(0, 10).join(", ")}`);
    if (new Set(numbers).size !== numbers.length) problems.push(`${year}: dubbele nummers`);
    const counter = counters.get(year);
    if (counter !== numbers.at(-1))
      problems.push(`${year}: teller ${counter ?? "ontbreekt"}, hoogste nummer ${numbers.at(-1)}`);
  }
  const summary = [...byYear].map(([year, numbers]) => `${year}: 1-${numbers.at(-1)}`).join(", ");
  return {
    name: "Factuurnummers per jaar zonder gaten",
    ok: problems.length === 0,
    detail: problems.length === 0 ? summary || "geen facturen" : problems.join("; "),
  };
}

/** The numbers between 1 and the highest that are not in `sorted`. */
function gaps(sorted: number[]): number[] {
  const present = new Set(sorted);
  const missing: number[] = [];
  for (let n = 1; n <= (sorted.at(-1) ?? 0); n++) if (!present.has(n)) missing.push(n);
  return missing;
}

async function checkMigrations(query: Query): Promise<CheckResult> {
  const committed = committedMigrations();
  const [row] = await query<{ count: number; newest: string | null }>(
    `select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const ok = row?.count === committed.count && Number(row.newest) === committed.newestWhen;
  return {
    name: "Migratietabel compleet",
    ok,
    detail: `${row?.count ?? 0} van ${committed.count} migraties`,
  };
}
