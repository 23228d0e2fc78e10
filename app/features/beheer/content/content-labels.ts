/** Dutch words of the content pages (friends, organisations, vacancies), shared by lists and forms. */
export const LOGO_HINT = "Een webadres (https://...) of een pad op deze site, zoals /images/logo.svg.";

/** A vacancy form whose number fields hold no number, refused before it reaches the API. */
export const NUMBER_FIELDS_MESSAGE = "Niet alle getallen zijn goed ingevuld. Kijk de gemarkeerde velden na.";
