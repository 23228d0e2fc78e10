/**
 * The site's own pages that the organisation edits in the back office (Pagina's): each page's key, its Dutch name
 * and where the public site shows it. The database and the API take the keys from here, so a new page without a
 * name or an address does not compile.
 */
import { SITE_PATHS, STAFF_PATHS } from "../site-paths.ts";

export const SITE_PAGE_KEYS = ["home", "about", "contact", "terms", "footer"] as const;
export type SitePageKeyValue = (typeof SITE_PAGE_KEYS)[number];

export const SITE_PAGE_LABELS: Readonly<Record<SitePageKeyValue, string>> = {
  home: "Home",
  about: "Over ons",
  contact: "Contact",
  terms: "Algemene voorwaarden",
  footer: "Voettekst",
};

/** Where a visitor sees the page; the footer is on every page, so its preview shows it below the home page. */
export const SITE_PAGE_PUBLIC_PATHS: Readonly<Record<SitePageKeyValue, string>> = {
  home: SITE_PATHS.home,
  about: SITE_PATHS.about,
  contact: SITE_PATHS.contact,
  terms: SITE_PATHS.terms,
  footer: SITE_PATHS.home,
};

/** What each page holds, in a line, for the list of pages. */
export const SITE_PAGE_DESCRIPTIONS: Readonly<Record<SitePageKeyValue, string>> = {
  home: "De opening van de startpagina en de drie kernwaarden.",
  about: "De missie, het citaat en het bestuur met portretten.",
  contact: "E-mail, telefoon, postadres, bedrijfsgegevens en de veelgestelde vragen.",
  terms: "De algemene voorwaarden van tickets en cursussen; de gepubliceerde versie is de versie die geldt.",
  footer: "De korte omschrijving en de contactgegevens onder aan elke pagina.",
};

/** The page's segment in the back office's addresses: /beheer/paginas/over-ons. */
const SITE_PAGE_SEGMENTS: Readonly<Record<SitePageKeyValue, string>> = {
  home: "home",
  about: "over-ons",
  contact: "contact",
  terms: "algemene-voorwaarden",
  footer: "voettekst",
};

/** The back office's editor of a page, or a page below it ('voorbeeld'). */
export function staffSitePagePath(key: SitePageKeyValue, below?: string): string {
  return `${STAFF_PATHS.sitePages}/${SITE_PAGE_SEGMENTS[key]}${below ? `/${below}` : ""}`;
}

export function sitePageKeyOfSegment(segment: string | undefined): SitePageKeyValue | null {
  const found = SITE_PAGE_KEYS.find((key) => SITE_PAGE_SEGMENTS[key] === segment);
  return found ?? null;
}

export function isSitePageKey(value: unknown): value is SitePageKeyValue {
  return typeof value === "string" && (SITE_PAGE_KEYS as readonly string[]).includes(value);
}
