import {
  PublishSitePageDocument,
  RestoreSitePageVersionDocument,
  SaveSitePageDraftDocument,
  StaffSitePageDocument,
  StaffSitePagesDocument,
} from "../../app/graphql/generated.ts";
import { DEMO_FOOTER } from "../../content/site-pages.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * The site's own pages (Pagina's): every field needs content.manage (redacteur, beheerder); the balie and
 * financien are refused. With the permission a publish or restore of a page without a draft is NOT_FOUND, which
 * is no refusal of the caller.
 */
const permission = "content.manage";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(StaffSitePagesDocument)({ field: "staffSitePages", permission, variables: () => ({}) }),
  staffCase(StaffSitePageDocument)({ field: "staffSitePage", permission, variables: () => ({ key: "TERMS" }) }),
  staffCase(SaveSitePageDraftDocument)({
    field: "saveSitePageDraft",
    permission,
    // Revision 0: the footer has no draft yet in the fixtures; a second run is the same save, changing nothing.
    variables: () => ({ input: { key: "FOOTER", revision: 0, footer: DEMO_FOOTER } }),
  }),
  staffCase(PublishSitePageDocument)({
    field: "publishSitePage",
    permission,
    variables: () => ({ input: { key: "TERMS", revision: 1 } }),
  }),
  staffCase(RestoreSitePageVersionDocument)({
    field: "restoreSitePageVersion",
    permission,
    variables: () => ({ input: { key: "TERMS", version: 1 } }),
  }),
];
