import {
  CreateCourseDocument,
  EnrollParticipantForStaffDocument,
  StaffOrganizationOptionsDocument,
  UpdateCourseDocument,
} from "../../app/graphql/generated.ts";
import {
  PermissionCancelCourseDocument,
  PermissionCancelEnrollmentForStaffDocument,
  PermissionCompleteCourseDocument,
  PermissionStaffCourseDocument,
  PermissionStaffCourseEnrollmentsDocument,
  PermissionStaffCourseWaitlistDocument,
  PermissionStaffCoursesDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Vakschool courses (courses.manage) and their enrolments (enrollments.manage). Inputs are valid, so a
// role with the permission is never refused for the input; the one-way changes name an unknown id (NOT_FOUND for
// an allowed caller), so no fixture is cancelled or completed under the other cases.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const course = (organizationId: string) => ({
  title: "Rechten van de cliënt",
  summary: "Een middag over rechtspositie.",
  description: "<p>Wat mag wel en wat niet?</p>",
  organizationId,
  instructors: [{ name: "Mr. J. Visser", function: "Advocaat", experience: null }],
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  startsAt: "2027-05-11T11:00:00.000Z",
  endsAt: "2027-05-11T15:00:00.000Z",
  maxParticipants: 500,
});

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffCoursesDocument)({
    field: "staffCourses",
    permission: "courses.manage",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffCourseDocument)({
    field: "staffCourse",
    permission: "courses.manage",
    variables: (fx) => ({ id: fx.courseId }),
  }),
  staffCase(StaffOrganizationOptionsDocument)({
    field: "staffOrganizationOptions",
    permission: "courses.manage",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffCourseEnrollmentsDocument)({
    field: "staffCourseEnrollments",
    permission: "enrollments.manage",
    variables: (fx) => ({ courseId: fx.courseId }),
  }),
  staffCase(PermissionStaffCourseWaitlistDocument)({
    field: "staffCourseWaitlist",
    permission: "enrollments.manage",
    variables: (fx) => ({ courseId: fx.courseId }),
  }),
  staffCase(CreateCourseDocument)({
    field: "createCourse",
    permission: "courses.manage",
    variables: (fx) => ({ input: { ...course(fx.organizationId), status: "DRAFT" } }),
  }),
  staffCase(UpdateCourseDocument)({
    field: "updateCourse",
    permission: "courses.manage",
    variables: (fx) => ({ input: { id: UNKNOWN, ...course(fx.organizationId) } }),
  }),
  staffCase(PermissionCancelCourseDocument)({
    field: "cancelCourse",
    permission: "courses.manage",
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
  staffCase(PermissionCompleteCourseDocument)({
    field: "completeCourse",
    permission: "courses.manage",
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
  staffCase(EnrollParticipantForStaffDocument)({
    field: "enrollParticipantForStaff",
    permission: "enrollments.manage",
    variables: (fx) => ({
      input: {
        courseId: fx.courseId,
        firstName: "Sanne",
        lastName: "Hofstede",
        email: "permissies@cursussen.example.org",
        phoneNumber: "0612345678",
        organization: "FPC De Waterlinie",
        function: null,
      },
    }),
  }),
  staffCase(PermissionCancelEnrollmentForStaffDocument)({
    field: "cancelEnrollmentForStaff",
    permission: "enrollments.manage",
    variables: () => ({ input: { enrollmentId: UNKNOWN } }),
  }),
];
