import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { courses, organizations } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { cancelEnrollment } from "../../server/domain/courses/cancel-enrollment.ts";
import { cancelCourse } from "../../server/domain/courses/course-status-changes.ts";
import { enrollCourseParticipant } from "../../server/domain/courses/enroll-participant.ts";
import { updateCourse } from "../../server/domain/courses/staff-course-writes.ts";
import { weeklyEnrollmentsMessage } from "../../server/domain/courses/enrollment-messages.ts";
import { acceptCourseWaitlistOffer } from "../../server/domain/courses/waitlist/answer-offer.ts";
import { joinCourseWaitlist } from "../../server/domain/courses/waitlist/join-waitlist.ts";
import { listCourseWaitlistForStaff } from "../../server/domain/courses/waitlist/staff-waitlist.ts";
import { testDatabases } from "../support/databases.ts";
import {
  enrollmentsOf,
  COURSE_START,
  createCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
  counters,
  waitlistEntriesOfCourse,
  entryOf,
  waitlistMails,
} from "../support/factories/courses.ts";
import { settingsWithLimits, testDeps } from "../support/deps.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";

// The waitlist and the rules around it: enrolment rules on taking a place, staff changing the course.
const start = new Date("2027-02-01T10:00:00Z");

const person = (name: string) => ({ ...PARTICIPANT, firstName: name, email: `${name.toLowerCase()}@example.org` });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

for (const database of testDatabases()) {
  describe(`Course waitlist rules on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let now = start;
    let deps: ServiceDeps;
    beforeAll(async () => {
      handle = await database.open();
      deps = testDeps(handle.db, () => now, { settings: settingsWithLimits(ENROLMENTS_IN_ONE_WEEK_ALLOWED) });
    });
    afterAll(async () => handle?.close());

    /** A course with `max` places, all taken by enrolments; answers the course and the enrolments' cancel tokens. */
    async function fullCourse(max = 2, options: { startsAt?: Date } = {}) {
      now = start;
      const { id } = await createCourse(handle.db, { maxParticipants: max, ...options });
      for (let i = 0; i < max; i++) await enrollCourseParticipant(deps, { courseId: id, ...person(`Deelnemer${i}`) });
      const tokens = (await enrollmentsOf(handle.db, id)).map((row) => row.cancelToken);
      return { id, tokens };
    }
    /** Each join a second after the one before: the queue is in join order (a fixed clock would tie them). */
    const join = (courseId: string, name: string) => {
      now = new Date(now.getTime() + 1000);
      return joinCourseWaitlist(deps, { courseId, ...person(name) });
    };

    it("taking the place follows the enrolment rules: over the weekly maximum it is refused and the offer stays", async () => {
      const strict = testDeps(handle.db, () => now);
      const { id, tokens } = await fullCourse(1);
      await join(id, "Wendy");
      const limit = strict.settings.abuseLimits.activeEnrollmentsPerEmailPerWeek;
      for (let i = 0; i < limit; i++) {
        const other = await createCourse(handle.db, { maxParticipants: 5 });
        await enrollCourseParticipant(strict, { courseId: other.id, ...person("Wendy") });
      }
      await cancelEnrollment(deps, tokens[0]!);
      const wendy = await entryOf(handle.db, id, "wendy@example.org");
      const refused = await refusal(acceptCourseWaitlistOffer(strict, wendy.token));
      expect([refused.code, refused.message]).toEqual(["CONFLICT", weeklyEnrollmentsMessage(limit)]);
      expect((await entryOf(handle.db, id, "wendy@example.org")).status).toBe("OFFERED");
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 0, offered: 1 });
    });

    it("staff raising the maximum promote; staff cancelling the course close the list and drop the offers", async () => {
      const { id } = await fullCourse();
      for (const name of ["Anna", "Bram", "Carla"]) await join(id, name);
      const actor = await insertStaffActor(handle.db, ["beheerder"]);
      const staff = asStaff(deps, actor);
      const [row] = await handle.db.select().from(courses).where(eq(courses.id, id));
      const [organization] = await handle.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, row!.organizationId));
      const input = {
        title: row!.title,
        summary: row!.summary,
        description: row!.descriptionHtml,
        organizationId: organization!.id,
        instructors: [],
        street: row!.street,
        postalCode: row!.postalCode,
        city: row!.city,
        country: row!.country,
        startsAt: COURSE_START,
        endsAt: row!.endsAt,
        maxParticipants: 4,
      };
      await updateCourse(staff, id, input);
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 2, offered: 2 });
      const lower = await refusal(updateCourse(staff, id, { ...input, maxParticipants: 3 }));
      expect(lower.message).toContain("niet lager zijn dan 4");
      const list = await listCourseWaitlistForStaff(staff, id);
      expect(list.map((entry) => [entry.firstName, entry.status, entry.position])).toEqual([
        ["Anna", "OFFERED", null],
        ["Bram", "OFFERED", null],
        ["Carla", "WAITING", 1],
      ]);
      const visitor = await refusal(listCourseWaitlistForStaff(deps, id));
      expect(visitor.code).toBe("UNAUTHENTICATED");

      await cancelCourse(staff, id);
      expect((await waitlistEntriesOfCourse(handle.db, id)).map((entry) => entry.status)).toEqual([
        "CLOSED",
        "CLOSED",
        "CLOSED",
      ]);
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 2, offered: 0 });
      expect(await waitlistMails(handle.db, "closed", id)).toHaveLength(3);
    });
  });
}
