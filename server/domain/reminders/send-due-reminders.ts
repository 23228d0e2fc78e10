/**
 * One worker round of reminders before courses and events (decision 0017), REMINDER_DAYS_BEFORE days ahead (0: none).
 * Each kind takes one bounded batch per round; what is left follows in the next rounds. Logs counts only.
 */
import { log } from "../../log/logger.ts";
import type { ServiceDeps } from "../deps.ts";
import { sendDueCourseReminders } from "./course-reminders.ts";
import { sendDueEventReminders } from "./event-reminders.ts";
import { reminderWindow } from "./reminder-window.ts";

export type RemindersWritten = { courses: number; events: number };

export async function sendDueReminders(deps: ServiceDeps): Promise<RemindersWritten> {
  const window = reminderWindow(deps.settings.reminders.daysBefore, deps.clock());
  if (!window) return { courses: 0, events: 0 };
  const written = {
    courses: await sendDueCourseReminders(deps, window),
    events: await sendDueEventReminders(deps, window),
  };
  // A count per round; a quiet round only at debug level, so an idle worker does not fill the log.
  const level = written.courses + written.events > 0 ? "info" : "debug";
  log[level]("reminders.round", `Herinneringen: ${written.courses} cursus, ${written.events} evenement.`, written);
  return written;
}
