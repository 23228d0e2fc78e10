/**
 * node scripts/backup/restore-pglite-cli.ts <pglite-data.tar.gz> <new directory> — unpacks a PGlite backup into a
 * new directory, for a restore into production (docs/runbook/backups.md). Refuses a directory that has files, so
 * it never writes over a database.
 */
import { existsSync, readdirSync } from "node:fs";
import { restorePglite } from "./pglite.ts";

const [archive, dir] = process.argv.slice(2);
if (!archive || !dir) {
  console.error("Gebruik: node scripts/backup/restore-pglite-cli.ts <pglite-data.tar.gz> <nieuwe map>");
  process.exit(2);
}
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`${dir} is niet leeg: zet de huidige database eerst opzij (mv) of kies een nieuwe map.`);
  process.exit(1);
}
try {
  const client = await restorePglite(archive, dir);
  const [row] = (await client.query<{ n: number }>("select count(*)::int as n from orders")).rows;
  await client.close();
  console.log(`PGlite-database teruggezet in ${dir} (${row?.n ?? 0} bestellingen).`);
} catch (error) {
  console.error(`Terugzetten mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
