/**
 * The reminders before Vakschool courses (decision 0017): every active enrolment of a published course that starts
 * within the reminder window, made before the window opened, gets one mail, once. The claim is a conditional
 * update of the enrolment (reminded_at null → now, still active, course still published and not started) in the
 * transaction that writes the mail, so several workers at once write it once, and a cancellation that wins the
 * row lock leaves nothing to remind.
 */
import { and, asc, eq, exists, gt, isNull, lte } from "drizzle-orm";
import { courseEnrollments, courses } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courseCalendarRef, enrollmentQrRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { courseReminderMail } from "../../mail/templates/course-reminder.ts";
import { findEnrollment } from "../courses/enrollment-view.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { sanitizeOptionalRichText } from "../rich-text.ts";
import { REMINDER_BATCH, signedUpBeforeWindow, type ReminderWindow } from "./reminder-window.ts";

/** The course is published and starts within the window, after `now`. */
const courseDue = (window: ReminderWindow) =>
  and(eq(courses.status, "PUBLISHED"), gt(courses.startsAt, window.now), lte(courses.startsAt, window.until));

/** One batch of due course reminders; returns how many were written. */
export async function sendDueCourseReminders(deps: ServiceDeps, window: ReminderWindow): Promise<number> {
  const due = await dueEnrollments(deps.db, window);
  let written = 0;
  for (const { id } of due) {
    if (await inTransaction(deps, (unit) => remindEnrollment(unit, id, window), window.now)) written++;
  }
  return written;
}

function dueEnrollments(db: DbOrTx, window: ReminderWindow) {
  return db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      and(
        eq(courseEnrollments.status, "ACTIVE"),
        isNull(courseEnrollments.remindedAt),
        courseDue(window),
        signedUpBeforeWindow(courseEnrollments.createdAt, courses.startsAt, window),
      ),
    )
    .orderBy(asc(courses.startsAt), asc(courseEnrollments.id))
    .limit(REMINDER_BATCH);
}

/** Claims the enrolment and writes its reminder; false when another worker did, or it is no longer due. */
async function remindEnrollment(unit: UnitOfWork, enrollmentId: string, window: ReminderWindow): Promise<boolean> {
  const [claimed] = await unit.tx
    .update(courseEnrollments)
    .set({ remindedAt: unit.now })
    .where(
      and(
        eq(courseEnrollments.id, enrollmentId),
        isNull(courseEnrollments.remindedAt),
        eq(courseEnrollments.status, "ACTIVE"),
        exists(
          unit.tx
            .select({ id: courses.id })
            .from(courses)
            .where(and(eq(courses.id, courseEnrollments.courseId), courseDue(window))),
        ),
      ),
    )
    .returning({ id: courseEnrollments.id });
  if (!claimed) return false;
  const found = await findEnrollment(unit.tx, { id: claimed.id });
  if (!found) return false;
  const { enrollment, course } = found;
  const { siteName, publicUrl } = unit.settings.site;
  await enqueueMail(unit, {
    dedupeKey: `course-reminder:${enrollment.id}`,
    to: enrollment.email,
    ...courseReminderMail({
      firstName: enrollment.firstName,
      course: { ...course, practicalInfoHtml: sanitizeOptionalRichText(course.practicalInfoHtml) },
      cancelToken: enrollment.cancelToken,
      siteName,
      publicUrl,
    }),
    attachments: [courseCalendarRef("PUBLISH", enrollment, course), enrollmentQrRef(enrollment)],
  });
  return true;
}
