/**
 * npm run db:import -- --file <path> — loads a db:export file into the empty PostgreSQL database of DATABASE_URL
 * (migrating it first) with the same ids, sequences and invoice counters.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/config.ts";
import { importIntoPostgres } from "./db-import.ts";

const { values } = parseArgs({ options: { file: { type: "string" } } });
const config = loadConfig();
if (!values.file || !config.databaseUrl) {
  console.error("Gebruik: DATABASE_URL=postgres://... npm run db:import -- --file <export.json>");
  process.exit(2);
}
try {
  const counts = await importIntoPostgres(values.file, config.databaseUrl);
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`Geïmporteerd in PostgreSQL: ${Object.keys(counts).length} tabellen, ${rows} rijen.`);
} catch (error) {
  console.error(`Import mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
