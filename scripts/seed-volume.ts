/**
 * npm run seed:volume — fills the configured, empty database (DATABASE_URL, or PGlite in DATA_DIR) with the demo
 * content and a big season (scripts/volume/seed-volume.ts): 200 events, 20,000 orders, 50,000 tickets, 5,000 course
 * enrolments, 2,000 waitlist entries and 100,000 audit rows. VOLUME_SCALE=0.1 makes a tenth of that. Migrates first.
 */
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { clockFrom, settingsFrom } from "../server/settings.ts";
import { FULL_VOLUME, scaledVolume, seedVolume } from "./volume/seed-volume.ts";

const config = loadConfig();
const scale = Number(process.env.VOLUME_SCALE ?? 1);
const size = scale === 1 ? FULL_VOLUME : scaledVolume(scale);
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
const started = performance.now();
try {
  await database.migrate();
  await seedVolume(database.db, { now: clockFrom(config)(), settings: settingsFrom(config) }, size);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Volumedata geladen in ${seconds} s: ${JSON.stringify(size)}`);
} finally {
  await database.close();
}
