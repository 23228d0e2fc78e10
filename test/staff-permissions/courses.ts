import type { StaffPermissionCase } from "./types.ts";

// Vakschool courses (courses.manage) and their enrolments (enrollments.manage), issue 14. Inputs are valid, so a
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
  {
    field: "staffCourses",
    permission: "courses.manage",
    query: `query { staffCourses(first: 5) { totalCount } }`,
    variables: () => ({}),
  },
  {
    field: "staffCourse",
    permission: "courses.manage",
    query: `query ($id: UUID!) { staffCourse(id: $id) { id } }`,
    variables: (fx) => ({ id: fx.courseId }),
  },
  {
    field: "staffOrganizationOptions",
    permission: "courses.manage",
    query: `query { staffOrganizationOptions { id name } }`,
    variables: () => ({}),
  },
  {
    field: "staffCourseEnrollments",
    permission: "enrollments.manage",
    query: `query ($courseId: UUID!) { staffCourseEnrollments(courseId: $courseId, first: 5) { totalCount } }`,
    variables: (fx) => ({ courseId: fx.courseId }),
  },
  {
    field: "staffCourseWaitlist",
    permission: "enrollments.manage",
    query: `query ($courseId: UUID!) { staffCourseWaitlist(courseId: $courseId) { id position } }`,
    variables: (fx) => ({ courseId: fx.courseId }),
  },
  {
    field: "createCourse",
    permission: "courses.manage",
    query: `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { course { id } } }`,
    variables: (fx) => ({ input: { ...course(fx.organizationId), status: "DRAFT" } }),
  },
  {
    field: "updateCourse",
    permission: "courses.manage",
    query: `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { course { id } } }`,
    variables: (fx) => ({ input: { id: UNKNOWN, ...course(fx.organizationId) } }),
  },
  {
    field: "cancelCourse",
    permission: "courses.manage",
    query: `mutation ($input: CancelCourseInput!) { cancelCourse(input: $input) { participantsMailed } }`,
    variables: () => ({ input: { id: UNKNOWN } }),
  },
  {
    field: "completeCourse",
    permission: "courses.manage",
    query: `mutation ($input: CompleteCourseInput!) { completeCourse(input: $input) { course { id } } }`,
    variables: () => ({ input: { id: UNKNOWN } }),
  },
  {
    field: "enrollParticipantForStaff",
    permission: "enrollments.manage",
    query: `mutation ($input: EnrollParticipantForStaffInput!) {
      enrollParticipantForStaff(input: $input) { enrollment { id } }
    }`,
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
  },
  {
    field: "cancelEnrollmentForStaff",
    permission: "enrollments.manage",
    query: `mutation ($input: CancelEnrollmentForStaffInput!) {
      cancelEnrollmentForStaff(input: $input) { enrollment { id } }
    }`,
    variables: () => ({ input: { enrollmentId: UNKNOWN } }),
  },
];
