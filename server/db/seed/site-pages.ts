import type { Transaction } from "../client.ts";
import { sitePages, sitePageVersions } from "../schema/index.ts";
import { contentToStore } from "../../domain/site-pages/page-content.ts";
import { SITE_PAGE_KEYS, type SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import { DEMO_ABOUT, DEMO_CONTACT, DEMO_FOOTER, DEMO_HOME, DEMO_TERMS } from "../../../content/site-pages.ts";

// The terms are example text for the demo (content/site-pages.ts), not the terms of a real organisation.
const DEMO_PAGES: Record<SitePageKeyValue, unknown> = {
  home: DEMO_HOME,
  about: DEMO_ABOUT,
  contact: DEMO_CONTACT,
  terms: DEMO_TERMS,
  footer: DEMO_FOOTER,
};

/**
 * The site's pages as they read before they became content: each published as version 1, by no one (the
 * installation), with the same draft. Checked and sanitised by the same rules as staff's edits.
 */
export async function seedSitePages(tx: Transaction, now: Date): Promise<void> {
  const pages = SITE_PAGE_KEYS.map((key) => ({ key, content: contentToStore(key, DEMO_PAGES[key]) }));
  await tx
    .insert(sitePages)
    .values(
      pages.map(({ key, content }) => ({ key, draft: content, revision: 1, publishedRevision: 1, editedAt: now })),
    );
  await tx
    .insert(sitePageVersions)
    .values(pages.map(({ key, content }) => ({ pageKey: key, version: 1, content, publishedAt: now })));
}
