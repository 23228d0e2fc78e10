import type { CourseEnrollmentFieldsFragment } from "../../graphql/generated.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";

/** What the cancel action answers: the place was given back, or why not. */
export type CancelActionData = { outcome: "canceled" } | { outcome: "failed"; message: string };

export const CANCEL_FAILED_MESSAGE = "Afmelden is niet gelukt. Probeer het later opnieuw of neem contact op.";

/** A cancel token as the e-mail links it: URL-safe base64, long enough to be secret, short enough to be sane. */
export function isCancelToken(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{16,100}$/.test(token);
}

/** Why the place can no longer be given back, for an enrolment that is active but not cancelable. */
export function notCancelableReason(enrollment: CourseEnrollmentFieldsFragment, now: Date): string {
  const { course } = enrollment;
  if (course.status === "CANCELED") return "Deze cursus is geannuleerd. Je hoeft je niet af te melden.";
  if (course.status === "COMPLETED") return "Deze cursus is afgerond. Afmelden is niet meer mogelijk.";
  if (new Date(course.timeFrame.start).getTime() <= now.getTime()) {
    return "Deze cursus is al begonnen. Afmelden via deze link is niet meer mogelijk. Neem contact met ons op als je niet kunt komen.";
  }
  return "Afmelden via deze link is niet mogelijk. Neem contact met ons op.";
}

/** 'Je hebt je op 3 maart 2026 om 14:05 afgemeld.' */
export function canceledOnText(canceledAt: string | null): string {
  if (!canceledAt) return "Je hebt je afgemeld voor deze cursus.";
  return `Je hebt je op ${formatInAmsterdam(canceledAt, "d MMMM yyyy 'om' HH:mm")} afgemeld voor deze cursus.`;
}
