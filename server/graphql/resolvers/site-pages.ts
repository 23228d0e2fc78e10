/** The site's own pages: the public version in force, and the back office's drafts and versions. */
import type { SitePageContentOf } from "../../../common/validation/site-pages.ts";
import type { SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import { readPublishedPage, type PublishedPage } from "../../domain/site-pages/published-pages.ts";
import {
  publishSitePage,
  restoreSitePageVersion,
  saveSitePageDraft,
} from "../../domain/site-pages/manage-site-pages.ts";
import {
  findStaffSitePage,
  listSitePageVersions,
  listStaffSitePages,
  type StaffSitePageView,
} from "../../domain/site-pages/staff-site-pages.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { findTermsInForce } from "../../domain/site-pages/terms-in-force.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  SitePageContent,
  SitePageKey,
  StaffSitePage,
  StaffSitePageResolvers,
} from "../generated/resolvers-types.ts";
import type { FieldResolvers } from "./parents.ts";

const KEY_OF: Readonly<Record<SitePageKey, SitePageKeyValue>> = {
  HOME: "home",
  ABOUT: "about",
  CONTACT: "contact",
  TERMS: "terms",
  FOOTER: "footer",
};
const ENUM_OF = Object.fromEntries(Object.entries(KEY_OF).map(([name, key]) => [key, name])) as Record<
  SitePageKeyValue,
  SitePageKey
>;

const TYPE_OF = {
  home: "HomePageContent",
  about: "AboutPageContent",
  contact: "ContactPageContent",
  terms: "TermsPageContent",
  footer: "FooterContent",
} as const satisfies Record<SitePageKeyValue, NonNullable<SitePageContent["__typename"]>>;

/** A page's content as its GraphQL type (graphql-js resolves the union by `__typename`). */
function contentOf(key: SitePageKeyValue, content: SitePageContentOf<SitePageKeyValue>): SitePageContent {
  return { __typename: TYPE_OF[key], ...content } as SitePageContent;
}

function publishedOf(page: PublishedPage | null) {
  return page && { ...page, key: ENUM_OF[page.key], content: contentOf(page.key, page.content) };
}

export const sitePageQueries: Pick<QueryResolvers, "sitePage" | "termsInForce" | "staffSitePages" | "staffSitePage"> = {
  sitePage: async (_parent, { key }, { deps }) => publishedOf(await readPublishedPage(deps, KEY_OF[key])),
  termsInForce: (_parent, _args, { deps }) => findTermsInForce(deps.db),
  staffSitePages: (_parent, _args, { deps }) => listStaffSitePages(deps),
  staffSitePage: (_parent, { key }, { deps }) => findStaffSitePage(deps, KEY_OF[key]),
};

/** Saves the draft of one page and answers the page as staff see it now. */
async function saveDraft(deps: ServiceDeps, key: SitePageKeyValue, input: { revision: number; content: unknown }) {
  await saveSitePageDraft(deps, { key, revision: input.revision, content: input.content });
  return { page: await findStaffSitePage(deps, key) };
}

export const sitePageMutations: Pick<
  MutationResolvers,
  | "saveHomePageDraft"
  | "saveAboutPageDraft"
  | "saveContactPageDraft"
  | "saveTermsPageDraft"
  | "saveFooterDraft"
  | "publishSitePage"
  | "restoreSitePageVersion"
> = {
  saveHomePageDraft: (_parent, { input }, { deps }) => saveDraft(deps, "home", input),
  saveAboutPageDraft: (_parent, { input }, { deps }) => saveDraft(deps, "about", input),
  saveContactPageDraft: (_parent, { input }, { deps }) => saveDraft(deps, "contact", input),
  saveTermsPageDraft: (_parent, { input }, { deps }) => saveDraft(deps, "terms", input),
  saveFooterDraft: (_parent, { input }, { deps }) => saveDraft(deps, "footer", input),
  publishSitePage: async (_parent, { input }, { deps }) => {
    const key = KEY_OF[input.key];
    await publishSitePage(deps, { key, revision: input.revision });
    return { page: await findStaffSitePage(deps, key) };
  },
  restoreSitePageVersion: async (_parent, { input }, { deps }) => {
    const key = KEY_OF[input.key];
    await restoreSitePageVersion(deps, { key, version: input.version });
    return { page: await findStaffSitePage(deps, key) };
  },
};

/** The fields of StaffSitePage that its domain view holds otherwise. */
export const StaffSitePageFields: FieldResolvers<StaffSitePageResolvers, StaffSitePage, StaffSitePageView> = {
  key: (page) => ENUM_OF[page.key],
  draft: (page) => page.draft && contentOf(page.key, page.draft),
  versions: (page, _args, { deps }) => listSitePageVersions(deps, page.key),
};
