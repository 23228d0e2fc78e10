import {
  PublishSitePageDocument,
  RestoreSitePageVersionDocument,
  SaveAboutPageDraftDocument,
  SaveContactPageDraftDocument,
  SaveFooterDraftDocument,
  SaveHomePageDraftDocument,
  SaveTermsPageDraftDocument,
  StaffSitePageDocument,
  StaffSitePagesDocument,
} from "../../app/graphql/generated.ts";
import { DEMO_ABOUT, DEMO_CONTACT, DEMO_FOOTER, DEMO_HOME, DEMO_TERMS } from "../../content/site-pages.ts";
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
  // Revision 0: the fixtures have no drafts yet; a second run is the same save, which changes nothing.
  staffCase(SaveHomePageDraftDocument)({
    field: "saveHomePageDraft",
    permission,
    variables: () => ({ input: { revision: 0, content: DEMO_HOME } }),
  }),
  staffCase(SaveAboutPageDraftDocument)({
    field: "saveAboutPageDraft",
    permission,
    variables: () => ({ input: { revision: 0, content: DEMO_ABOUT } }),
  }),
  staffCase(SaveContactPageDraftDocument)({
    field: "saveContactPageDraft",
    permission,
    variables: () => ({ input: { revision: 0, content: DEMO_CONTACT } }),
  }),
  staffCase(SaveTermsPageDraftDocument)({
    field: "saveTermsPageDraft",
    permission,
    variables: () => ({ input: { revision: 0, content: DEMO_TERMS } }),
  }),
  staffCase(SaveFooterDraftDocument)({
    field: "saveFooterDraft",
    permission,
    variables: () => ({ input: { revision: 0, content: DEMO_FOOTER } }),
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
