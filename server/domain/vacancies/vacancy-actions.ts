/**
 * What staff can do with a vacancy in each status: the one table setVacancyStatus checks and the back office draws
 * its buttons from (the API's `StaffVacancy.actions`), so a page never keeps a list of its own.
 */
import type { VacancyStatusValue } from "../../../common/vocabulary/content.ts";
import type { Actor } from "../deps.ts";
import { can } from "../staff/permissions.ts";

export const VACANCY_ACTIONS = ["CLOSE", "REOPEN"] as const;
export type VacancyAction = (typeof VACANCY_ACTIONS)[number];

const ALLOWED_FROM: Record<VacancyAction, readonly VacancyStatusValue[]> = {
  CLOSE: ["OPEN"],
  REOPEN: ["CLOSED"],
};

/** The action that leads to `status`: the API's setVacancyStatus names the status, the table the action. */
export const actionTo = (status: VacancyStatusValue): VacancyAction => (status === "CLOSED" ? "CLOSE" : "REOPEN");

/** Whether a vacancy's status lets `action` through. */
export function statusAllows(status: VacancyStatusValue, action: VacancyAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** The actions the staff member may take next on a vacancy: allowed by its status and by content.manage. */
export function vacancyActions(actor: Actor, vacancy: { status: VacancyStatusValue }): VacancyAction[] {
  if (!can(actor, "content.manage")) return [];
  return VACANCY_ACTIONS.filter((action) => statusAllows(vacancy.status, action));
}
