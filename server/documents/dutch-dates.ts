/**
 * Dates and times in documents, as the website shows them: Europe/Amsterdam, nl-NL (DESIGN §3). A small copy
 * of the web app's formatting, because server/ does not import app/.
 */
const TIME_ZONE = "Europe/Amsterdam";
const LOCALE = "nl-NL";

const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const clockTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const year = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: "numeric" });

/** 'donderdag 11 maart 2027' */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** '13:00' */
export function formatClockTime(date: Date): string {
  return clockTime.format(date);
}

/** 'donderdag 11 maart 2027 om 13:00 uur' */
export function formatDateAtTime(date: Date): string {
  return `${formatLongDate(date)} om ${formatClockTime(date)} uur`;
}

/** 'donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)'; the end's date too when it is another day. */
export function formatStartAndEnd(start: Date, end: Date): string {
  const sameDay = formatLongDate(start) === formatLongDate(end);
  return `${formatDateAtTime(start)} (tot ${sameDay ? `${formatClockTime(end)} uur` : formatDateAtTime(end)})`;
}

/** '13:00 - 14:15' */
export function formatTimeRange(start: Date, end: Date): string {
  return `${formatClockTime(start)} - ${formatClockTime(end)}`;
}

/** The calendar year in Amsterdam, which on New Year's Eve can differ from the UTC year. */
export function amsterdamYear(date: Date): number {
  return Number(year.format(date));
}

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** '11 maart 2027' */
export function formatDate(date: Date): string {
  return shortDate.format(date);
}
