/**
 * Dutch dates and times, for the web pages as for documents and e-mails. Every moment is shown in
 * Europe/Amsterdam, whatever the time zone of the server or the browser (docs/product.md §10), with the nl-NL names of
 * days and months.
 */
export const TIME_ZONE = "Europe/Amsterdam";
export const LOCALE = "nl-NL";

/** A moment as a Date, or as the ISO string the GraphQL API sends. */
export type Moment = Date | string;

type Token = "EEEE" | "MMMM" | "MMM" | "MM" | "yyyy" | "y" | "dd" | "d" | "HH" | "mm";

const FORMAT_OPTIONS: Record<Token, Intl.DateTimeFormatOptions> = {
  EEEE: { weekday: "long" },
  MMMM: { month: "long" },
  MMM: { month: "short" },
  MM: { month: "2-digit" },
  yyyy: { year: "numeric" },
  y: { year: "numeric" },
  dd: { day: "2-digit" },
  d: { day: "numeric" },
  HH: { hour: "2-digit", hourCycle: "h23" },
  mm: { minute: "2-digit" },
};

// Each formatter is made at its first use, not when the module loads: making one costs a few milliseconds on a slow
// phone (ICU's names and time-zone rules), and ten of them made while a page's scripts are evaluated were one of
// the long tasks of hydrating a form page (scripts/bench/lighthouse.ts). A page makes only the ones it shows.
const formatters = new Map<Token, Intl.DateTimeFormat>();

function formatterFor(token: Token): Intl.DateTimeFormat {
  let formatter = formatters.get(token);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...FORMAT_OPTIONS[token] });
    formatters.set(token, formatter);
  }
  return formatter;
}

const TOKEN_PATTERN = /EEEE|MMMM|MMM|MM|yyyy|y|dd|d|HH|mm|'[^']*'/g;

function part(date: Date, token: Token): string {
  const text = formatterFor(token).format(date).replace(/\.$/, "");
  // Intl gives minutes without padding for some locales even with "2-digit".
  return token === "mm" || token === "HH" || token === "dd" || token === "MM" ? text.padStart(2, "0") : text;
}

/**
 * Formats a moment in Amsterdam time with a date-fns-like pattern, e.g. 'dd-MM-yyyy HH:mm' or
 * "EEEE d MMMM yyyy 'om' HH:mm 'uur'". Text in single quotes is copied as it is.
 */
export function formatInAmsterdam(value: Moment, pattern: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return pattern.replace(TOKEN_PATTERN, (token) =>
    token.startsWith("'") ? token.slice(1, -1) : part(date, token as Token),
  );
}

/** Whether two moments fall on the same calendar day in Amsterdam. */
export function isSameAmsterdamDay(a: Moment, b: Moment): boolean {
  return formatInAmsterdam(a, "yyyy-MM-dd") === formatInAmsterdam(b, "yyyy-MM-dd");
}

/** A time frame as the workshop cards show it: same day or spanning days. */
export function formatTimeFrame(start: Moment, end: Moment): string {
  if (isSameAmsterdamDay(start, end)) {
    return `${formatInAmsterdam(start, "d MMM y - HH:mm")} tot ${formatInAmsterdam(end, "HH:mm")}`;
  }
  return `${formatInAmsterdam(start, "d MMM")} - ${formatInAmsterdam(end, "d MMM y")}`;
}

/** '11 maart 2027' */
export function formatDate(moment: Moment): string {
  return formatInAmsterdam(moment, "d MMMM yyyy");
}

/** 'donderdag 11 maart 2027' */
export function formatLongDate(moment: Moment): string {
  return formatInAmsterdam(moment, "EEEE d MMMM yyyy");
}

/** '13:00' */
export function formatClockTime(moment: Moment): string {
  return formatInAmsterdam(moment, "HH:mm");
}

/** 'donderdag 11 maart 2027 om 13:00 uur' */
export function formatDateAtTime(moment: Moment): string {
  return formatInAmsterdam(moment, "EEEE d MMMM yyyy 'om' HH:mm 'uur'");
}

/** 'donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)'; the end's date too when it is another day. */
export function formatStartAndEnd(start: Moment, end: Moment): string {
  const until = isSameAmsterdamDay(start, end) ? `${formatClockTime(end)} uur` : formatDateAtTime(end);
  return `${formatDateAtTime(start)} (tot ${until})`;
}

/** '13:00 - 14:15' */
export function formatTimeRange(start: Moment, end: Moment): string {
  return `${formatClockTime(start)} - ${formatClockTime(end)}`;
}

/** The calendar year in Amsterdam, which on New Year's Eve can differ from the UTC year. */
export function amsterdamYear(moment: Moment): number {
  return Number(formatInAmsterdam(moment, "yyyy"));
}
