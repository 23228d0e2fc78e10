/**
 * Demo dates are written as Amsterdam wall-clock times ("in 14 days at 13:00"), because that is how the
 * organisation plans its events. These helpers turn such a description into the right instant, also on
 * and around the days the clocks change, without a timezone library: Intl knows the zone's rules.
 */
const ZONE = "Europe/Amsterdam";

/** A date on the Amsterdam calendar; month is 1-12. */
export type CalendarDay = { year: number; month: number; day: number };

const wallClockFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

const MINUTE_MS = 60_000;

function wallClockParts(instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Minutes Amsterdam is ahead of UTC at this instant: 60 in winter, 120 in summer. */
export function amsterdamOffsetMinutes(instant: Date): number {
  const p = wallClockParts(instant);
  const wallAsUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  const wholeSeconds = instant.getTime() - instant.getUTCMilliseconds();
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE_MS);
}

/** The Amsterdam calendar day an instant falls on. */
export function amsterdamDay(instant: Date): CalendarDay {
  const p = wallClockParts(instant);
  return { year: p.year ?? 0, month: p.month ?? 1, day: p.day ?? 1 };
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  // Calendar arithmetic in UTC never meets a DST change, so whole days stay whole days.
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Monday ... 6 = Sunday, the Dutch way of counting a week. */
export function weekdayOf(day: CalendarDay): number {
  return (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
}

/** The first day on or after `day` that falls on `weekday` (0 = Monday). */
export function onOrAfterWeekday(day: CalendarDay, weekday: number): CalendarDay {
  return addDays(day, (weekday - weekdayOf(day) + 7) % 7);
}

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Ongeldige tijd '${time}', verwacht HH:mm`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The instant at which Amsterdam clocks show `time` ("HH:mm") on `day`. */
export function atAmsterdamTime(day: CalendarDay, time: string): Date {
  const { hour, minute } = parseTime(time);
  const wallAsUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // The offset belongs to the instant we are looking for, which we do not know yet: guess with the offset
  // at the wall time read as UTC, then correct once with the offset at the guess. That settles DST days.
  const firstGuess = wallAsUtc - amsterdamOffsetMinutes(new Date(wallAsUtc)) * MINUTE_MS;
  return new Date(wallAsUtc - amsterdamOffsetMinutes(new Date(firstGuess)) * MINUTE_MS);
}

/** "N days from now at HH:mm", counted on the Amsterdam calendar; N may be negative. */
export function daysFromNowAt(now: Date, days: number, time: string): Date {
  return atAmsterdamTime(addDays(amsterdamDay(now), days), time);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}
