/** Dutch words of the content pages (friends, organisations, vacancies), shared by lists and forms. */
export const LOGO_HINT = "Een webadres (https://...) of een pad op deze site, zoals /images/logo.svg.";

export const AFFILIATE_STATUS_LABELS: Record<string, string> = { ACTIVE: "Actief", INACTIVE: "Niet actief" };

export const VACANCY_STATUS_LABELS: Record<string, string> = { OPEN: "Open", CLOSED: "Gesloten" };

export const SALARY_FREQUENCY_LABELS: Record<string, string> = {
  HOURLY: "Per uur",
  MONTHLY: "Per maand",
  YEARLY: "Per jaar",
};

/** A vacancy form whose number fields hold no number, refused before it reaches the API. */
export const NUMBER_FIELDS_MESSAGE = "Niet alle getallen zijn goed ingevuld. Kijk de gemarkeerde velden na.";
