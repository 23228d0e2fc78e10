import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns.ts";
import { mediaFiles } from "./media.ts";

/**
 * A notice in the strip at the bottom of the public site (after the cookie bar), made by staff: a short plain text,
 * optionally a link (a web address or a path on this site, or an uploaded PDF) with its link text, shown from / until
 * (either open), dismissible or not, in the order of `sort_order`. The public site shows those in force now, one at a
 * time. `creation_key` is the new-notice form's key, so a form posted twice makes one notice.
 */
export const siteNotices = pgTable(
  "site_notices",
  {
    id: id(),
    text: text("text").notNull(),
    linkUrl: text("link_url"),
    pdfMediaId: uuid("pdf_media_id").references(() => mediaFiles.id),
    linkText: text("link_text"),
    shownFrom: timestamptz("shown_from"),
    shownUntil: timestamptz("shown_until"),
    dismissible: boolean("dismissible").notNull().default(true),
    sortOrder: integer("sort_order").notNull(),
    creationKey: uuid("creation_key").notNull().unique("site_notices_creation_key_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    check("site_notices_one_link", sql`${t.linkUrl} is null or ${t.pdfMediaId} is null`),
    check(
      "site_notices_link_has_text",
      sql`(${t.linkText} is null) = (${t.linkUrl} is null and ${t.pdfMediaId} is null)`,
    ),
    check(
      "site_notices_period",
      sql`${t.shownFrom} is null or ${t.shownUntil} is null or ${t.shownFrom} < ${t.shownUntil}`,
    ),
  ],
);
