import { randomBytes } from "node:crypto";
import type { Transaction } from "../client.ts";
import { courseEnrollments, courseInstructors, organizations } from "../schema/index.ts";
import { insertCourse } from "../../domain/courses/insert-course.ts";
import { COURSES, type CourseContent, type CourseOrganization, type VakschoolWeek } from "../../../content/courses.ts";
import { demoParticipant } from "../../../content/participants.ts";
import {
  addDays,
  addMinutes,
  amsterdamDay,
  atAmsterdamTime,
  daysFromNowAt,
  onOrAfterWeekday,
  type CalendarDay,
} from "./dates.ts";
import { requireFriend, type FriendOrganizations } from "./organizations.ts";
import { seedAccreditation } from "./course-accreditation.ts";

/** The Vakschool runs three weeks a year, roughly seventeen weeks apart. */
const WEEKS_BETWEEN_VAKSCHOOL_WEEKS = 17;

/** The Mondays of the previous, the coming (at least two weeks away) and the later Vakschool week. */
function vakschoolWeeks(now: Date): Record<VakschoolWeek, CalendarDay> {
  const next = onOrAfterWeekday(addDays(amsterdamDay(now), 14), 0);
  const gap = WEEKS_BETWEEN_VAKSCHOOL_WEEKS * 7;
  return { previous: addDays(next, -gap), next, later: addDays(next, gap) };
}

/** The DB cannot tell a full course from the content, so the content must keep within its capacity. */
function assertConsistent(course: CourseContent): void {
  if (course.activeEnrollments > course.maxParticipants) {
    throw new Error(`'${course.title}' heeft meer inschrijvingen dan plaatsen`);
  }
  if (course.status === "DRAFT" && course.activeEnrollments + course.canceledEnrollments > 0) {
    throw new Error(`Concept '${course.title}' kan nog geen inschrijvingen hebben`);
  }
}

/** Editor HTML is indented in the content files; the indentation is noise, not content. */
function withoutIndentation(html: string): string {
  return html.replace(/\n[ \t]+/g, "\n");
}

/** When a course was created, published and canceled, in a believable order before `now`. */
function lifecycleDates(course: CourseContent, now: Date, startsAt: Date) {
  const publishedAt =
    course.status === "COMPLETED" ? addMinutes(startsAt, -60 * 24 * 60) : daysFromNowAt(now, -40, "10:00");
  return {
    createdAt: course.status === "DRAFT" ? daysFromNowAt(now, -2, "15:20") : addMinutes(publishedAt, -60 * 24 * 7),
    publishedAt: course.status === "DRAFT" ? null : publishedAt,
    canceledAt: course.status === "CANCELED" ? daysFromNowAt(now, -3, "11:15") : null,
  };
}

/** Friends are reused; other course organisations are created once, without a logo. */
async function organizationId(
  tx: Transaction,
  organization: CourseOrganization,
  friends: FriendOrganizations,
  others: Map<string, string>,
  now: Date,
): Promise<string> {
  if ("affiliateSlug" in organization) return requireFriend(friends, organization.affiliateSlug).id;
  const known = others.get(organization.name);
  if (known) return known;
  const [row] = await tx
    .insert(organizations)
    .values({ ...organization, logoUrl: null, createdAt: now })
    .returning({ id: organizations.id });
  if (!row) throw new Error(`Organisatie '${organization.name}' is niet aangemaakt`);
  others.set(organization.name, row.id);
  return row.id;
}

/** Hands out distinct demo people across all courses, so no one is enrolled twice anywhere. */
function participantCounter() {
  let next = 0;
  return () => demoParticipant(next++);
}

export async function seedCourses(tx: Transaction, now: Date, friends: FriendOrganizations): Promise<void> {
  const weeks = vakschoolWeeks(now);
  const otherOrganizations = new Map<string, string>();
  const nextParticipant = participantCounter();
  for (const course of COURSES) {
    assertConsistent(course);
    const day = addDays(weeks[course.week], course.weekday);
    const startsAt = atAmsterdamTime(day, course.starts);
    const dates = lifecycleDates(course, now, startsAt);
    const row = await insertCourse(tx, {
      title: course.title,
      summary: course.summary,
      descriptionHtml: withoutIndentation(course.descriptionHtml),
      status: course.status,
      maxParticipants: course.maxParticipants,
      enrolledCount: course.activeEnrollments,
      startsAt,
      endsAt: atAmsterdamTime(day, course.ends),
      ...course.location,
      organizationId: await organizationId(tx, course.organization, friends, otherOrganizations, now),
      ...dates,
    });
    await insertInstructors(tx, row.id, course);
    const enrollmentIds = await insertEnrollments(tx, row.id, course, dates, nextParticipant);
    if (course.accreditation) await seedAccreditation(tx, row.id, course.accreditation, enrollmentIds);
  }
}

async function insertInstructors(tx: Transaction, courseId: string, course: CourseContent): Promise<void> {
  await tx
    .insert(courseInstructors)
    .values(course.instructors.map((instructor, index) => ({ courseId, ...instructor, sortOrder: index })));
}

async function insertEnrollments(
  tx: Transaction,
  courseId: string,
  course: CourseContent,
  dates: { publishedAt: Date | null; canceledAt: Date | null },
  nextParticipant: () => ReturnType<typeof demoParticipant>,
): Promise<string[]> {
  const statuses = [
    ...Array.from({ length: course.activeEnrollments }, () => "ACTIVE" as const),
    ...Array.from({ length: course.canceledEnrollments }, () => "CANCELED" as const),
  ];
  if (statuses.length === 0 || !dates.publishedAt) return [];
  const publishedAt = dates.publishedAt;
  const rows = await tx
    .insert(courseEnrollments)
    .values(
      statuses.map((status, index) => {
        // People enrol in the days after publication, a few hours apart.
        const createdAt = addMinutes(publishedAt, (index + 1) * 60 * 26);
        return {
          courseId,
          ...nextParticipant(),
          status,
          // The same kind of secret the enrolment service puts in the cancel link of its confirmation mail.
          cancelToken: randomBytes(24).toString("base64url"),
          createdAt,
          // Withdrawn with the course when it was canceled, otherwise a few days after enrolling.
          canceledAt: status === "CANCELED" ? (dates.canceledAt ?? addMinutes(createdAt, 60 * 24 * 3)) : null,
        };
      }),
    )
    .returning({ id: courseEnrollments.id });
  return rows.map((row) => row.id);
}
