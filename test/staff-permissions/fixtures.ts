/**
 * One row of each kind the back office works on, so every permission case (test/staff-permissions/<area>.ts) can
 * name an existing id: an event with a ticket type, a workshop slot with a workshop, a course with an enrolment, an
 * organisation with an affiliate (friend), a vacancy, a site notice and a staff member. Made with the project's
 * factories.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { courses, ticketTypes } from "../../server/db/schema/index.ts";
import { createFriend, createOpenVacancy, createTestSiteNotice } from "../support/factories/content.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { createForum } from "../support/factories/workshops.ts";
import type { PermissionFixtures } from "./types.ts";

export async function createPermissionFixtures(db: Database, now: Date): Promise<PermissionFixtures> {
  const forum = await createForum(db, { slots: [[{ name: "Workshop Risicotaxatie", capacity: 20 }]] });
  const [ticketType] = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, forum.eventId))
    .limit(1);
  const course = await createCourse(db, { maxParticipants: 20 });
  const { id: enrollmentId } = await enrolInCourse(db, course.id);
  const [{ organizationId }] = (await db
    .select({ organizationId: courses.organizationId })
    .from(courses)
    .where(eq(courses.id, course.id))) as [{ organizationId: string }];
  const affiliateId = await createFriend(db, organizationId);
  const vacancyId = await createOpenVacancy(db);
  const siteNoticeId = await createTestSiteNotice(db);
  const staff = await createStaffMember(db, now, {
    email: "fixture.redacteur@staff.example.org",
    name: "Femke Fixture",
    roles: ["redacteur"],
  });
  return {
    eventId: forum.eventId,
    ticketTypeId: ticketType!.id,
    slotId: forum.slots[0]!.id,
    workshopId: forum.slots[0]!.workshopIds[0]!,
    courseId: course.id,
    enrollmentId,
    organizationId,
    affiliateId,
    vacancyId,
    siteNoticeId,
    staffId: staff.id,
  };
}
