/**
 * npm run db:migrate — applies the committed migrations (the server also does this at start). A deploy runs it
 * once before the new processes start (scripts/deploy/deploy.sh), under the same PostgreSQL advisory lock as a
 * starting process, so a process that restarts meanwhile waits instead of migrating at the same time.
 */
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { oneStartAtATime } from "../server/process-start.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
try {
  await oneStartAtATime(config.databaseUrl, () => database.migrate());
  console.log(`Migraties toegepast (${database.kind}).`);
} finally {
  await database.close();
}
