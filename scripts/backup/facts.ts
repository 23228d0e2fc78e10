/**
 * What a backup says about the data it holds, written into its manifest when it is made and compared with the
 * restored copy by the drill: the rows of every table, the newest order, the invoice numbers per year and the
 * applied migrations. Plain SQL through a small query function, so the same code reads node-postgres and PGlite.
 */
export type Query = <Row extends Record<string, unknown>>(text: string) => Promise<Row[]>;

type InvoiceYear = { first: number; last: number; count: number; counter: number | null };

export type DatabaseFacts = {
  rowCounts: Record<string, number>;
  newestOrder: { id: string; createdAt: string } | null;
  /** Per year: the lowest and highest number, how many invoices, and the year's counter (invoice_number_sequence). */
  invoiceNumbers: Record<string, InvoiceYear>;
  migrations: { count: number; newestCreatedAt: number | null };
};

export async function collectFacts(query: Query): Promise<DatabaseFacts> {
  return {
    rowCounts: await countRows(query),
    newestOrder: await newestOrder(query),
    invoiceNumbers: summarise(await invoiceNumbersByYear(query), await invoiceCounters(query)),
    migrations: await appliedMigrations(query),
  };
}

export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function newestOrder(query: Query): Promise<DatabaseFacts["newestOrder"]> {
  const [row] = await query<{ id: string; created_at: string }>(
    `select id::text as id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
     from orders order by created_at desc, id desc limit 1`,
  );
  return row ? { id: row.id, createdAt: row.created_at } : null;
}

/** The numbers of all invoices ('FF-2026-00042' → year 2026, 42), per year, sorted. */
export async function invoiceNumbersByYear(query: Query): Promise<Map<number, number[]>> {
  const rows = await query<{ year: number; n: number }>(
    `select split_part(number, '-', 2)::int as year, split_part(number, '-', 3)::int as n
     from invoices order by 1, 2`,
  );
  const byYear = new Map<number, number[]>();
  for (const { year, n } of rows) byYear.set(year, [...(byYear.get(year) ?? []), n]);
  return byYear;
}

export async function invoiceCounters(query: Query): Promise<Map<number, number>> {
  const rows = await query<{ year: number; last_number: number }>(
    `select year, last_number from invoice_number_sequence`,
  );
  return new Map(rows.map((row) => [row.year, row.last_number]));
}

function summarise(byYear: Map<number, number[]>, counters: Map<number, number>): Record<string, InvoiceYear> {
  const summary: Record<string, InvoiceYear> = {};
  for (const [year, numbers] of byYear) {
    summary[year] = {
      first: numbers[0] ?? 0,
      last: numbers.at(-1) ?? 0,
      count: numbers.length,
      counter: counters.get(year) ?? null,
    };
  }
  return summary;
}

async function appliedMigrations(query: Query): Promise<DatabaseFacts["migrations"]> {
  const [row] = await query<{ count: number; newest: string | null }>(
    `select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, newestCreatedAt: row?.newest ? Number(row.newest) : null };
}
