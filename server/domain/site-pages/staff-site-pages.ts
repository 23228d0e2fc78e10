/**
 * The site's pages as staff see them in Pagina's: each page's draft and its published versions. Needs
 * `content.manage` (redacteur, beheerder), like friends and vacancies: the organisation's own words on its site.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { sitePages, sitePageVersions, staffMembers } from "../../db/schema/index.ts";
import type { SitePageContentOf } from "../../../common/validation/site-pages.ts";
import { SITE_PAGE_KEYS, type SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import type { ServiceDeps } from "../deps.ts";
import { requirePermission } from "../staff/permissions.ts";
import { contentToShow } from "./page-content.ts";

export type SitePageVersionView = {
  version: number;
  publishedAt: Date;
  publishedByName: string | null;
  restoredFromVersion: number | null;
  /** The newest version is the one in force. */
  inForce: boolean;
  /** Any other can be put back (restoreSitePageVersion). */
  restorable: boolean;
};

export type StaffSitePageView<Key extends SitePageKeyValue = SitePageKeyValue> = {
  key: Key;
  /** Null for a page no one has written yet (a new installation without the demo content). */
  draft: SitePageContentOf<Key> | null;
  /** 0 before the first draft; a save or publish names the revision it was made from. */
  revision: number;
  editedAt: Date | null;
  editedByName: string | null;
  /** The draft differs from the version in force (or nothing is published yet). */
  hasUnpublishedChanges: boolean;
  /** The version in force, null when none is. */
  published: SitePageVersionView | null;
};

/** The most versions a page's history shows: the newest first. */
const VERSIONS_SHOWN = 100;

/** Every page, in the order of common/vocabulary/site-pages.ts. */
export async function listStaffSitePages(deps: ServiceDeps): Promise<StaffSitePageView[]> {
  requirePermission(deps.actor, "content.manage");
  const rows = await deps.db
    .select({ page: sitePages, editedByName: staffMembers.name })
    .from(sitePages)
    .leftJoin(staffMembers, eq(staffMembers.id, sitePages.editedBy));
  const newest = await newestVersions(deps, [...SITE_PAGE_KEYS]);
  return SITE_PAGE_KEYS.map((key) => {
    const row = rows.find((found) => found.page.key === key);
    return pageView(key, row ?? null, newest.get(key) ?? null);
  });
}

export async function findStaffSitePage<Key extends SitePageKeyValue>(
  deps: ServiceDeps,
  key: Key,
): Promise<StaffSitePageView<Key>> {
  requirePermission(deps.actor, "content.manage");
  const [row] = await deps.db
    .select({ page: sitePages, editedByName: staffMembers.name })
    .from(sitePages)
    .leftJoin(staffMembers, eq(staffMembers.id, sitePages.editedBy))
    .where(eq(sitePages.key, key))
    .limit(1);
  const newest = await newestVersions(deps, [key]);
  return pageView(key, row ?? null, newest.get(key) ?? null) as StaffSitePageView<Key>;
}

/** A page's published versions, newest first (at most VERSIONS_SHOWN). */
export async function listSitePageVersions(deps: ServiceDeps, key: SitePageKeyValue): Promise<SitePageVersionView[]> {
  requirePermission(deps.actor, "content.manage");
  const rows = await deps.db
    .select({ version: sitePageVersions, publishedByName: staffMembers.name })
    .from(sitePageVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, sitePageVersions.publishedBy))
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.version))
    .limit(VERSIONS_SHOWN);
  return rows.map((row, index) => versionView(row.version, row.publishedByName, index === 0));
}

type PageRow = { page: typeof sitePages.$inferSelect; editedByName: string | null };
type VersionRow = { version: typeof sitePageVersions.$inferSelect; publishedByName: string | null };

function pageView(key: SitePageKeyValue, row: PageRow | null, newest: VersionRow | null): StaffSitePageView {
  const revision = row?.page.revision ?? 0;
  return {
    key,
    draft: row ? contentToShow(key, row.page.draft) : null,
    revision,
    editedAt: row?.page.editedAt ?? null,
    editedByName: row?.editedByName ?? null,
    hasUnpublishedChanges: row !== null && row.page.publishedRevision !== revision,
    published: newest ? versionView(newest.version, newest.publishedByName, true) : null,
  };
}

function versionView(
  row: typeof sitePageVersions.$inferSelect,
  publishedByName: string | null,
  inForce: boolean,
): SitePageVersionView {
  const { version, publishedAt, restoredFromVersion } = row;
  return { version, publishedAt, publishedByName, restoredFromVersion, inForce, restorable: !inForce };
}

/** The newest version of each of `keys`, with who published it. */
async function newestVersions(deps: ServiceDeps, keys: SitePageKeyValue[]): Promise<Map<SitePageKeyValue, VersionRow>> {
  const rows = await deps.db
    .selectDistinctOn([sitePageVersions.pageKey], { version: sitePageVersions, publishedByName: staffMembers.name })
    .from(sitePageVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, sitePageVersions.publishedBy))
    .where(inArray(sitePageVersions.pageKey, keys))
    .orderBy(sitePageVersions.pageKey, desc(sitePageVersions.version));
  return new Map(rows.map((row) => [row.version.pageKey, row]));
}
