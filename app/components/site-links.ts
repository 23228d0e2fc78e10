/** The site's own addresses, shared by header and footer so both always point to the same pages. */
export type SiteLink = { to: string; label: string };

/** Header navigation (spec §2, Shell), in this order. */
export const MAIN_NAVIGATION: SiteLink[] = [
  { to: "/over-ons", label: "Over ons" },
  { to: "/vrienden", label: "Vrienden van" },
  { to: "/evenementen", label: "Evenementen" },
  { to: "/vakschool", label: "Vakschool" },
  { to: "/vacatures", label: "Vacatures" },
  { to: "/contact", label: "Contact" },
];

/** Footer links (spec §2, Shell). */
export const FOOTER_NAVIGATION: SiteLink[] = [
  { to: "/evenementen", label: "Evenementen" },
  { to: "/vakschool", label: "Vakschool" },
  { to: "/vrienden", label: "Vrienden van" },
  { to: "/over-ons", label: "Over de organisatie" },
  { to: "/vacatures", label: "Vacatures" },
];

/** Placeholder legal pages, see routes/legal.tsx. */
export const LEGAL_LINKS: SiteLink[] = [
  { to: "/algemene-voorwaarden", label: "Algemene voorwaarden" },
  { to: "/privacy", label: "Privacyverklaring" },
  { to: "/cookieverklaring", label: "Cookieverklaring" },
];

export const CONTACT_EMAIL = "info@forensischforum.example.org";
export const SUPPORT_EMAIL = "support@forensischforum.example.org";
