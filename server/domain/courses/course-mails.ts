/**
 * The Vakschool mails, written in the transaction of the change they report: the
 * confirmation of an enrolment and of its cancellation, each with a calendar file the worker renders when it
 * sends. One of each per enrolment: the dedupe keys make a repeat harmless.
 */
import { courseCalendarRef, enrollmentQrRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { courseCanceledMail } from "../../mail/templates/course-canceled.ts";
import { courseCancellationMail } from "../../mail/templates/course-cancellation.ts";
import { courseEnrollmentMail } from "../../mail/templates/course-enrollment.ts";
import type { UnitOfWork } from "../deps.ts";
import { registersAskedFor } from "../registration-numbers/registration-number-queries.ts";
import { sanitizeOptionalRichText } from "../rich-text.ts";
import type { EnrollmentWithCourse } from "./enrollment-view.ts";

export async function enqueueCourseEnrollmentConfirmation(
  unit: UnitOfWork,
  { enrollment, course }: EnrollmentWithCourse,
): Promise<void> {
  const { siteName, publicUrl } = unit.settings.site;
  const content = courseEnrollmentMail({
    participant: enrollment,
    course: { ...course, practicalInfoHtml: sanitizeOptionalRichText(course.practicalInfoHtml) },
    cancelToken: enrollment.cancelToken,
    asksNumbers: (await registersAskedFor(unit.tx, { courseId: course.id })).length > 0,
    siteName,
    publicUrl,
  });
  await enqueueMail(unit, {
    dedupeKey: `course-enrollment:${enrollment.id}`,
    to: enrollment.email,
    ...content,
    attachments: [courseCalendarRef("PUBLISH", enrollment, course), enrollmentQrRef(enrollment)],
  });
}

export async function enqueueCourseCancellation(
  unit: UnitOfWork,
  { enrollment, course }: EnrollmentWithCourse,
): Promise<void> {
  const { siteName, publicUrl } = unit.settings.site;
  const content = courseCancellationMail({ firstName: enrollment.firstName, course, siteName, publicUrl });
  await enqueueMail(unit, {
    dedupeKey: `course-cancellation:${enrollment.id}`,
    to: enrollment.email,
    ...content,
    attachments: [courseCalendarRef("CANCEL", enrollment, course)],
  });
}

/**
 * 'De cursus gaat niet door', to a participant whose course the organisation cancelled, with the calendar
 * file that removes it. True when written now, false when this enrolment already had it: cancelling twice mails once.
 */
export async function enqueueCourseCanceledNotice(
  unit: UnitOfWork,
  { enrollment, course }: EnrollmentWithCourse,
): Promise<boolean> {
  const { siteName, publicUrl } = unit.settings.site;
  const content = courseCanceledMail({ firstName: enrollment.firstName, course, siteName, publicUrl });
  return enqueueMail(unit, {
    dedupeKey: `course-canceled:${enrollment.id}`,
    to: enrollment.email,
    ...content,
    attachments: [courseCalendarRef("CANCEL", enrollment, course)],
  });
}
