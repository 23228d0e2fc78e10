/**
 * The calendar file of a Vakschool enrolment: the course as an event to add to one's agenda, or, after a
 * cancellation, the same event (same UID, higher SEQUENCE) marked cancelled so calendars take it out again.
 */
import type { EnrollmentWithCourse } from "../domain/courses/enrollment-view.ts";
import { addressLines } from "../../common/format/address.ts";
import { renderIcs, type IcsMethod } from "./ics.ts";
import { courseCancelPath, coursePath, siteUrl } from "../../common/site-paths.ts";

export type CalendarSite = {
  name: string;
  publicUrl: string;
  /** The sender of our mails ('Name <address>' or an address), named as the event's organiser. */
  mailFrom: string;
};

export function courseCalendar(
  method: IcsMethod,
  { enrollment, course }: EnrollmentWithCourse,
  site: CalendarSite,
): string {
  const canceled = method === "CANCEL";
  const description = canceled
    ? `Je bent afgemeld voor deze cursus.`
    : `${course.summary}\n\nAfmelden voor deze cursus: ${siteUrl(site.publicUrl, courseCancelPath(enrollment.cancelToken))}`;
  const email = organizerEmail(site.mailFrom);
  return renderIcs({
    prodId: `-//${site.name}//Vakschool//NL`,
    method,
    event: {
      uid: `course-enrollment-${enrollment.id}@${new URL(site.publicUrl).hostname}`,
      stamp: (canceled ? enrollment.canceledAt : null) ?? enrollment.createdAt,
      start: course.startsAt,
      end: course.endsAt,
      sequence: canceled ? 1 : 0,
      status: canceled ? "CANCELLED" : "CONFIRMED",
      summary: course.title,
      location: addressLines(course).join(", "),
      description,
      url: siteUrl(site.publicUrl, coursePath(course.id)),
      ...(email ? { organizer: { name: site.name, email } } : {}),
    },
  });
}

/** 'info@example.org' from 'Forensisch Forum <info@example.org>' or from the bare address; null otherwise. */
export function organizerEmail(mailFrom: string): string | null {
  const address = /<([^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}
