import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "../../server/db/client.ts";

/**
 * The number of rows of every table of the application, to show that a refused request wrote nothing anywhere:
 * not only in the tables the test thought of.
 */
export async function rowCounts(db: DbOrTx): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return counts;
}
