/**
 * For the suites that hold a lifecycle's buttons against its commands (test/integration/*-actions.test.ts): the
 * back office draws a row's buttons from the API's `actions`, and for every status and every action what the API
 * offers must be exactly what the command then accepts. A button that the server refuses, or a possible action
 * without a button, fails.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import type { StaffRole } from "../../common/staff-roles.ts";
import type { TestDatabase } from "./databases.ts";
import { testDeps } from "./deps.ts";
import { createStaffMember, staffCookieFor, staffDeps } from "./factories/staff.ts";
import { graphqlClient } from "./graphql-client.ts";

/** One action tried on a fresh row: what the API offered on it, and its command to run. */
export type ActionTrial = { offered: readonly string[] | undefined; run: () => Promise<boolean> };

type ActionSuite = {
  handle: DatabaseHandle;
  /** A beheerder's, to run the commands with. */
  deps: ServiceDeps;
  /** The session of the staff member who sees the buttons. */
  cookie: string;
  api: ReturnType<typeof graphqlClient>;
};

/**
 * The suite's database and its two sides, set up before its tests (call it inside `describe`): a beheerder's deps
 * for the commands, and an API client with the session of a staff member in `viewerRoles`.
 */
export function actionSuite(database: TestDatabase, now: Date, viewerRoles: StaffRole[]): ActionSuite {
  const suite = {} as ActionSuite;
  beforeAll(async () => {
    suite.handle = await database.open();
    const { db } = suite.handle;
    suite.deps = await staffDeps(testDeps(db, now), { roles: ["beheerder"], at: now });
    const viewer = await createStaffMember(db, now, { roles: viewerRoles, email: "knoppen@example.org" });
    suite.cookie = await staffCookieFor(db, viewer.id, now);
    suite.api = graphqlClient(db, now);
  });
  afterAll(async () => suite.handle?.close());
  return suite;
}

/**
 * Tries every action on its own fresh row (`trial` makes the row, asks the API and hands back the command), and
 * expects the offered ones to be exactly those whose command succeeded; a refusal counts as not accepted.
 */
export async function expectOfferedIsAccepted<A extends string>(
  actions: readonly A[],
  trial: (action: A) => Promise<ActionTrial>,
): Promise<void> {
  const outcomes: Record<string, { offered: boolean; accepted: boolean | string }> = {};
  for (const action of actions) {
    const { offered, run } = await trial(action);
    const accepted = await run().catch((error: Error) => error.message);
    outcomes[action] = { offered: offered?.includes(action) ?? false, accepted };
  }
  const mismatches = Object.entries(outcomes).filter(([, { offered, accepted }]) => offered !== (accepted === true));
  expect(mismatches, JSON.stringify(outcomes)).toEqual([]);
}
