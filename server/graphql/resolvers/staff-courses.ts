import { courseActions, isOnTheSite, statusIsFinal } from "../../domain/courses/course-actions.ts";
import { coursePath } from "../../../common/site-paths.ts";
import { cancelCourse, completeCourse } from "../../domain/courses/course-status-changes.ts";
import {
  findStaffCourse,
  listOrganizationOptions,
  listStaffCourses,
} from "../../domain/courses/staff-course-queries.ts";
import { createCourse, updateCourse } from "../../domain/courses/staff-course-writes.ts";
import {
  cancelEnrollmentForStaff,
  enrollParticipantForStaff,
  listEnrollmentsForStaff,
} from "../../domain/courses/staff-enrollments.ts";
import { sanitizeRichText } from "../../domain/rich-text.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  StaffCourse,
  StaffCourseResolvers,
} from "../generated/resolvers-types.ts";
import { location, timeFrame } from "./mappers.ts";
import type { FieldResolvers } from "./parents.ts";
import type { StaffCourseView } from "../../domain/courses/staff-course-queries.ts";

/** Vakschool courses and their enrolments in the back office; the rules live in server/domain/courses/. */
export const staffCourseQueries: Pick<
  QueryResolvers,
  "staffCourses" | "staffCourse" | "staffOrganizationOptions" | "staffCourseEnrollments"
> = {
  staffCourses: (_parent, { search, first, after }, { deps }) => listStaffCourses(deps, { search }, { first, after }),
  staffCourse: (_parent, { id }, { deps }) => findStaffCourse(deps, id),
  staffOrganizationOptions: (_parent, _args, { deps }) => listOrganizationOptions(deps),
  staffCourseEnrollments: (_parent, { courseId, first, after }, { deps }) =>
    listEnrollmentsForStaff(deps, courseId, { first, after }),
};

export const staffCourseMutations: Pick<
  MutationResolvers,
  | "createCourse"
  | "updateCourse"
  | "cancelCourse"
  | "completeCourse"
  | "enrollParticipantForStaff"
  | "cancelEnrollmentForStaff"
> = {
  createCourse: async (_parent, { input }, { deps }) => ({ course: await createCourse(deps, input) }),
  updateCourse: async (_parent, { input }, { deps }) => {
    const { id, ...change } = input;
    return { course: await updateCourse(deps, id, change) };
  },
  cancelCourse: (_parent, { input }, { deps }) => cancelCourse(deps, input.id),
  completeCourse: async (_parent, { input }, { deps }) => ({ course: await completeCourse(deps, input.id) }),
  enrollParticipantForStaff: async (_parent, { input }, { deps }) => ({
    enrollment: await enrollParticipantForStaff(deps, input),
  }),
  cancelEnrollmentForStaff: async (_parent, { input }, { deps }) => ({
    enrollment: await cancelEnrollmentForStaff(deps, input.enrollmentId),
  }),
};

/** The fields of StaffCourse that its domain view does not hold as they are. */
export const StaffCourseFields: FieldResolvers<StaffCourseResolvers, StaffCourse, StaffCourseView> = {
  // Sanitised again on the way out, as Course.description is.
  description: (course) => sanitizeRichText(course.descriptionHtml),
  practicalInfo: (course) => sanitizeRichText(course.practicalInfoHtml),
  timeFrame: (course) => timeFrame(course),
  location: (course) => location(course),
  instructors: (course, _args, { loaders }) => course.instructors ?? loaders.instructorsOfCourse.load(course.id),
  actions: (course, _args, { deps }) => courseActions(deps.actor, course),
  statusFinal: (course) => statusIsFinal(course.status),
  publicUrl: (course) => (isOnTheSite(course.status) ? coursePath(course.id) : null),
};
