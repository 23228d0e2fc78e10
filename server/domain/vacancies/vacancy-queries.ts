import { asc, eq, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vacancies } from "../../db/schema/index.ts";

export type VacancyView = InferSelectModel<typeof vacancies>;

export async function listOpenVacancies(db: DbOrTx): Promise<VacancyView[]> {
  return db.query.vacancies.findMany({
    where: eq(vacancies.status, "OPEN"),
    orderBy: [asc(vacancies.sortOrder), asc(vacancies.createdAt)],
  });
}
