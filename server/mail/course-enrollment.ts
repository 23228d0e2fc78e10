/**
 * The Vakschool mails (issue 6), written in the transaction of the change they report (DESIGN §5): the
 * confirmation of an enrolment and of its cancellation, each with a calendar file the worker renders when it
 * sends. One of each per enrolment: the dedupe keys make a repeat harmless.
 */
import type { Transaction } from "../db/client.ts";
import type { EnrollmentWithCourse } from "../domain/courses/enrollment-view.ts";
import { courseCalendarRef } from "./attachment-refs.ts";
import { mailSettings } from "./mail-settings.ts";
import { enqueueMail } from "./outbox.ts";
import { courseCancellationMail } from "./templates/course-cancellation.ts";
import { courseEnrollmentMail } from "./templates/course-enrollment.ts";

export async function enqueueCourseEnrollmentConfirmation(
  tx: Transaction,
  { enrollment, course }: EnrollmentWithCourse,
  now: Date,
): Promise<void> {
  const { siteName, publicUrl } = mailSettings();
  const content = courseEnrollmentMail({
    participant: enrollment,
    course,
    cancelToken: enrollment.cancelToken,
    siteName,
    publicUrl,
  });
  await enqueueMail(
    tx,
    {
      dedupeKey: `course-enrollment:${enrollment.id}`,
      to: enrollment.email,
      ...content,
      attachments: [courseCalendarRef("PUBLISH", enrollment, course)],
    },
    now,
  );
}

export async function enqueueCourseCancellation(
  tx: Transaction,
  { enrollment, course }: EnrollmentWithCourse,
  now: Date,
): Promise<void> {
  const { siteName, publicUrl } = mailSettings();
  const content = courseCancellationMail({ firstName: enrollment.firstName, course, siteName, publicUrl });
  await enqueueMail(
    tx,
    {
      dedupeKey: `course-cancellation:${enrollment.id}`,
      to: enrollment.email,
      ...content,
      attachments: [courseCalendarRef("CANCEL", enrollment, course)],
    },
    now,
  );
}
