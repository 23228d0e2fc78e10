/**
 * The back office's course rows the corpus changes: a course the update cases edit, a published course
 * with an active enrolment for cancelCourse, one for completeCourse, and an active enrolment for
 * cancelEnrollmentForStaff; each made again when a case ended it. Kept beside the shared world, per world.
 */
import { eq } from "drizzle-orm";
import { EnrollCourseParticipantDocument } from "../../app/graphql/generated.ts";
import { courseEnrollments, courses } from "../../server/db/schema/index.ts";
import { createCourse } from "../support/factories/courses.ts";
import { uniqueEmail } from "./corpus-site.ts";
import { api, PERSON, type CorpusWorld } from "./corpus-world.ts";

type StaffCourseRows = {
  editableId: string;
  organizationId: string;
  cancelableId: string;
  completableId: string;
  enrollmentId: string;
};

const rows = new WeakMap<CorpusWorld, StaffCourseRows>();
let changes = 0;

/** A title that differs from the previous one, so every accepted update really changes (and audits) something. */
export function nextCourseTitle(): string {
  return `Corpuscursus ${changes++}`;
}

async function enrol(world: CorpusWorld, courseId: string): Promise<string> {
  const input = {
    courseId,
    ...PERSON,
    email: uniqueEmail(),
    organization: "Reclassering Nederland",
    function: null,
  };
  const { enrollCourseParticipant } = await api(world.site)(EnrollCourseParticipantDocument, { input });
  return enrollCourseParticipant.enrollmentId;
}

async function publishedCourseWithParticipant(world: CorpusWorld): Promise<string> {
  const { id } = await createCourse(world.site.handle.db, { maxParticipants: 1000 });
  await enrol(world, id);
  return id;
}

async function statusOf(world: CorpusWorld, id: string): Promise<string | undefined> {
  const [row] = await world.site.handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, id));
  return row?.status;
}

/** Makes sure every row exists in the state its cases need. */
export async function ensureStaffCourses(world: CorpusWorld): Promise<void> {
  const { db } = world.site.handle;
  let current = rows.get(world);
  if (!current) {
    const { id: editableId } = await createCourse(db, { maxParticipants: 1000 });
    const [editable] = await db.select().from(courses).where(eq(courses.id, editableId));
    current = {
      editableId,
      organizationId: editable!.organizationId,
      cancelableId: await publishedCourseWithParticipant(world),
      completableId: await publishedCourseWithParticipant(world),
      enrollmentId: await enrol(world, editableId),
    };
    rows.set(world, current);
  }
  if ((await statusOf(world, current.cancelableId)) !== "PUBLISHED") {
    current.cancelableId = await publishedCourseWithParticipant(world);
  }
  if ((await statusOf(world, current.completableId)) !== "PUBLISHED") {
    current.completableId = await publishedCourseWithParticipant(world);
  }
  const [enrollment] = await db
    .select({ status: courseEnrollments.status })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.id, current.enrollmentId));
  if (enrollment?.status !== "ACTIVE") current.enrollmentId = await enrol(world, current.editableId);
}

/** The rows of ensureStaffCourses; a target's prepare has made them. */
export function staffCourses(world: CorpusWorld): StaffCourseRows {
  const current = rows.get(world);
  if (!current) throw new Error("ensureStaffCourses heeft nog niet gedraaid");
  return current;
}
