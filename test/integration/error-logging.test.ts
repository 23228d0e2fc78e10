import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { createCourse, PARTICIPANT } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { captureLog, type CapturedLog } from "../support/log-capture.ts";
import { orderInput } from "../support/factories/orders.ts";
import { rowCounts } from "../support/row-counts.ts";
import {
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  VacanciesQueryDocument,
} from "../../app/graphql/generated.ts";

const INTERNAL = "Er is een interne fout opgetreden. Probeer het later opnieuw.";

// A rule violation is an answer, not a server failure: it must not fill the logs with stack traces
// (a rush of SOLD_OUTs would), while an unexpected failure is logged exactly once.
describe("error logging of /graphql", () => {
  let handle: DatabaseHandle;
  let log: CapturedLog;
  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
  });
  afterAll(async () => handle?.close());
  afterEach(() => log?.restore());

  it("does not log a rule violation", async () => {
    const client = graphqlClient(handle.db, new Date());
    log = captureLog();
    const input = orderInput(randomUUID(), [{ ticketTypeId: randomUUID(), quantity: 1 }]);
    const { errors } = await client.run(CreateOrderDocument, { input });
    expect(errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(log.lines).toEqual([]);
  });

  it("logs an unexpected failure once and answers the generic Dutch message", async () => {
    const broken = openDatabase({ pgliteDir: "memory" }); // never migrated: every query fails
    const client = graphqlClient(broken.db, new Date());
    log = captureLog();
    try {
      const { errors } = await client.run(VacanciesQueryDocument);
      expect(errors?.[0]?.message).toBe(INTERNAL);
      expect(log.entries()).toMatchObject([
        {
          level: "error",
          event: "graphql.failed",
          path: "allVacancies",
          error: { type: "DrizzleQueryError", cause: { code: "42P01" } },
        },
      ]);
    } finally {
      await broken.close();
    }
  });
});

// A PostgreSQL error carries the query's values (Drizzle's message, the error's detail 'Failing row
// contains (...)'); the log names the code and the constraint, never a value.
for (const database of testDatabases()) {
  describe(`a database error during a mutation on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let log: CapturedLog;
    beforeAll(async () => {
      handle = await database.open();
      // A rule the service does not know, so the insert itself fails, as a CHECK constraint backstop would.
      await handle.db.execute(
        sql`alter table course_enrollments add constraint test_no_waterlinie check (organization <> 'FPC De Waterlinie')`,
      );
    });
    afterAll(async () => handle?.close());
    afterEach(() => log?.restore());

    it("logs code and constraint, no name, e-mail, phone or organisation, and writes nothing", async () => {
      const { id: courseId } = await createCourse(handle.db);
      const client = graphqlClient(handle.db, new Date("2027-02-01T10:00:00Z"));
      const before = await rowCounts(handle.db);
      log = captureLog();
      const { errors } = await client.run(EnrollCourseParticipantDocument, { input: { courseId, ...PARTICIPANT } });
      expect(errors?.[0]).toMatchObject({ message: INTERNAL, extensions: { code: "INTERNAL_SERVER_ERROR" } });
      expect(log.entries()).toMatchObject([
        {
          level: "error",
          event: "graphql.failed",
          error: {
            type: "DrizzleQueryError",
            cause: { code: "23514", constraint: "test_no_waterlinie", table: "course_enrollments" },
          },
        },
      ]);
      const written = log.lines.join("\n");
      for (const value of [...Object.values(PARTICIPANT), "Sanne", "Hofstede", "Failing row", "params"]) {
        expect(written).not.toContain(value);
      }
      expect(await rowCounts(handle.db)).toEqual(before);
    });
  });
}
