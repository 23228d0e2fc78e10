import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { StaffAffiliateDocument } from "../../app/graphql/generated.ts";
import { affiliates } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { AFFILIATE_ACTIONS, type AffiliateAction } from "../../server/domain/affiliates/affiliate-actions.ts";
import { setAffiliateStatus } from "../../server/domain/affiliates/manage-affiliates.ts";
import { AFFILIATE_STATUSES, type AffiliateStatusValue } from "../../common/vocabulary/content.ts";
import { testDatabases } from "../support/databases.ts";
import { addOrganization, createFriend } from "../support/factories/content.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws a friend's 'Activeren' or 'Deactiveren' from StaffAffiliate.actions
// (server/domain/affiliates/affiliate-actions.ts); every status and action is held against what setAffiliateStatus
// accepts (test/support/lifecycle-actions.ts).
const NOW = new Date("2027-02-01T10:00:00Z");
const [database] = testDatabases();

/** The status each action asks setAffiliateStatus for. */
const TARGETS: Record<AffiliateAction, AffiliateStatusValue> = { ACTIVATE: "ACTIVE", DEACTIVATE: "INACTIVE" };

/** Runs the action's command; true when it moved the friend (the same status again changes nothing). */
async function run(deps: ServiceDeps, id: string, action: AffiliateAction): Promise<boolean> {
  const [before] = await deps.db.select({ status: affiliates.status }).from(affiliates).where(eq(affiliates.id, id));
  const after = await setAffiliateStatus(deps, id, TARGETS[action]);
  return before?.status !== after.status;
}

/** A friend in `status` as it gets there: made active, then hidden by staff. */
async function friendIn(deps: ServiceDeps, status: AffiliateStatusValue, index: number): Promise<string> {
  const name = `Vriend ${status} ${index}`;
  const organization = await addOrganization(deps.db, { name, website: "https://vriend.example.org" });
  const id = await createFriend(deps.db, organization);
  if (status === "INACTIVE") await setAffiliateStatus(deps, id, "INACTIVE");
  return id;
}

describe(`A friend's actions on ${database!.name}`, () => {
  const suite = actionSuite(database!, NOW, ["redacteur"]);

  it.each(AFFILIATE_STATUSES)("offers for %s exactly the actions its command accepts", (status) =>
    expectOfferedIsAccepted(AFFILIATE_ACTIONS, async (action) => {
      const id = await friendIn(suite.deps, status, AFFILIATE_ACTIONS.indexOf(action));
      const answer = await suite.api.run(StaffAffiliateDocument, { id }, { cookie: suite.cookie });
      expect(answer.data?.staffAffiliate?.status).toBe(status);
      return { offered: answer.data?.staffAffiliate?.actions, run: () => run(suite.deps, id, action) };
    }),
  );
});
