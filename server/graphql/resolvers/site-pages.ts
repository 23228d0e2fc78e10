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
import { DomainError } from "../../domain/errors.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  SaveSitePageDraftInput,
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

export const sitePageQueries: Pick<QueryResolvers, "sitePage" | "staffSitePages" | "staffSitePage"> = {
  sitePage: async (_parent, { key }, { deps }) => publishedOf(await readPublishedPage(deps, KEY_OF[key])),
  staffSitePages: (_parent, _args, { deps }) => listStaffSitePages(deps),
  staffSitePage: (_parent, { key }, { deps }) => findStaffSitePage(deps, KEY_OF[key]),
};

type SaveInput = SaveSitePageDraftInput;

/** The content of the input's own page; another page's content beside it is a mistake of the caller. */
function contentOfInput(input: SaveInput): unknown {
  const key = KEY_OF[input.key];
  const given = (["home", "about", "contact", "terms", "footer"] as const).filter((name) => input[name] != null);
  if (given.length !== 1 || given[0] !== key)
    throw new DomainError("BAD_USER_INPUT", "Geef de inhoud van precies deze pagina.", { field: key });
  return input[key];
}

export const sitePageMutations: Pick<
  MutationResolvers,
  "saveSitePageDraft" | "publishSitePage" | "restoreSitePageVersion"
> = {
  saveSitePageDraft: async (_parent, { input }, { deps }) => {
    const key = KEY_OF[input.key];
    await saveSitePageDraft(deps, { key, revision: input.revision, content: contentOfInput(input) });
    return { page: await findStaffSitePage(deps, key) };
  },
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
