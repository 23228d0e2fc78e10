/**
 * The Dutch answers of course enrolment and cancellation, as GraphQL error messages the web app shows
 * as they are. Exported so tests and callers match the words instead of repeating them.
 */
export const COURSE_NOT_FOUND_MESSAGE = "Deze cursus bestaat niet (meer).";
export const COURSE_CANCELED_MESSAGE = "Deze cursus is geannuleerd. Aanmelden is niet mogelijk.";
export const COURSE_STARTED_MESSAGE = "Deze cursus is al begonnen of afgerond. Aanmelden is niet meer mogelijk.";
export const COURSE_FULL_MESSAGE = "Deze cursus is volgeboekt. Je kunt je op de wachtlijst zetten.";
export const ALREADY_ENROLLED_MESSAGE = "Je bent al aangemeld voor deze cursus met dit e-mailadres.";

export const INVALID_CANCEL_LINK_MESSAGE = "Deze afmeldlink is ongeldig.";
/** The numbers of a cancelled enrolment stay as they were: the link's page no longer offers them. */
export const CANCELED_ENROLLMENT_NUMBERS_MESSAGE =
  "Je hebt je afgemeld voor deze cursus. Je registratienummers kun je hier niet meer wijzigen.";
/** The refusals of a cancel link; the cancel page shows the same words (CourseEnrollment.cannotCancelReason). */
export const CANCEL_AFTER_START_MESSAGE =
  "Deze cursus is al begonnen. Afmelden via deze link is niet meer mogelijk. Neem contact met ons op als je niet kunt komen.";
export const CANCEL_COMPLETED_COURSE_MESSAGE = "Deze cursus is afgerond. Afmelden is niet meer mogelijk.";
export const CANCEL_CANCELED_COURSE_MESSAGE = "Deze cursus is geannuleerd. Je hoeft je niet af te melden.";

/**
 * An abuse limit: one address holds at most a few places of a Vakschool week
 * (MAX_ACTIVE_ENROLLMENTS_PER_EMAIL_PER_WEEK).
 */
export function weeklyEnrollmentsMessage(limit: number): string {
  const courseWord = limit === 1 ? "cursus" : "cursussen";
  return (
    `Met dit e-mailadres ben je al voor ${limit} ${courseWord} in deze Vakschoolweek aangemeld. Meld je eerst af ` +
    "voor een andere cursus (met de link in je bevestigingsmail) of neem contact met ons op."
  );
}
