/**
 * Which backups to keep: 7 daily, 4 weekly, 12 monthly (grandfather-father-son). A pure function, so the scheme is
 * tested with fixed dates; the backup script deletes what it does not return.
 *
 * Days, weeks and months are counted on the Amsterdam calendar, like everything the organisation sees: a backup
 * made at 00:30 in summer (22:30 UTC the day before) belongs to the day it was made there. Per calendar day (week,
 * month) the newest backup stands for it; the newest 7 days that have a backup, the newest 4 ISO weeks and the
 * newest 12 months are kept. Counting periods that have a backup (not calendar periods back from today) means a
 * server that was off for a while still keeps its last good backups instead of deleting them all.
 */
import { TIME_ZONE } from "../../common/format/dates.ts";

export type RotationPolicy = { daily: number; weekly: number; monthly: number };
export const DEFAULT_POLICY: RotationPolicy = { daily: 7, weekly: 4, monthly: 12 };

export type DatedBackup = { name: string; takenAt: Date };

const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** '2026-03-29' on the Amsterdam calendar. */
export function amsterdamDay(moment: Date): string {
  return calendarDay.format(moment);
}

/** '2026-W13': the ISO week (Monday to Sunday; week 1 holds the year's first Thursday) of the Amsterdam day. */
export function isoWeek(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  const weekday = utc.getUTCDay() || 7;
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const weekYear = utc.getUTCFullYear();
  const week = Math.ceil(((utc.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, "0")}`;
}

const periodKeys: Record<keyof RotationPolicy, (day: string) => string> = {
  daily: (day) => day,
  weekly: isoWeek,
  monthly: (day) => day.slice(0, 7),
};

/** The names of the backups to keep; every other one may be deleted. */
export function backupsToKeep(backups: DatedBackup[], policy: RotationPolicy = DEFAULT_POLICY): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  for (const period of Object.keys(periodKeys) as (keyof RotationPolicy)[]) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = periodKeys[period](amsterdamDay(backup.takenAt));
      if (seen.has(key)) continue; // an older backup of a period already represented
      if (seen.size >= policy[period]) break;
      seen.add(key);
      keep.add(backup.name);
    }
  }
  return keep;
}
