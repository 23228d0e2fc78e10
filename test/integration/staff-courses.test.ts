import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, courses, mailOutbox } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { enrollCourseParticipant } from "../../server/domain/courses/enroll-participant.ts";
import { cancelCourse, completeCourse } from "../../server/domain/courses/course-status-changes.ts";
import { findStaffCourse, listStaffCourses } from "../../server/domain/courses/staff-course-queries.ts";
import { belowEnrolledMessage, createCourse, updateCourse } from "../../server/domain/courses/staff-course-writes.ts";
import {
  cancelEnrollmentForStaff,
  enrollParticipantForStaff,
  listEnrollmentsForStaff,
  STAFF_ALREADY_ENROLLED_MESSAGE,
} from "../../server/domain/courses/staff-enrollments.ts";
import { testDatabases } from "../support/databases.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";
import { createOrganization, ENROLMENTS_IN_ONE_WEEK_ALLOWED, PARTICIPANT } from "../support/factories/courses.ts";
import { settingsWithLimits, testDeps } from "../support/deps.ts";

// Staff manage Vakschool courses and their enrolments, on PGlite and PostgreSQL.
const now = new Date("2027-02-01T10:00:00Z");
const START = new Date("2027-03-11T08:30:00Z");

const courseInput = (organizationId: string, overrides: Record<string, unknown> = {}) => ({
  title: "Traumasensitief werken",
  summary: "Een dag over trauma in de forensische zorg.",
  description: '<p>Praktisch <strong>en</strong> onderbouwd.</p><script>alert("x")</script>',
  organizationId,
  instructors: [
    { name: "Dr. A. de Vries", function: "GZ-psycholoog", experience: "Twintig jaar kliniek.\nDocent sinds 2015." },
    { name: "B. Bakker", function: null, experience: null },
  ],
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  startsAt: START,
  endsAt: new Date(START.getTime() + 7 * 3600_000),
  maxParticipants: 3,
  status: "PUBLISHED",
  ...overrides,
});

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

