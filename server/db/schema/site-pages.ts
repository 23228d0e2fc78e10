import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, oneOf, timestamptz } from "./columns.ts";
import { staffMembers } from "./staff.ts";
import { SITE_PAGE_KEYS, type SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";

export { SITE_PAGE_KEYS };

/**
 * One of the site's own pages (common/vocabulary/site-pages.ts) as staff edit it: its draft, never shown to
 * visitors. `revision` counts every saved draft; `published_revision` is the draft revision last published, so a
 * publish of a draft that is published already (a second click, a colleague at the same moment) adds nothing.
 * Content is JSON checked by the page's schema (common/validation/site-pages.ts).
 */
export const sitePages = pgTable(
  "site_pages",
  {
    key: text("key").$type<SitePageKeyValue>().primaryKey(),
    draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
    revision: integer("revision").notNull().default(1),
    publishedRevision: integer("published_revision"),
    editedAt: timestamptz("edited_at").notNull(),
    /** Null for what the installation wrote (the demo content). */
    editedBy: uuid("edited_by").references(() => staffMembers.id),
  },
  (t) => [check("site_pages_key_valid", oneOf(t.key, SITE_PAGE_KEYS))],
);

/**
 * The published versions of a page, numbered 1, 2, 3 ... per page; the newest is what visitors see, and for the
 * terms it is "the version in force". Never changed: restoring an old version publishes a copy of it as a new one
 * (`restored_from_version`).
 */
export const sitePageVersions = pgTable(
  "site_page_versions",
  {
    id: id(),
    pageKey: text("page_key")
      .$type<SitePageKeyValue>()
      .notNull()
      .references(() => sitePages.key),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    publishedAt: timestamptz("published_at").notNull(),
    /** Null for what the installation published (the demo content). */
    publishedBy: uuid("published_by").references(() => staffMembers.id),
    restoredFromVersion: integer("restored_from_version"),
  },
  (t) => [
    uniqueIndex("site_page_versions_page_version_idx").on(t.pageKey, t.version),
    check("site_page_versions_version_positive", sql`${t.version} > 0`),
  ],
);
