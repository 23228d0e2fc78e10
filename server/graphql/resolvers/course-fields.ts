import { coursePhase, isEnrollmentOpen } from "../../domain/courses/course-phase.ts";
import { registersAskedFor } from "../../domain/registration-numbers/registration-number-queries.ts";
import { sanitizeRichText } from "../../domain/rich-text.ts";
import type { CourseResolvers, Course } from "../generated/resolvers-types.ts";
import { location, timeFrame } from "./mappers.ts";
import type { CourseParent, FieldResolvers } from "./parents.ts";

/**
 * The fields of a course that its domain view does not hold as they are. Organisation and instructors come with a
 * course found by id; for a list they are loaded when asked, in one batch for all courses of the request.
 */
export const CourseFields: FieldResolvers<CourseResolvers, Course, CourseParent> = {
  // Sanitised again on the way out: the page renders it as HTML, whatever way the row was written.
  description: (course) => sanitizeRichText(course.descriptionHtml),
  timeFrame: (course) => timeFrame(course),
  location: (course) => location(course),
  organization: (course, _args, { loaders }) => course.organization ?? loaders.organization.load(course.organizationId),
  instructors: (course, _args, { loaders }) => course.instructors ?? loaders.instructorsOfCourse.load(course.id),
  // The derived facts: the domain's rules at the request's clock, the same enrolment follows.
  phase: (course, _args, { deps }) => coursePhase(course, deps.clock()),
  enrollmentOpen: (course, _args, { deps }) => isEnrollmentOpen(course, deps.clock()),
  // Asked by the course's own page only, so one query per request.
  registrationNumberRegisters: (course, _args, { deps }) => registersAskedFor(deps.db, { courseId: course.id }),
};
