/**
 * Courses and events for the reminder tests (decision 0017): a moment inside the reminder window, participants who
 * signed up before it opened (or inside it), and a helper that runs worker rounds until nothing is left.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { mailOutbox } from "../../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../../server/domain/deps.ts";
import { sendDueReminders } from "../../../server/domain/reminders/send-due-reminders.ts";
import { COURSE_START, ENROLLED_BEFORE_REMINDERS } from "./courses.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** One day before the course and event of the factories: inside the default window of two days. */
export const ROUND_AT = new Date(COURSE_START.getTime() - DAY_MS);
/** Before the window of a course or event at COURSE_START opened (two days ahead). */
export const BEFORE_WINDOW = ENROLLED_BEFORE_REMINDERS;
/** Inside the window: signed up after it opened. */
export const INSIDE_WINDOW = new Date(COURSE_START.getTime() - 1.5 * DAY_MS);

/** Worker rounds until one writes nothing; the total per kind. */
export async function remindUntilDone(deps: ServiceDeps) {
  const total = { courses: 0, events: 0 };
  for (;;) {
    const round = await sendDueReminders(deps);
    total.courses += round.courses;
    total.events += round.events;
    if (round.courses + round.events === 0) return total;
  }
}

/** The reminder mails in the outbox, of one kind. */
export async function reminderMails(db: DbOrTx, kind: "course-reminder" | "event-reminder") {
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey?.startsWith(`${kind}:`));
}

/** The same deps with another REMINDER_DAYS_BEFORE. */
export function withReminderDays(deps: ServiceDeps, daysBefore: number): ServiceDeps {
  return { ...deps, settings: { ...deps.settings, reminders: { daysBefore } } };
}
