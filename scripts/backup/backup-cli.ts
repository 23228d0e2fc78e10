/**
 * npm run backup — makes a backup of the database and the files into BACKUP_DIR, then deletes the backups the
 * rotation (7 daily, 4 weekly, 12 monthly) does not keep. On PGlite, stop the server first (see pglite.ts).
 */
import { makeBackup } from "./make-backup.ts";
import { rotateBackups } from "./rotate.ts";
import { backupSettings } from "./settings.ts";

const settings = backupSettings();
try {
  const dir = await makeBackup(settings, settings.backupDir, new Date());
  console.log(`Back-up gemaakt: ${dir}`);
  const removed = await rotateBackups(settings.backupDir);
  if (removed.length > 0) console.log(`Oude back-ups verwijderd: ${removed.join(", ")}`);
} catch (error) {
  console.error(`Back-up mislukt: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
