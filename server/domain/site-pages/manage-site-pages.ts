/**
 * Staff write the site's pages: save a draft, publish it as a new version, restore an earlier version. Needs
 * `content.manage`; every change writes an audit row in its own transaction. Each command locks the page's row, so
 * two colleagues (or two clicks) take turns, and each names the draft revision it was made from: a save over a
 * colleague's newer draft is refused (CONFLICT), a publish of a draft that is published already adds nothing, and
 * restoring the version in force again changes nothing.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { sitePages, sitePageVersions } from "../../db/schema/index.ts";
import type { SitePageContent } from "../../../common/validation/site-pages.ts";
import { isSitePageKey, type SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { contentToStore } from "./page-content.ts";
import { checkPortraits } from "./portraits.ts";
import { sameContent } from "./same-content.ts";

const MESSAGES = {
  unknownPage: "Deze pagina bestaat niet.",
  changedMeanwhile:
    "Deze pagina is intussen door iemand anders gewijzigd. Open haar opnieuw; je wijzigingen zijn niet opgeslagen.",
  draftChanged: "Het concept is gewijzigd sinds je het opende. Bekijk het opnieuw en publiceer het dan.",
  nothingToPublish: "Deze pagina heeft nog geen concept om te publiceren.",
  unknownVersion: "Deze versie bestaat niet.",
  revision: "Ongeldige invoer",
} as const;

type Revisioned = { key: unknown; revision: unknown };

/** Saves staff's content as the page's draft; visitors still see the version in force. */
export async function saveSitePageDraft(deps: ServiceDeps, input: Revisioned & { content: unknown }) {
  const key = pageKeyOf(input.key);
  const revision = revisionOf(input.revision);
  const content = contentToStore(key, input.content);
  return staffChange(deps, "content.manage", async (unit) => {
    await checkPortraits(unit.tx, key, content);
    const row = await lockPage(unit, key);
    if (row && sameContent(row.draft, content)) return; // Saved already: a second click, or nothing changed.
    if ((row?.revision ?? 0) !== revision) throw new DomainError("CONFLICT", MESSAGES.changedMeanwhile);
    if (!row) {
      const [made] = await unit.tx
        .insert(sitePages)
        .values({ key, draft: content, revision: 1, editedAt: unit.now, editedBy: unit.staff.staffId })
        .onConflictDoNothing()
        .returning();
      if (!made) throw new DomainError("CONFLICT", MESSAGES.changedMeanwhile);
      await unit.audit({ entityType: "site_page", entityId: key, action: "create", before: null, after: content });
      return;
    }
    await writeDraft(unit, key, content, row.revision + 1);
    const changes = changedFields(row.draft, content);
    if (changes) await unit.audit({ entityType: "site_page", entityId: key, action: "update", ...changes });
  });
}

/** Publishes the draft of `revision` as the page's next version: what visitors see from now on. */
export async function publishSitePage(deps: ServiceDeps, input: Revisioned) {
  const key = pageKeyOf(input.key);
  const revision = revisionOf(input.revision);
  return staffChange(deps, "content.manage", async (unit) => {
    const row = await lockPage(unit, key);
    if (!row) throw new DomainError("NOT_FOUND", MESSAGES.nothingToPublish);
    if (row.revision !== revision) throw new DomainError("CONFLICT", MESSAGES.draftChanged);
    if (row.publishedRevision === row.revision) return; // Published already, by this click's twin or a colleague.
    const version = await publishVersion(unit, key, row.draft, null);
    await unit.tx.update(sitePages).set({ publishedRevision: row.revision }).where(eq(sitePages.key, key));
    await unit.audit({ entityType: "site_page", entityId: key, action: "publish", before: null, after: { version } });
  });
}

/**
 * Puts an earlier version back in force in one step: it is published again as the next version (a copy of its
 * content that records where it came from), and becomes the draft too.
 */
export async function restoreSitePageVersion(deps: ServiceDeps, input: { key: unknown; version: unknown }) {
  const key = pageKeyOf(input.key);
  const version = typeof input.version === "number" && Number.isInteger(input.version) ? input.version : null;
  if (version === null) throw new DomainError("NOT_FOUND", MESSAGES.unknownVersion, { field: "version" });
  return staffChange(deps, "content.manage", async (unit) => {
    const row = await lockPage(unit, key);
    const [old] = await unit.tx
      .select()
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.pageKey, key), eq(sitePageVersions.version, version)))
      .limit(1);
    if (!row || !old) throw new DomainError("NOT_FOUND", MESSAGES.unknownVersion, { field: "version" });
    const newest = await newestVersion(unit, key);
    const inForce = newest !== null && sameContent(newest.content, old.content);
    if (inForce && sameContent(row.draft, old.content)) return; // Restored already.
    const published = inForce ? newest.version : await publishVersion(unit, key, old.content, version);
    await writeDraft(unit, key, old.content, row.revision + 1, { published: true });
    await unit.audit({
      entityType: "site_page",
      entityId: key,
      action: "restore",
      before: { version: newest?.version ?? null },
      after: { version: published, restoredFromVersion: version },
    });
  });
}

function pageKeyOf(value: unknown): SitePageKeyValue {
  if (!isSitePageKey(value)) throw new DomainError("NOT_FOUND", MESSAGES.unknownPage, { field: "key" });
  return value;
}

function revisionOf(value: unknown): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 2 ** 31 - 1) return value;
  throw new DomainError("BAD_USER_INPUT", MESSAGES.revision, { field: "revision" });
}

async function lockPage(unit: StaffUnit, key: SitePageKeyValue) {
  const [row] = await unit.tx.select().from(sitePages).where(eq(sitePages.key, key)).for("update").limit(1);
  return row ?? null;
}

async function writeDraft(
  unit: StaffUnit,
  key: SitePageKeyValue,
  content: Record<string, unknown> | SitePageContent,
  revision: number,
  options: { published?: boolean } = {},
) {
  await unit.tx
    .update(sitePages)
    .set({
      draft: content,
      revision,
      editedAt: unit.now,
      editedBy: unit.staff.staffId,
      ...(options.published ? { publishedRevision: revision } : {}),
    })
    .where(eq(sitePages.key, key));
}

async function newestVersion(unit: StaffUnit, key: SitePageKeyValue) {
  const [row] = await unit.tx
    .select()
    .from(sitePageVersions)
    .where(eq(sitePageVersions.pageKey, key))
    .orderBy(desc(sitePageVersions.version))
    .limit(1);
  return row ?? null;
}

/** Writes the next version of the page (the row lock makes its number safe; the unique index is the backstop). */
async function publishVersion(
  unit: StaffUnit,
  key: SitePageKeyValue,
  content: Record<string, unknown>,
  restoredFromVersion: number | null,
): Promise<number> {
  const [inserted] = await unit.tx
    .insert(sitePageVersions)
    .values({
      pageKey: key,
      version: sql`(select coalesce(max(${sitePageVersions.version}), 0) + 1 from ${sitePageVersions} where ${sitePageVersions.pageKey} = ${key})`,
      content,
      publishedAt: unit.now,
      publishedBy: unit.staff.staffId,
      restoredFromVersion,
    })
    .returning({ version: sitePageVersions.version });
  if (!inserted) throw new Error("Versie is niet opgeslagen");
  return inserted.version;
}
