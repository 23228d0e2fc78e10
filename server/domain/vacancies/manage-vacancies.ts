/**
 * Vacancies in the back office: staff add, change, close and reopen them. Needs `content.manage`.
 * Vacancies are never deleted: a closed one disappears from /vacatures and can be reopened.
 */
import { asc, eq, sql } from "drizzle-orm";
import { vacancies, type VACANCY_STATUSES } from "../../db/schema/index.ts";
import { vacancySchema, type VacancyDetails } from "../../../common/validation/content.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { actionTo, statusAllows } from "./vacancy-actions.ts";

export type VacancyRow = typeof vacancies.$inferSelect;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

const VACANCY_NOT_FOUND_MESSAGE = "Deze vacature bestaat niet.";

/** Every vacancy: open ones first, each group in the order of /vacatures (sort order, then oldest first). */
export async function listStaffVacancies(deps: ServiceDeps): Promise<VacancyRow[]> {
  requirePermission(deps.actor, "content.manage");
  return deps.db
    .select()
    .from(vacancies)
    .orderBy(
      sql`${vacancies.status} = 'OPEN' desc`,
      asc(vacancies.sortOrder),
      asc(vacancies.createdAt),
      asc(vacancies.id),
    );
}

export async function findStaffVacancy(deps: ServiceDeps, id: string): Promise<VacancyRow | null> {
  requirePermission(deps.actor, "content.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(vacancies).where(eq(vacancies.id, id)).limit(1);
  return row ?? null;
}

/** What a vacancy's row holds of the checked input. */
function columnsOf(details: VacancyDetails) {
  const { salaryMin, salaryMax, ...rest } = details;
  return { ...rest, salaryMinCents: salaryMin, salaryMaxCents: salaryMax };
}

/** Adds a vacancy, open at once. */
export async function createVacancy(deps: ServiceDeps, input: unknown): Promise<VacancyRow> {
  const details = parseWith(vacancySchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const [row] = await unit.tx
      .insert(vacancies)
      .values({ ...columnsOf(details), status: "OPEN", createdAt: unit.now })
      .returning();
    if (!row) throw new Error("Vacature is niet aangemaakt");
    await unit.audit({
      entityType: "vacancy",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(row),
    });
    return row;
  });
}

export async function updateVacancy(deps: ServiceDeps, id: string, input: unknown): Promise<VacancyRow> {
  const details = parseWith(vacancySchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockVacancy(unit, id);
    const [row] = await unit.tx
      .update(vacancies)
      .set(columnsOf(details))
      .where(eq(vacancies.id, before.id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", VACANCY_NOT_FOUND_MESSAGE);
    const changes = changedFields(auditable(before), auditable(row));
    if (changes) await unit.audit({ entityType: "vacancy", entityId: row.id, action: "update", ...changes });
    return row;
  });
}

/**
 * Closes (CLOSED) or reopens (OPEN) a vacancy, when its status allows that action (vacancy-actions.ts); the same
 * status again changes nothing.
 */
export async function setVacancyStatus(deps: ServiceDeps, id: string, status: VacancyStatus): Promise<VacancyRow> {
  if (status !== "OPEN" && status !== "CLOSED") throw new DomainError("BAD_USER_INPUT", "Kies open of gesloten.");
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockVacancy(unit, id);
    if (!statusAllows(before.status, actionTo(status))) return before;
    const [row] = await unit.tx.update(vacancies).set({ status }).where(eq(vacancies.id, before.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", VACANCY_NOT_FOUND_MESSAGE);
    await unit.audit({
      entityType: "vacancy",
      entityId: row.id,
      action: status === "CLOSED" ? "close" : "reopen",
      before: { status: before.status },
      after: { status },
    });
    return row;
  });
}

async function lockVacancy(unit: StaffUnit, id: string): Promise<VacancyRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", VACANCY_NOT_FOUND_MESSAGE, { field: "id" });
  const [row] = await unit.tx.select().from(vacancies).where(eq(vacancies.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", VACANCY_NOT_FOUND_MESSAGE, { field: "id" });
  return row;
}

function auditable(row: VacancyRow): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...fields } = row;
  return fields;
}
