import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { postgresSuiteCanRun } from "../support/databases.ts";
import {
  enrollmentsOf,
  createCourse,
  PARTICIPANT,
  counters,
  waitlistEntriesOfCourse,
  waitlistMails,
} from "../support/factories/courses.ts";
import { operationBody } from "../support/operation-body.ts";
import { builtApp, useTwoServerProcesses } from "../support/server-processes.ts";
import { EnrollCourseParticipantDocument, JoinCourseWaitlistDocument } from "../../app/graphql/generated.ts";
import { CancelCourseEnrollmentFactsDocument } from "../graphql/generated.ts";

// Decision 0018's test, literally: 50 people waiting for 3 places freed across TWO app processes (server/main.ts,
// as deployed) on one PostgreSQL end with exactly 3 offers, to the first 3 in line, and no double offer. Every
// cancel link is clicked in both processes at the same moment.
const WAITING = 50;
const PLACES = 3;

const canRun = postgresSuiteCanRun("Course waitlist through two server processes", {
  "build/ (npm run build)": builtApp,
});

type Answer<TData> = { status: number; body: { data?: TData | null; errors?: { message: string }[] } };

describe.skipIf(!canRun)("Course waitlist through two server processes", () => {
  // Everyone comes from this machine: the per-client limits are not what this suite tests.
  const processes = useTwoServerProcesses({
    RATE_LIMIT_ENROLLMENTS_PER_HOUR: "1000",
    RATE_LIMIT_CANCELLATIONS_PER_HOUR: "1000",
  });

  async function send<TData, TInput>(
    server: number,
    document: TypedDocumentNode<TData, { input: TInput }>,
    input: TInput,
  ): Promise<Answer<TData>> {
    const response = await fetch(`${processes.servers[server]!.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(operationBody(document, { input })),
    });
    return { status: response.status, body: (await response.json()) as Answer<TData>["body"] };
  }

  it(`${WAITING} waiting, ${PLACES} places freed in both processes at once: exactly ${PLACES} offers`, async () => {
    const handle = openDatabase({ databaseUrl: processes.databaseUrl });
    try {
      const { id: courseId } = await createCourse(handle.db, { maxParticipants: PLACES });
      for (let i = 0; i < PLACES; i++) {
        const enrolled = await send(0, EnrollCourseParticipantDocument, {
          courseId,
          ...PARTICIPANT,
          email: `deelnemer${i}@example.org`,
        });
        expect(enrolled.body.errors).toBeUndefined();
      }
      const joined = await Promise.all(
        Array.from({ length: WAITING }, (_, i) =>
          send(i % 2, JoinCourseWaitlistDocument, { courseId, ...PARTICIPANT, email: `wachtende${i}@example.org` }),
        ),
      );
      expect(joined.filter((answer) => answer.status >= 500 || answer.body.errors)).toEqual([]);
      const positions = joined.map((answer) => answer.body.data?.joinCourseWaitlist?.position);
      expect(new Set(positions).size).toBe(WAITING);

      const tokens = (await enrollmentsOf(handle.db, courseId)).map((row) => row.cancelToken);
      const cancels = await Promise.all(
        tokens.flatMap((cancelToken) =>
          [0, 1].map((server) => send(server, CancelCourseEnrollmentFactsDocument, { cancelToken })),
        ),
      );
      expect(cancels.filter((answer) => answer.status >= 500 || answer.body.errors)).toEqual([]);

      const entries = await waitlistEntriesOfCourse(handle.db, courseId);
      const offered = entries.filter((entry) => entry.status === "OFFERED");
      const firstInLine = [...entries].sort((a, b) => Number(a.queueNumber) - Number(b.queueNumber)).slice(0, PLACES);
      expect(offered.map((entry) => entry.id).sort()).toEqual(firstInLine.map((entry) => entry.id).sort());
      expect(entries.filter((entry) => entry.status === "WAITING")).toHaveLength(WAITING - PLACES);
      expect(await counters(handle.db, courseId)).toMatchObject({ enrolled: 0, offered: PLACES });
      expect(await waitlistMails(handle.db, "offer", courseId)).toHaveLength(PLACES);
    } finally {
      await handle.close();
    }
  });
});
