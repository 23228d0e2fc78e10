/** The statuses of friends (affiliates) and vacancies, and a vacancy's salary period, with their Dutch names. */

export const AFFILIATE_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type AffiliateStatusValue = (typeof AFFILIATE_STATUSES)[number];

export const AFFILIATE_STATUS_LABELS: Readonly<Record<AffiliateStatusValue, string>> = {
  ACTIVE: "Actief",
  INACTIVE: "Niet actief",
};

export const VACANCY_STATUSES = ["OPEN", "CLOSED"] as const;
export type VacancyStatusValue = (typeof VACANCY_STATUSES)[number];

export const VACANCY_STATUS_LABELS: Readonly<Record<VacancyStatusValue, string>> = { OPEN: "Open", CLOSED: "Gesloten" };

export const SALARY_FREQUENCIES = ["HOURLY", "MONTHLY", "YEARLY"] as const;
export type SalaryFrequencyValue = (typeof SALARY_FREQUENCIES)[number];

export const SALARY_FREQUENCY_LABELS: Readonly<Record<SalaryFrequencyValue, string>> = {
  HOURLY: "Per uur",
  MONTHLY: "Per maand",
  YEARLY: "Per jaar",
};
