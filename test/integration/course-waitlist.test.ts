import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { cancelEnrollment } from "../../server/domain/courses/cancel-enrollment.ts";
import { enrollCourseParticipant } from "../../server/domain/courses/enroll-participant.ts";
import { acceptCourseWaitlistOffer, leaveCourseWaitlist } from "../../server/domain/courses/waitlist/answer-offer.ts";
import { expireCourseWaitlistOffers } from "../../server/domain/courses/waitlist/expire-offers.ts";
import { startOrderWorker } from "../../server/jobs/order-worker.ts";
import { joinCourseWaitlist } from "../../server/domain/courses/waitlist/join-waitlist.ts";
import {
  ALREADY_WAITING_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  WAITLIST_ALREADY_ENROLLED_MESSAGE,
  WAITLIST_COURSE_CANCELED_MESSAGE,
  WAITLIST_COURSE_STARTED_MESSAGE,
} from "../../server/domain/courses/waitlist/waitlist-messages.ts";
import { testDatabases } from "../support/databases.ts";
import {
  enrollmentsOf,
  createCourse,
  ENROLMENTS_IN_ONE_WEEK_ALLOWED,
  PARTICIPANT,
  counters,
  countedRows,
  waitlistEntriesOfCourse,
  entryOf,
  waitlistMails,
} from "../support/factories/courses.ts";
import { settingsWithLimits, testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { JoinCourseWaitlistDocument } from "../../app/graphql/generated.ts";
import { AcceptCourseWaitlistOfferFactsDocument, CourseWaitlistEntryFactsDocument } from "../graphql/generated.ts";

// The waitlist of a full Vakschool course (decision 0018), end to end through the domain services and the API.
const HOUR = 3_600_000;
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
  describe(`Course waitlist on ${database.name}`, () => {
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

    it("a full course takes people on its list in order, each told their position by mail", async () => {
      const { id } = await fullCourse();
      expect(await join(id, "Anna")).toMatchObject({ status: "WAITING", position: 1 });
      expect(await join(id, "Bram")).toMatchObject({ status: "WAITING", position: 2 });
      const mails = await waitlistMails(handle.db, "joined", id);
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["anna@example.org", "bram@example.org"]);
      expect(mails.find((mail) => mail.toAddress === "bram@example.org")!.text).toContain("op plaats 2");
      expect(mails[0]!.text).toMatch(/\/vakschool\/wachtlijst\/[A-Za-z0-9_-]{32}/);

      const client = graphqlClient(handle.db, () => now);
      const bram = await entryOf(handle.db, id, "bram@example.org");
      const looked = await client.run(CourseWaitlistEntryFactsDocument, { token: bram.token });
      expect(looked.data?.courseWaitlistEntry).toMatchObject({ status: "WAITING", position: 2, courseClosed: false });
      const viaApi = await client.run(JoinCourseWaitlistDocument, { input: { courseId: id, ...person("Carla") } });
      expect(viaApi.data?.joinCourseWaitlist).toEqual({ status: "WAITING", position: 3 });
      const again = await client.run(JoinCourseWaitlistDocument, { input: { courseId: id, ...person("Carla") } });
      expect(again.errors?.[0]).toMatchObject({ message: ALREADY_WAITING_MESSAGE, extensions: { code: "CONFLICT" } });
      const unknown = await client.run(CourseWaitlistEntryFactsDocument, { token: "x".repeat(32) });
      expect(unknown.data?.courseWaitlistEntry).toBeNull();
    });

    it("refuses a second entry of an address, an enrolled address, and courses that take no one", async () => {
      const { id } = await fullCourse();
      await join(id, "Anna");
      const twice = await refusal(
        joinCourseWaitlist(deps, { courseId: id, ...person("Anna"), email: "ANNA@example.org" }),
      );
      expect([twice.code, twice.message]).toEqual(["CONFLICT", ALREADY_WAITING_MESSAGE]);
      const enrolled = await refusal(join(id, "Deelnemer0"));
      expect([enrolled.code, enrolled.message]).toEqual(["CONFLICT", WAITLIST_ALREADY_ENROLLED_MESSAGE]);

      const canceled = await createCourse(handle.db, { status: "CANCELED" });
      const onCanceled = await refusal(join(canceled.id, "Anna"));
      expect([onCanceled.code, onCanceled.message]).toEqual(["CONFLICT", WAITLIST_COURSE_CANCELED_MESSAGE]);
      const started = await createCourse(handle.db, { startsAt: new Date(start.getTime() - HOUR) });
      const onStarted = await refusal(join(started.id, "Anna"));
      expect([onStarted.code, onStarted.message]).toEqual(["CONFLICT", WAITLIST_COURSE_STARTED_MESSAGE]);
      const draft = await createCourse(handle.db, { status: "DRAFT" });
      expect((await refusal(join(draft.id, "Anna"))).code).toBe("NOT_FOUND");
      const bad = await refusal(joinCourseWaitlist(deps, { courseId: id, ...person("Anna"), email: "geen-adres" }));
      expect(bad.code).toBe("BAD_USER_INPUT");
      expect(await waitlistEntriesOfCourse(handle.db, id)).toHaveLength(1);
    });

    it("a cancellation offers the place to the first person waiting, reserved for them; taking it enrols them once", async () => {
      const { id, tokens } = await fullCourse();
      await join(id, "Anna");
      await join(id, "Bram");
      await cancelEnrollment(deps, tokens[0]!);
      const anna = await entryOf(handle.db, id, "anna@example.org");
      expect(anna.status).toBe("OFFERED");
      expect(anna.offerExpiresAt).toEqual(new Date(now.getTime() + 48 * HOUR));
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 1, offered: 1 });
      const offer = (await waitlistMails(handle.db, "offer", id)).find((mail) => mail.dedupeKey?.endsWith(anna.id))!;
      expect(offer.toAddress).toBe("anna@example.org");
      expect(offer.text).toContain("Neem de plaats vóór woensdag 3 februari 2027 om 11:00");
      expect(offer.text).toMatch(/\/vakschool\/wachtlijst\/[A-Za-z0-9_-]{32}/);
      // The reserved place is taken for everyone else.
      const other = await refusal(enrollCourseParticipant(deps, { courseId: id, ...person("Carla") }));
      expect(other.code).toBe("CAPACITY_REACHED");

      const client = graphqlClient(handle.db, () => now);
      const [first, second] = await Promise.all([
        client.run(AcceptCourseWaitlistOfferFactsDocument, { input: { token: anna.token } }),
        client.run(AcceptCourseWaitlistOfferFactsDocument, { input: { token: anna.token } }),
      ]);
      expect(first.data?.acceptCourseWaitlistOffer?.entry.status).toBe("ENROLLED");
      expect(second.data?.acceptCourseWaitlistOffer?.entry.status).toBe("ENROLLED");
      const enrolments = (await enrollmentsOf(handle.db, id)).filter((row) => row.email === "anna@example.org");
      expect(enrolments).toHaveLength(1);
      expect((await entryOf(handle.db, id, "anna@example.org")).enrollmentId).toBe(enrolments[0]!.id);
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 2, offered: 0 });
      expect(await countedRows(handle.db, id)).toEqual({ enrolled: 2, offered: 0 });
      expect((await entryOf(handle.db, id, "bram@example.org")).status).toBe("WAITING");
    });

    it("an offer not taken in time expires and passes to the next person, who hears it by mail", async () => {
      const { id, tokens } = await fullCourse();
      await join(id, "Anna");
      await join(id, "Bram");
      await cancelEnrollment(deps, tokens[0]!);
      const anna = await entryOf(handle.db, id, "anna@example.org");
      now = new Date(anna.offerExpiresAt!.getTime() - 1000);
      expect(await expireCourseWaitlistOffers(deps)).toBe(0);
      now = anna.offerExpiresAt!;
      // The worker's round (every app process runs one) does it: the same job as in production.
      const worker = startOrderWorker({ deps, intervalMs: 3_600_000 });
      await worker.runOnce();
      await worker.stop();
      expect((await entryOf(handle.db, id, "anna@example.org")).status).toBe("EXPIRED");
      const bram = await entryOf(handle.db, id, "bram@example.org");
      expect(bram.status).toBe("OFFERED");
      expect(bram.offerExpiresAt).toEqual(new Date(now.getTime() + 48 * HOUR));
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 1, offered: 1 });
      expect((await waitlistMails(handle.db, "expired", id)).some((mail) => mail.dedupeKey?.endsWith(anna.id))).toBe(
        true,
      );
      const late = await refusal(acceptCourseWaitlistOffer(deps, anna.token));
      expect([late.code, late.message]).toEqual(["CONFLICT", OFFER_EXPIRED_MESSAGE]);
      expect(await expireCourseWaitlistOffers(deps)).toBe(0);
    });

    it("an offer never runs past the course's start", async () => {
      const { id, tokens } = await fullCourse(1, { startsAt: new Date(start.getTime() + 10 * HOUR) });
      await join(id, "Anna");
      await cancelEnrollment(deps, tokens[0]!);
      expect((await entryOf(handle.db, id, "anna@example.org")).offerExpiresAt).toEqual(
        new Date(start.getTime() + 10 * HOUR),
      );
    });

    it("declining passes the place on; leaving while waiting gives up the position; repeating is harmless", async () => {
      const { id, tokens } = await fullCourse();
      await join(id, "Anna");
      await join(id, "Bram");
      await join(id, "Carla");
      const bram = await entryOf(handle.db, id, "bram@example.org");
      expect((await leaveCourseWaitlist(deps, bram.token)).status).toBe("LEFT");
      expect((await leaveCourseWaitlist(deps, bram.token)).status).toBe("LEFT");
      const carla = await entryOf(handle.db, id, "carla@example.org");
      expect((await join(id, "Bram")).position).toBe(3);
      await cancelEnrollment(deps, tokens[0]!);
      const anna = await entryOf(handle.db, id, "anna@example.org");
      expect((await leaveCourseWaitlist(deps, anna.token)).status).toBe("LEFT");
      expect((await entryOf(handle.db, id, "carla@example.org")).status).toBe("OFFERED");
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 1, offered: 1 });
      expect((await leaveCourseWaitlist(deps, carla.token)).status).toBe("LEFT");
      expect(
        (await waitlistEntriesOfCourse(handle.db, id))
          .filter((row) => row.status === "OFFERED")
          .map((row) => row.email),
      ).toEqual(["bram@example.org"]);
    });

    it("joining when a place is free and nobody waits offers it at once", async () => {
      const { id } = await createCourse(handle.db, { maxParticipants: 3 });
      expect(await join(id, "Anna")).toEqual(expect.objectContaining({ status: "OFFERED", position: null }));
      expect(await counters(handle.db, id)).toMatchObject({ enrolled: 0, offered: 1 });
      expect((await waitlistMails(handle.db, "joined", id)).length > 0).toBe(false);
    });
  });
}
