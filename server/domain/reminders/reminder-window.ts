/**
 * The reminder window (decision 0017): REMINDER_DAYS_BEFORE days before a course or event starts, its participants
 * are reminded of it. Only who signed up before the window opened gets one: someone who enrols on Monday for
 * Wednesday has just had the confirmation. That rule is a fixed condition on the rows (created before the start
 * minus the window), so the rows it leaves out are never read again either.
 */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows claimed per kind per worker round; the rest follow in the next rounds. */
export const REMINDER_BATCH = 50;

export type ReminderWindow = {
  /** The moment of the round: what starts after it and at most the window later is due. */
  now: Date;
  until: Date;
  /** The length of the window in whole seconds, for the 'signed up before it opened' condition. */
  seconds: number;
};

/** The window of a round at `now`, or null when reminders are off (REMINDER_DAYS_BEFORE=0). */
export function reminderWindow(daysBefore: number, now: Date): ReminderWindow | null {
  if (daysBefore <= 0) return null;
  return { now, until: new Date(now.getTime() + daysBefore * DAY_MS), seconds: (daysBefore * DAY_MS) / 1000 };
}

/** `signedUpAt` lies before the window of the thing starting at `startsAt` opened. */
export function signedUpBeforeWindow(signedUpAt: AnyColumn, startsAt: AnyColumn, window: ReminderWindow): SQL {
  return sql`${signedUpAt} < ${startsAt} - (${window.seconds}::integer * interval '1 second')`;
}