for (const database of testDatabases()) {
  describe(`Courses in the back office on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let staff: ServiceDeps;
    let visitor: ServiceDeps;
    let organizationId: string;
    let staffId: string;

    const participant = (email: string, courseId: string) => ({ ...PARTICIPANT, email, courseId });
    const auditRows = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
    const mailsWith = async (prefix: string) =>
      (await handle.db.select().from(mailOutbox)).filter((mail) => mail.dedupeKey?.startsWith(prefix));

    beforeAll(async () => {
      handle = await database.open();
      const member = await createStaffMember(handle.db, now, {
        email: "redactie@cursussen.example.org",
        name: "Rita Redactie",
        roles: ["redacteur"],
      });
      staffId = member.id;
      const base = testDeps(handle.db, now, { settings: settingsWithLimits(ENROLMENTS_IN_ONE_WEEK_ALLOWED) });
      visitor = base;
      staff = actingAs(base, staffActor(member, "203.0.113.7"));
      organizationId = (await createOrganization(handle.db)).id;
    });
    afterAll(async () => handle?.close());

    it("creates a course with sanitised description and ordered instructors, and audits it", async () => {
      const course = await createCourse(staff, courseInput(organizationId));
      expect(course.status).toBe("PUBLISHED");
      expect(course.publishedAt).toEqual(now);
      expect(course.descriptionHtml).toBe("<p>Praktisch <strong>en</strong> onderbouwd.</p>");
      expect(course.instructors?.map((instructor) => instructor.name)).toEqual(["Dr. A. de Vries", "B. Bakker"]);
      expect(course.instructors?.[1]?.function).toBe("");
      const [row] = await auditRows(course.id);
      expect(row).toMatchObject({ staffId, entityType: "course", action: "create", before: null });
      expect((row!.after as Record<string, unknown>).title).toBe("Traumasensitief werken");
    });

    it("refuses bad input with Dutch field errors, and an unknown organisation", async () => {
      const bad = await refusal(createCourse(staff, courseInput(organizationId, { title: " ", maxParticipants: 0 })));
      expect(bad.code).toBe("BAD_USER_INPUT");
      expect(bad.details.fieldErrors).toMatchObject({ title: "Dit veld is verplicht" });
      const backwards = await refusal(
        createCourse(staff, courseInput(organizationId, { endsAt: new Date(START.getTime() - 1) })),
      );
      expect(backwards.details.field).toBe("endsAt");
      const unknown = await refusal(createCourse(staff, courseInput("00000000-0000-4000-8000-000000000000")));
      expect(unknown.details.field).toBe("organizationId");
    });

    it("updates every field, reorders instructors and audits only what changed", async () => {
      const course = await createCourse(staff, courseInput(organizationId, { status: "DRAFT" }));
      expect(course.publishedAt).toBeNull();
      const [first, second] = courseInput(organizationId).instructors;
      const updated = await updateCourse(
        staff,
        course.id,
        courseInput(organizationId, { title: "Nieuwe titel", instructors: [second, first], city: "Utrecht" }),
      );
      expect(updated.title).toBe("Nieuwe titel");
      expect(updated.status).toBe("PUBLISHED");
      expect(updated.publishedAt).toEqual(now);
      expect(updated.instructors?.map((instructor) => instructor.name)).toEqual(["B. Bakker", "Dr. A. de Vries"]);
      const rows = await auditRows(course.id);
      expect(rows.map((row) => row.action)).toEqual(["create", "update"]);
      expect(Object.keys(rows[1]!.after as object).sort()).toEqual(["city", "instructors", "status", "title"]);
    });

    it("stores the practical information sanitised, audits its change, and caps its length", async () => {
      const practicalInfo = '<p onclick="x()">Parkeer op P2.<script>alert(1)</script></p>';
      const course = await createCourse(staff, courseInput(organizationId, { practicalInfo }));
      expect(course.practicalInfoHtml).toBe("<p>Parkeer op P2.</p>");
      const changed = await updateCourse(
        staff,
        course.id,
        courseInput(organizationId, { practicalInfo: '<ul><li>Laptop</li></ul><a href="javascript:x()">x</a>' }),
      );
      expect(changed.practicalInfoHtml).toBe(
        '<ul><li>Laptop</li></ul><a rel="noopener noreferrer" target="_blank">x</a>',
      );
      const rows = await auditRows(course.id);
      expect(rows[1]).toMatchObject({
        before: { practicalInfoHtml: "<p>Parkeer op P2.</p>" },
        after: { practicalInfoHtml: changed.practicalInfoHtml },
      });
      const emptied = await updateCourse(staff, course.id, courseInput(organizationId, { practicalInfo: "<p></p>" }));
      expect(emptied.practicalInfoHtml).toBe("");
      const tooLong = await refusal(
        updateCourse(staff, course.id, courseInput(organizationId, { practicalInfo: "x".repeat(10_001) })),
      );
      expect(tooLong.details.fieldErrors).toEqual({ practicalInfo: "Maximaal 10000 karakters toegestaan" });
    });

    it("never lowers the maximum below the active enrolments", async () => {
      const course = await createCourse(staff, courseInput(organizationId));
      await enrollCourseParticipant(visitor, participant("een@example.org", course.id));
      await enrollCourseParticipant(visitor, participant("twee@example.org", course.id));
      const refused = await refusal(
        updateCourse(staff, course.id, courseInput(organizationId, { maxParticipants: 1 })),
      );
      expect(refused.code).toBe("CONFLICT");
      expect(refused.message).toBe(belowEnrolledMessage(2));
      expect(refused.details.field).toBe("maxParticipants");
      const lowered = await updateCourse(staff, course.id, courseInput(organizationId, { maxParticipants: 2 }));
      expect(lowered.availablePlaces).toBe(0);
      const toDraft = await refusal(
        updateCourse(staff, course.id, courseInput(organizationId, { maxParticipants: 2, status: "DRAFT" })),
      );
      expect(toDraft.details.field).toBe("status");
    });

    it("cancels a course: every active participant mailed once with a CANCEL calendar file; repeating sends nothing", async () => {
      const course = await createCourse(staff, courseInput(organizationId));
      const emails = ["a@example.org", "b@example.org", "c@example.org"];
      for (const email of emails) await enrollCourseParticipant(visitor, participant(email, course.id));
      const page = await listEnrollmentsForStaff(staff, course.id, { first: 10 });
      await cancelEnrollmentForStaff(staff, page.nodes.find((node) => node.email === "c@example.org")!.id);

      const first = await cancelCourse(staff, course.id);
      expect(first.participantsMailed).toBe(2);
      expect(first.course.status).toBe("CANCELED");
      expect(first.course.canceledAt).toEqual(now);
      expect(first.course.enrollmentOpen).toBe(false);
      const ids = new Set(page.nodes.map((node) => node.id));
      const mails = (await mailsWith("course-canceled:")).filter((mail) => ids.has(mail.dedupeKey!.split(":")[1]!));
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["a@example.org", "b@example.org"]);
      for (const mail of mails) {
        expect(mail.subject).toBe("De cursus gaat niet door: Traumasensitief werken");
        expect(mail.text).toContain("niet door");
        expect(mail.attachments).toEqual([expect.objectContaining({ kind: "course-ics-cancel" })]);
      }

      const again = await cancelCourse(staff, course.id);
      expect(again.participantsMailed).toBe(0);
      const after = (await mailsWith("course-canceled:")).filter((mail) => ids.has(mail.dedupeKey!.split(":")[1]!));
      expect(after).toHaveLength(2);
      expect((await auditRows(course.id)).filter((row) => row.action === "cancel")).toHaveLength(1);
      const enrol = await refusal(enrollParticipantForStaff(staff, participant("d@example.org", course.id)));
      expect(enrol.code).toBe("CONFLICT");
    });

    it("completes a course: enrolment closes, repeating changes nothing, cancelling it is refused", async () => {
      const course = await createCourse(staff, courseInput(organizationId));
      expect(course.enrollmentOpen).toBe(true);
      const completed = await completeCourse(staff, course.id);
      expect(completed.status).toBe("COMPLETED");
      expect(completed.enrollmentOpen).toBe(false);
      await completeCourse(staff, course.id);
      expect((await auditRows(course.id)).filter((row) => row.action === "complete")).toHaveLength(1);
      expect((await refusal(cancelCourse(staff, course.id))).code).toBe("CONFLICT");
      expect((await refusal(enrollCourseParticipant(visitor, participant("e@example.org", course.id)))).code).toBe(
        "CONFLICT",
      );
      const reopen = await refusal(updateCourse(staff, course.id, courseInput(organizationId)));
      expect(reopen.details.field).toBe("status");
      const kept = await updateCourse(
        staff,
        course.id,
        courseInput(organizationId, { status: null, title: "Nagekomen" }),
      );
      expect(kept.status).toBe("COMPLETED");
    });

    it("enrols someone on their behalf with the confirmation mail, and cancels one with the usual mail", async () => {
      const course = await createCourse(staff, courseInput(organizationId, { maxParticipants: 1 }));
      const enrollment = await enrollParticipantForStaff(staff, participant("namens@example.org", course.id));
      expect(enrollment.status).toBe("ACTIVE");
      expect(enrollment).not.toHaveProperty("cancelToken");
      expect(await mailsWith(`course-enrollment:${enrollment.id}`)).toHaveLength(1);
      const twice = await refusal(enrollParticipantForStaff(staff, participant("NAMENS@example.org", course.id)));
      expect(twice.message).toBe(STAFF_ALREADY_ENROLLED_MESSAGE);
      const full = await refusal(enrollParticipantForStaff(staff, participant("vol@example.org", course.id)));
      expect(full.code).toBe("CAPACITY_REACHED");

      const canceled = await cancelEnrollmentForStaff(staff, enrollment.id);
      expect(canceled.status).toBe("CANCELED");
      expect(await mailsWith(`course-cancellation:${enrollment.id}`)).toHaveLength(1);
      expect((await cancelEnrollmentForStaff(staff, enrollment.id)).status).toBe("CANCELED");
      const [row] = await handle.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row!.enrolledCount).toBe(0);
      const audits = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "course_enrollment"), eq(auditLog.entityId, enrollment.id)));
      expect(audits.map((audit) => audit.action).sort()).toEqual(["cancel", "create"]);
      expect((await refusal(cancelEnrollmentForStaff(staff, "niet-een-id"))).code).toBe("NOT_FOUND");
    });

    it("lists every status, searchable by title, in pages", async () => {
      await createCourse(staff, courseInput(organizationId, { title: "Zoekbaar 100% uniek", status: "DRAFT" }));
      const found = await listStaffCourses(staff, { search: "100%" }, { first: 5 });
      expect(found.nodes.map((node) => node.title)).toEqual(["Zoekbaar 100% uniek"]);
      expect(found.nodes[0]!.status).toBe("DRAFT");
      const all = await listStaffCourses(staff, {}, { first: 2 });
      const next = await listStaffCourses(staff, {}, { first: 2, after: all.pageInfo.endCursor });
      expect(all.pageInfo.hasNextPage).toBe(true);
      expect(next.nodes.map((node) => node.id)).not.toContain(all.nodes[0]!.id);
      expect(all.totalCount).toBeGreaterThan(4);
      expect(await findStaffCourse(staff, found.nodes[0]!.id)).toMatchObject({ title: "Zoekbaar 100% uniek" });
    });

    it("refuses visitors and roles without the permission", async () => {
      expect((await refusal(listStaffCourses(visitor, {}, {}))).code).toBe("UNAUTHENTICATED");
      const balie = actingAs(staff, {
        ...(staff.actor as Extract<ServiceDeps["actor"], { kind: "staff" }>),
        roles: ["balie"],
      });
      expect((await refusal(createCourse(balie, courseInput(organizationId)))).code).toBe("FORBIDDEN");
      expect((await refusal(cancelEnrollmentForStaff(balie, "x"))).code).toBe("FORBIDDEN");
    });
  });
}
