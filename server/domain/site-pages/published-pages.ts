/**
 * The published pages as visitors see them: the newest version of each page, with its rich text through the
 * allow-list. The footer is on every page, so the root loader asks for it on every render; a process keeps an
 * in-process copy (`PublishedPagesCopy`, made by the composition root) that the `public_content` notification
 * empties on every publish or restore in any process (the migration `site_pages_public_content`). Without a copy (tests, scripts) every read
 * asks the database.
 */
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sitePageVersions } from "../../db/schema/index.ts";
import type { SitePageContentOf } from "../../../common/validation/site-pages.ts";
import type { SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import type { ServiceDeps } from "../deps.ts";
import { contentToShow } from "./page-content.ts";

export type PublishedPage<Key extends SitePageKeyValue = SitePageKeyValue> = {
  key: Key;
  version: number;
  publishedAt: Date;
  content: SitePageContentOf<Key>;
};

/** The version in force of one page, null when it was never published. Anyone may read it. */
export async function readPublishedPage<Key extends SitePageKeyValue>(
  deps: Pick<ServiceDeps, "db" | "publishedPages">,
  key: Key,
): Promise<PublishedPage<Key> | null> {
  const found = deps.publishedPages ? deps.publishedPages.read(deps.db, key) : loadPublishedPage(deps.db, key);
  return (await found) as PublishedPage<Key> | null;
}

async function loadPublishedPage(db: DbOrTx, key: SitePageKeyValue): Promise<PublishedPage | null> {
  const [row] = await db
    .select()
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.version))
    .limit(1);
  if (!row) return null;
  return { key, version: row.version, publishedAt: row.publishedAt, content: contentToShow(key, row.content) };
}

export type PublishedPagesCopy = {
  read: (db: DbOrTx, key: SitePageKeyValue) => Promise<PublishedPage | null>;
  /** A page was published or restored somewhere: the next read asks the database. */
  invalidate: () => void;
  /** For tests and the measurement in decision 0033. */
  stats: { hits: number; loads: number };
};

export function createPublishedPagesCopy(): PublishedPagesCopy {
  const kept = new Map<SitePageKeyValue, PublishedPage | null>();
  const stats = { hits: 0, loads: 0 };
  // A read that started before a change must not keep what it found: it may be the old version.
  let generation = 0;
  return {
    async read(db, key) {
      if (kept.has(key)) {
        stats.hits++;
        return kept.get(key) ?? null;
      }
      stats.loads++;
      const started = generation;
      const page = await loadPublishedPage(db, key);
      if (started === generation) kept.set(key, page);
      return page;
    },
    invalidate() {
      generation++;
      kept.clear();
    },
    stats,
  };
}
