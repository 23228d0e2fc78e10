/**
 * npm run db:export [-- --file <path>] — writes all data of the PGlite database in DATA_DIR/pglite to a JSON file
 * (default DATA_DIR/export-<moment>.json) for npm run db:import. Stop the server first.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/config.ts";
import { exportPglite } from "./db-export.ts";
import { backupName } from "./manifest.ts";

const { values } = parseArgs({ options: { file: { type: "string" } } });
const config = loadConfig();
const now = new Date();
const file = path.resolve(values.file ?? path.join(config.dataDir, `export-${backupName(now)}.json`));
try {
  const siteExport = await exportPglite(path.join(config.dataDir, "pglite"), file, now);
  const rows = siteExport.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.log(`Geëxporteerd: ${siteExport.tables.length} tabellen, ${rows} rijen naar ${file}`);
} catch (error) {
  console.error(`Export mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
