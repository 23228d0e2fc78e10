import type { CourseFieldsFragment } from "../../graphql/generated.ts";
import { formatDateAtTime, formatInAmsterdam } from "../../../common/format/dates.ts";

/**
 * Where a course stands for a visitor (spec §4 'Course status'), decided in the loader with the server's clock
 * so the HTML and the hydrated page agree. 'closed' is a published course that has already begun: the server
 * takes no enrolments then, so the page does not offer the form.
 */
export type CourseState = "open" | "full" | "closed" | "canceled" | "completed";

type StateInput = Pick<CourseFieldsFragment, "status" | "isFull" | "availablePlaces"> & {
  timeFrame: { start: string };
};

export function courseState(course: StateInput, now: Date): CourseState {
  if (course.status === "CANCELED") return "canceled";
  if (course.status === "COMPLETED") return "completed";
  if (new Date(course.timeFrame.start).getTime() <= now.getTime()) return "closed";
  return course.isFull || course.availablePlaces <= 0 ? "full" : "open";
}

/** The badge of spec §4, also the label of the disabled button where no form is offered. */
export const COURSE_STATE_LABEL: Record<CourseState, string> = {
  open: "Open voor inschrijving",
  full: "Volgeboekt",
  closed: "Inschrijving gesloten",
  canceled: "Geannuleerd",
  completed: "Afgerond",
};

/** Card start date (spec §2): '12 maart 2026 om 09:30'. */
export function formatCourseStart(start: string): string {
  return formatInAmsterdam(start, "dd MMMM yyyy 'om' HH:mm");
}

/** Detail start and end (spec §2): 'donderdag 12 maart 2026 om 09:30 uur'. */
export function formatCourseMoment(moment: string): string {
  return formatDateAtTime(moment);
}

/** '3 plaatsen beschikbaar', in correct Dutch for one: '1 plaats beschikbaar'. */
export function placesAvailableLabel(places: number): string {
  return places === 1 ? "1 plaats beschikbaar" : `${Math.max(places, 0)} plaatsen beschikbaar`;
}

/** The navigation notice: 'Cursus wordt geladen...' on the way to a course page (spec §2), otherwise 'Laden...'. */
export function courseLoadingLabel(pathname: string): string {
  return /^\/vakschool\/[^/]+\/?$/.test(pathname) ? "Cursus wordt geladen..." : "Laden...";
}
