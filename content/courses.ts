/**
 * Demo courses of the Forensische Vakschool. The Vakschool runs three weeks a year; the demo places its
 * courses in the previous week, the coming week and the one after, relative to the moment of seeding.
 */
import { COURSES_NEXT_WEEK } from "./courses-next-week.ts";
import { COURSES_OTHER_WEEKS } from "./courses-other-weeks.ts";

export type VakschoolWeek = "previous" | "next" | "later";
type CourseStatus = "DRAFT" | "PUBLISHED" | "CANCELED" | "COMPLETED";

/** A course is given by a friend, or by an organisation that is not a friend and has no logo. */
export type CourseOrganization = { affiliateSlug: string } | { name: string; description: string; website: string };

type InstructorContent = { name: string; function: string; experience: string };

export type CourseContent = {
  title: string;
  summary: string;
  /** Editor HTML; the seed sanitises it like any other course description. */
  descriptionHtml: string;
  status: CourseStatus;
  week: VakschoolWeek;
  /** 0 = Monday ... 4 = Friday of the Vakschool week. */
  weekday: number;
  starts: string;
  ends: string;
  maxParticipants: number;
  /** Active enrolments the seed creates; equal to maxParticipants makes the course full. */
  activeEnrollments: number;
  /** Enrolments that were withdrawn; they do not take a place. */
  canceledEnrollments: number;
  location: { street: string; postalCode: string; city: string; country: string };
  organization: CourseOrganization;
  instructors: InstructorContent[];
  /** Accredited: the enrolment form asks numbers for these registers, and the first enrolments gave some. */
  accreditation?: DemoAccreditation;
};

/** A demo course's accreditation (decision 0036), with invented but well-formed numbers of its first enrolments. */
export type DemoAccreditation = {
  hours: string;
  points: string;
  accreditationNumber: string;
  registerCodes: string[];
  /** Per active enrolment, in order: its numbers by register code (normalised, as stored). */
  enrollmentNumbers: Record<string, string>[];
};

export const COURSES: readonly CourseContent[] = [...COURSES_NEXT_WEEK, ...COURSES_OTHER_WEEKS];
