import {
  CancelCourseDocument,
  CompleteCourseDocument,
  EnrollParticipantForStaffDocument,
} from "../../../app/graphql/generated.ts";
import { fetchCourse, type ApiCourse } from "../browser/courses.ts";
import type { ApiClient } from "./api-client.ts";
import { createCourseThroughApi, createOrganizationThroughApi, type CourseDraft } from "./factories.ts";
import { staffApi, type SiteWithMail } from "./staff-api.ts";

/** The organisation that gives a file's own courses: it has no logo. */
const OWN_COURSE_ORGANIZATION = "Opleidingshuis De Proeftuin";

/** A course a browser test makes for its flow, and the state staff bring it in before the test starts. */
export type CoursePlan = Omit<CourseDraft, "organizationId"> & {
  /** Places already taken, by people staff enrol (each at an address of their own). */
  enrolled?: number;
  /** What staff did with it after publishing: cancelled it, or marked it completed. */
  ending?: "CANCELED" | "COMPLETED";
};

/**
 * Makes a test's own courses as staff do (CreateOrganization, CreateCourse, EnrollParticipantForStaff, CancelCourse,
 * CompleteCourse), one organisation for all, and gives each as the public API shows it afterwards, by the plan's
 * key: a file then reads places, dates and titles of its own courses instead of the demo's.
 */
export async function ownCourses<Key extends string>(
  site: SiteWithMail,
  plans: Record<Key, CoursePlan>,
): Promise<Record<Key, ApiCourse>> {
  const staff = await staffApi(site);
  const organizationId = await createOrganizationThroughApi(staff, OWN_COURSE_ORGANIZATION);
  const made: Partial<Record<Key, ApiCourse>> = {};
  for (const [key, plan] of Object.entries(plans) as [Key, CoursePlan][]) {
    const { enrolled = 0, ending, ...draft } = plan;
    const courseId = await createCourseThroughApi(staff, { ...draft, organizationId });
    await enrollOthers(staff, courseId, enrolled);
    if (ending === "CANCELED") await staff(CancelCourseDocument, { input: { id: courseId } });
    if (ending === "COMPLETED") await staff(CompleteCourseDocument, { input: { id: courseId } });
    made[key] = await fetchCourse(site.url, courseId);
  }
  return made as Record<Key, ApiCourse>;
}

/** Takes `count` places of a course for other people, as staff enrol someone on their behalf. */
async function enrollOthers(staff: ApiClient, courseId: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index++) {
    await staff(EnrollParticipantForStaffDocument, {
      input: {
        courseId,
        firstName: "Deelnemer",
        lastName: `Nummer ${index}`,
        // An address per course and place: the abuse limit counts a person's enrolments in one week.
        email: `deelnemer.${index}.${courseId.slice(0, 8)}@voorbeeld.example.org`,
        phoneNumber: "0301234567",
        organization: "Reclassering",
        function: null,
      },
    });
  }
}
