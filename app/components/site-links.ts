import { SITE_PATHS } from "../../common/site-paths.ts";

/** The site's own addresses, shared by header and footer so both always point to the same pages. */
export type SiteLink = { to: string; label: string };

/** Header navigation, in this order. */
export const MAIN_NAVIGATION: SiteLink[] = [
  { to: SITE_PATHS.about, label: "Over ons" },
  { to: SITE_PATHS.friends, label: "Vrienden van" },
  { to: SITE_PATHS.events, label: "Evenementen" },
  { to: SITE_PATHS.courses, label: "Vakschool" },
  { to: SITE_PATHS.vacancies, label: "Vacatures" },
  { to: SITE_PATHS.contact, label: "Contact" },
];

/** Footer links. */
export const FOOTER_NAVIGATION: SiteLink[] = [
  { to: SITE_PATHS.events, label: "Evenementen" },
  { to: SITE_PATHS.courses, label: "Vakschool" },
  { to: SITE_PATHS.friends, label: "Vrienden van" },
  { to: SITE_PATHS.about, label: "Over de organisatie" },
  { to: SITE_PATHS.vacancies, label: "Vacatures" },
];

/** The legal pages and one's own data, in the footer. */
export const LEGAL_LINKS: SiteLink[] = [
  { to: SITE_PATHS.terms, label: "Algemene voorwaarden" },
  { to: SITE_PATHS.privacy, label: "Privacyverklaring" },
  { to: SITE_PATHS.cookies, label: "Cookieverklaring" },
  { to: SITE_PATHS.personalData, label: "Mijn gegevens" },
];
