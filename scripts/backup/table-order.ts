/**
 * The order in which tables can be filled without breaking a foreign key: a table after every table it refers
 * to. A table that refers to itself (a credit invoice to its original) is filled in an order of its own rows.
 */
import type { Query } from "./facts.ts";

export type ForeignKey = { table: string; columns: string[]; references: string; referencedColumns: string[] };

export async function foreignKeys(query: Query): Promise<ForeignKey[]> {
  const rows = await query<{ table: string; columns: string[]; references: string; referenced_columns: string[] }>(
    `select child.relname as table, parent.relname as references,
            array(select attname::text from unnest(c.conkey) with ordinality k(num, n)
                  join pg_attribute on attrelid = c.conrelid and attnum = k.num order by k.n) as columns,
            array(select attname::text from unnest(c.confkey) with ordinality k(num, n)
                  join pg_attribute on attrelid = c.confrelid and attnum = k.num order by k.n) as referenced_columns
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  return rows.map((row) => ({
    table: row.table,
    columns: row.columns,
    references: row.references,
    referencedColumns: row.referenced_columns,
  }));
}

/** The tables sorted so each comes after the tables it refers to; fails on a cycle between tables. */
export function dependencyOrder(tables: string[], keys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === "done") return;
    if (state.get(table) === "visiting") throw new Error(`Kringverwijzing tussen tabellen: ${path.join(" → ")}`);
    state.set(table, "visiting");
    for (const key of keys) {
      if (key.table === table && key.references !== table) visit(key.references, [...path, key.references]);
    }
    state.set(table, "done");
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, [table]);
  return ordered;
}

type Row = Record<string, unknown>;

/** Rows of a self-referencing table, each after the row it refers to. */
export function selfReferencesFirst(rows: Row[], keys: ForeignKey[]): Row[] {
  if (keys.length === 0) return rows;
  const keyOf = (row: Row, columns: string[]) => JSON.stringify(columns.map((column) => row[column]));
  const placed = new Set<string>();
  const ordered: Row[] = [];
  let waiting = rows;
  while (waiting.length > 0) {
    const ready = waiting.filter((row) =>
      keys.every((key) => key.columns.some((c) => row[c] == null) || placed.has(keyOf(row, key.columns))),
    );
    if (ready.length === 0) throw new Error("Rijen verwijzen in een kring naar elkaar, of naar een rij die ontbreekt.");
    for (const row of ready) {
      ordered.push(row);
      for (const key of keys) placed.add(keyOf(row, key.referencedColumns));
    }
    waiting = waiting.filter((row) => !ready.includes(row));
  }
  return ordered;
}
