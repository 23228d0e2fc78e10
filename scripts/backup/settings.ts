/**
 * What the backup scripts read: the server's own DATABASE_URL and DATA_DIR (through its config), and their own
 * BACKUP_DIR (default DATA_DIR/backups) and DRILL_DATABASE_URL (the server the drill may create a scratch database
 * on; default DATABASE_URL). The app itself never reads these two, so they are not in server/config.ts.
 */
import path from "node:path";
import { loadConfig } from "../../server/config.ts";

export type BackupSettings = {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
  drillServerUrl: string | undefined;
};

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const config = loadConfig();
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    backupDir: path.resolve(env.BACKUP_DIR || path.join(config.dataDir, "backups")),
    drillServerUrl: env.DRILL_DATABASE_URL || config.databaseUrl,
  };
}
