/** npm run db:migrate — applies the committed migrations (the server also does this at start). */
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
try {
  await database.migrate();
  console.log(`Migraties toegepast (${database.kind}).`);
} finally {
  await database.close();
}
