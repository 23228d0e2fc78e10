/** The demo's notice at the bottom of the site: the annual forum's programme booklet, as the site offered it before. */
import { SERVER_PATHS } from "../common/site-paths.ts";

export const SITE_NOTICES = [
  {
    text: "Het programmaboekje van ons jaarcongres staat klaar.",
    linkUrl: SERVER_PATHS.programmeBooklet,
    linkText: "Download het programmaboekje (pdf)",
    dismissible: true,
  },
] as const;
