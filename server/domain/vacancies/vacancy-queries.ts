import { asc, eq, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { VacancyStatusValue } from "../../../common/vocabulary/content.ts";
import { vacancies } from "../../db/schema/index.ts";

export type VacancyView = InferSelectModel<typeof vacancies>;

/** Only an open vacancy is on the public page Vacatures; a closed one stays in the back office. */
const ON_THE_SITE: VacancyStatusValue = "OPEN";

export const isOnTheSite = (status: VacancyStatusValue): boolean => status === ON_THE_SITE;

export async function listOpenVacancies(db: DbOrTx): Promise<VacancyView[]> {
  return db.query.vacancies.findMany({
    where: eq(vacancies.status, ON_THE_SITE),
    orderBy: [asc(vacancies.sortOrder), asc(vacancies.createdAt)],
  });
}
