/**
 * The Vakschool side of a big season, as rows: courses over the year, each with its enrolments (some cancelled),
 * and waitlists on the coming courses, which are full. enrolled_count is the active enrolments made here, and no
 * place is offered from a waitlist, so offered_count stays 0 (decision 0005; decision 0018 for the lists).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type * as t from "../../server/db/schema/index.ts";
import { CITIES, person } from "./people.ts";

const DAY_MS = 86_400_000;
const ENROLMENTS_PER_COURSE = 50;
/** One in ten enrolments was cancelled by its participant. */
const CANCELED_EVERY = 10;

type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type CourseRows = {
  courses: (Row<typeof t.courses> & { id: string })[];
  enrollments: (Row<typeof t.courseEnrollments> & { id: string })[];
  waitlist: Row<typeof t.courseWaitlistEntries>[];
};
export type CourseSize = { enrollments: number; waitlist: number };

const token = () => randomBytes(24).toString("base64url");

/** People of the courses are numbered after the buyers, so their addresses are their own. */
const PEOPLE_OFFSET = 1_000_000;

export function courseRows(size: CourseSize, now: Date, organizationId: string): CourseRows {
  const count = Math.max(2, Math.ceil(size.enrollments / ENROLMENTS_PER_COURSE));
  const rows: CourseRows = { courses: [], enrollments: [], waitlist: [] };
  for (let i = 0; i < count; i++) {
    // From ten months ago to four months ahead, so the last course (at least) is still to come.
    const startsAt = new Date(now.getTime() + Math.round(((i + 1) / count) * 420 - 300) * DAY_MS + 9 * 3_600_000);
    const past = startsAt < now;
    const city = CITIES[i % CITIES.length]!;
    rows.courses.push({
      id: randomUUID(),
      title: `Vakschoolcursus ${i + 1}: werken met risicotaxatie`,
      summary: "Een praktische cursus voor behandelaars in de forensische zorg.",
      descriptionHtml: "<p>Drie dagdelen met oefeningen uit de praktijk.</p>",
      status: past ? "COMPLETED" : "PUBLISHED",
      maxParticipants: 0,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7 * 3_600_000),
      street: "Kerkstraat 12",
      postalCode: "3811 CV",
      city,
      organizationId,
      publishedAt: new Date(startsAt.getTime() - 90 * DAY_MS),
      createdAt: new Date(startsAt.getTime() - 100 * DAY_MS),
    });
  }
  addEnrollments(rows, size.enrollments, now);
  addWaitlist(rows, size.waitlist, now);
  return rows;
}

function participant(n: number) {
  const { firstName, lastName, email, phoneNumber, organization } = person(PEOPLE_OFFSET + n);
  return { firstName, lastName, email, phoneNumber, organization, function: "Behandelaar" };
}

function addEnrollments(rows: CourseRows, total: number, now: Date): void {
  const active = new Map<string, number>();
  for (let n = 0; n < total; n++) {
    const course = rows.courses[n % rows.courses.length]!;
    const createdAt = new Date(Math.min(course.startsAt.getTime(), now.getTime()) - ((n % 80) + 1) * DAY_MS);
    const canceled = n % CANCELED_EVERY === CANCELED_EVERY - 1;
    rows.enrollments.push({
      id: randomUUID(),
      courseId: course.id,
      ...participant(n),
      status: canceled ? "CANCELED" : "ACTIVE",
      cancelToken: token(),
      createdAt,
      canceledAt: canceled ? new Date(createdAt.getTime() + DAY_MS) : null,
    });
    if (!canceled) active.set(course.id, (active.get(course.id) ?? 0) + 1);
  }
  for (const course of rows.courses) {
    const enrolled = active.get(course.id) ?? 0;
    course.enrolledCount = enrolled;
    // The coming courses are full (their waitlists are open); the ones given had a few places left.
    course.maxParticipants = Math.max(1, course.startsAt > now ? enrolled : enrolled + 8);
  }
}

/** Waiting for the coming courses; one in five left the list again. */
function addWaitlist(rows: CourseRows, total: number, now: Date): void {
  const coming = rows.courses.filter((course) => course.startsAt > now);
  if (coming.length === 0) throw new Error("De volumeseed heeft geen komende cursus voor de wachtlijsten");
  for (let n = 0; n < total; n++) {
    const course = coming[n % coming.length]!;
    const joinedAt = new Date(now.getTime() - ((n % 60) + 1) * DAY_MS);
    const left = n % 5 === 4;
    rows.waitlist.push({
      courseId: course.id,
      ...participant(total + 1_000_000 + n),
      status: left ? "LEFT" : "WAITING",
      token: token(),
      joinedAt,
      endedAt: left ? new Date(joinedAt.getTime() + 2 * DAY_MS) : null,
    });
  }
}
