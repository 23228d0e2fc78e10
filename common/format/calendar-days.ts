/**
 * Calendar days as `yyyy-mm-dd` strings counted as whole days since 1970-01-01: a day's number, the day of a number
 * and its weekday, in UTC so no clock change shifts a day. The dashboard's sale days are such strings (already
 * Amsterdam days); the server charts them per week and the page lays them out on an axis.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export const dayOfNumber = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOfNumber = (number: number): number => new Date(number * DAY_MS).getUTCDay();
