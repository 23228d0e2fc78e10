/**
 * npm run backup:restore-drill — restores the newest backup in BACKUP_DIR into a fresh database, checks it
 * (rows per table, newest order, gapless invoice numbers, migrations), prints a report and removes the copy.
 * Exits with 1 when any check fails, so a timer or monitoring notices.
 */
import { formatReport, runRestoreDrill } from "./restore-drill.ts";
import { backupSettings } from "./settings.ts";

const settings = backupSettings();
const drill = await runRestoreDrill(settings.backupDir, settings.drillServerUrl);
console.log(formatReport(drill));
if (!drill.ok) process.exitCode = 1;
