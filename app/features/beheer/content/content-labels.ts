/** Dutch words of the content pages (friends, organisations, vacancies), shared by lists and forms. */
export const LOGO_HINT = "Een webadres (https://...) of een pad op deze site, zoals /images/logo.svg.";
