import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { sitePages, sitePageVersions } from "../../server/db/schema/index.ts";
import type { SitePageKeyValue } from "../../common/vocabulary/site-pages.ts";
import { DEMO_PAGE_CONTENT } from "../support/factories/site-pages.ts";
import { CORPUS_NOW } from "./corpus-site.ts";

/**
 * The site's pages as each corpus case of theirs finds them, put there by hand before the case (the states are the
 * service's own, but each case must start from the same one): a page without any draft (a save of revision 0
 * writes its first), a draft of revision 1 not yet published (a publish writes version 1), or two published
 * versions (a restore of version 1 writes version 3).
 */
export async function withoutPage(db: Database, key: SitePageKeyValue): Promise<void> {
  await db.delete(sitePageVersions).where(eq(sitePageVersions.pageKey, key));
  await db.delete(sitePages).where(eq(sitePages.key, key));
}

export async function withUnpublishedDraft(db: Database, key: SitePageKeyValue): Promise<void> {
  await withoutPage(db, key);
  await db.insert(sitePages).values({ key, draft: DEMO_PAGE_CONTENT[key], revision: 1, editedAt: CORPUS_NOW });
}

export async function withTwoVersions(db: Database, key: "terms"): Promise<void> {
  await withoutPage(db, key);
  const second = { ...DEMO_PAGE_CONTENT[key], title: "Voorwaarden, tweede versie" };
  await db.insert(sitePages).values({ key, draft: second, revision: 2, publishedRevision: 2, editedAt: CORPUS_NOW });
  await db.insert(sitePageVersions).values([
    { pageKey: key, version: 1, content: DEMO_PAGE_CONTENT[key], publishedAt: CORPUS_NOW },
    { pageKey: key, version: 2, content: second, publishedAt: CORPUS_NOW },
  ]);
}
