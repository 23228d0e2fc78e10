/**
 * The site's own pages as a redacteur writes them in Pagina's: a draft saved and published through the page
 * service (saveSitePageDraft, publishSitePage), with its audit rows. The content is the demo's (content/site-pages.ts)
 * unless a test gives its own.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import type { ServiceDeps } from "../../../server/domain/deps.ts";
import { publishSitePage, saveSitePageDraft } from "../../../server/domain/site-pages/manage-site-pages.ts";
import { findStaffSitePage } from "../../../server/domain/site-pages/staff-site-pages.ts";
import type { SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import { DEMO_ABOUT, DEMO_CONTACT, DEMO_FOOTER, DEMO_HOME, DEMO_TERMS } from "../../../content/site-pages.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

export const DEMO_PAGE_CONTENT = {
  home: DEMO_HOME,
  about: DEMO_ABOUT,
  contact: DEMO_CONTACT,
  terms: DEMO_TERMS,
  footer: DEMO_FOOTER,
} as const satisfies Record<SitePageKeyValue, object>;

/** A redacteur made here, acting at `at`. */
export function pageEditorAt(db: DbOrTx, at: Date): Promise<ServiceDeps> {
  return staffDeps(factoryDeps(db, at), { roles: ["redacteur"], at });
}

/** Saves `content` as the page's draft over whatever draft it has; the new revision. */
export async function saveDraft(deps: ServiceDeps, key: SitePageKeyValue, content: unknown): Promise<number> {
  const { revision } = await findStaffSitePage(deps, key);
  await saveSitePageDraft(deps, { key, revision, content });
  return (await findStaffSitePage(deps, key)).revision;
}

/** Saves and publishes `content` (the demo's by default) as the page's next version. */
export async function publishPage(
  deps: ServiceDeps,
  key: SitePageKeyValue,
  content: unknown = DEMO_PAGE_CONTENT[key],
): Promise<void> {
  const revision = await saveDraft(deps, key, content);
  await publishSitePage(deps, { key, revision });
}
