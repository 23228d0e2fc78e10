/**
 * Moments as staff type them: a date ('2027-03-11') or a date and time ('2027-03-11T09:30', what
 * <input type="datetime-local"> posts), always meant in Amsterdam time, whatever the server's or browser's zone.
 */
import { TIME_ZONE } from "./dates.ts";

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Amsterdam's offset from UTC at a moment, in milliseconds (+1 h in winter, +2 h in summer). */
function amsterdamOffsetMs(at: number): number {
  const parts = Object.fromEntries(offsetFormat.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a typed Amsterdam date (midnight) or date and time stands for; null for anything else, including
 * dates that do not exist (30 February). In the hour skipped in spring, the time is read as summer time.
 */
export function parseAmsterdamLocal(value: string): Date | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  const firstGuess = wall - amsterdamOffsetMs(wall);
  return new Date(wall - amsterdamOffsetMs(firstGuess));
}

/** A moment as <input type="datetime-local"> shows it, in Amsterdam time: '2027-03-11T09:30'. */
export function toAmsterdamLocalInput(moment: Date | string): string {
  const at = typeof moment === "string" ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(at)) return "";
  return new Date(at + amsterdamOffsetMs(at)).toISOString().slice(0, 16);
}

/** A moment as <input type="date"> shows it, in Amsterdam time: '2027-03-11'. */
export function toAmsterdamDateInput(moment: Date | string): string {
  return toAmsterdamLocalInput(moment).slice(0, 10);
}
