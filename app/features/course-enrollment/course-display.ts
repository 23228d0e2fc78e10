import type { CoursePhase } from "../../graphql/generated.ts";
import { formatDateAtTime, formatInAmsterdam } from "../../../common/format/dates.ts";

/**
 * The course status badge, also the label of the disabled button where no form is offered. The
 * phase itself comes from the API (Course.phase, by the server's clock); STARTED is a published course that has
 * begun, which takes no enrolments.
 */
export const COURSE_PHASE_LABEL: Record<CoursePhase, string> = {
  OPEN: "Open voor inschrijving",
  FULL: "Volgeboekt",
  STARTED: "Inschrijving gesloten",
  CANCELED: "Geannuleerd",
  COMPLETED: "Afgerond",
};

/** Card start date: '12 maart 2026 om 09:30'. */
export function formatCourseStart(start: string): string {
  return formatInAmsterdam(start, "dd MMMM yyyy 'om' HH:mm");
}

/** Detail start and end: 'donderdag 12 maart 2026 om 09:30 uur'. */
export function formatCourseMoment(moment: string): string {
  return formatDateAtTime(moment);
}

/** '3 plaatsen beschikbaar', in correct Dutch for one: '1 plaats beschikbaar'. */
export function placesAvailableLabel(places: number): string {
  return places === 1 ? "1 plaats beschikbaar" : `${Math.max(places, 0)} plaatsen beschikbaar`;
}

/** The navigation notice: 'Cursus wordt geladen...' on the way to a course page, otherwise 'Laden...'. */
export function courseLoadingLabel(pathname: string): string {
  return /^\/vakschool\/[^/]+\/?$/.test(pathname) ? "Cursus wordt geladen..." : "Laden...";
}
