import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { StaffVacancyDocument, VacanciesQueryDocument } from "../../app/graphql/generated.ts";
import { vacancies } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { setVacancyStatus } from "../../server/domain/vacancies/manage-vacancies.ts";
import { VACANCY_ACTIONS, type VacancyAction } from "../../server/domain/vacancies/vacancy-actions.ts";
import { VACANCY_STATUSES, type VacancyStatusValue } from "../../common/vocabulary/content.ts";
import { testDatabases } from "../support/databases.ts";
import { createOpenVacancy } from "../support/factories/content.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws a vacancy's 'Sluiten' or 'Heropenen' from StaffVacancy.actions
// (server/domain/vacancies/vacancy-actions.ts); every status and action is held against what setVacancyStatus
// accepts (test/support/lifecycle-actions.ts).
const NOW = new Date("2027-02-01T10:00:00Z");
const [database] = testDatabases();

/** The status each action asks setVacancyStatus for. */
const TARGETS: Record<VacancyAction, VacancyStatusValue> = { CLOSE: "CLOSED", REOPEN: "OPEN" };

/** Runs the action's command; true when it moved the vacancy (the same status again changes nothing). */
async function run(deps: ServiceDeps, id: string, action: VacancyAction): Promise<boolean> {
  const [before] = await deps.db.select({ status: vacancies.status }).from(vacancies).where(eq(vacancies.id, id));
  const after = await setVacancyStatus(deps, id, TARGETS[action]);
  return before?.status !== after.status;
}

/** A vacancy in `status` as it gets there: created open, then closed by staff. */
async function vacancyIn(deps: ServiceDeps, status: VacancyStatusValue): Promise<string> {
  const id = await createOpenVacancy(deps.db);
  if (status === "CLOSED") await setVacancyStatus(deps, id, "CLOSED");
  return id;
}

describe(`A vacancy's actions on ${database!.name}`, () => {
  const suite = actionSuite(database!, NOW, ["redacteur"]);

  it.each(VACANCY_STATUSES)("offers for %s exactly the actions its command accepts", (status) =>
    expectOfferedIsAccepted(VACANCY_ACTIONS, async (action) => {
      const id = await vacancyIn(suite.deps, status);
      const answer = await suite.api.run(StaffVacancyDocument, { id }, { cookie: suite.cookie });
      expect(answer.data?.staffVacancy?.status).toBe(status);
      return { offered: answer.data?.staffVacancy?.actions, run: () => run(suite.deps, id, action) };
    }),
  );

  // The edit page says whether the vacancy is on the page Vacatures from this field, not from the status.
  it.each(VACANCY_STATUSES)("says for %s whether the public page Vacatures shows it", async (status) => {
    const id = await vacancyIn(suite.deps, status);
    const staff = await suite.api.run(StaffVacancyDocument, { id }, { cookie: suite.cookie });
    const visitor = await suite.api.run(VacanciesQueryDocument, {});
    const shown = Boolean(visitor.data?.allVacancies.nodes.some((vacancy) => vacancy.id === id));
    expect(shown).toBe(status === "OPEN");
    expect(staff.data?.staffVacancy?.onTheSite).toBe(shown);
  });
});
