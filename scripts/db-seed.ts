/**
 * npm run db:seed — loads the Dutch demo content into the configured database (DATABASE_URL, or PGlite in
 * DATA_DIR). Migrates first. Refuses when the database already has content, so nothing is ever seeded twice.
 */
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { hasContent, seedDemoContent } from "../server/db/seed/index.ts";
import { clockFrom, settingsFrom } from "../server/settings.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
try {
  await database.migrate();
  if (await hasContent(database.db)) {
    console.log(
      "De database heeft al inhoud; er is niets toegevoegd. Begin opnieuw met een lege DATA_DIR of database.",
    );
  } else {
    await seedDemoContent(database.db, { now: clockFrom(config)(), settings: settingsFrom(config) });
    console.log("Democontent geladen.");
  }
} finally {
  await database.close();
}
