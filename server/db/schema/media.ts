import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { staffMembers } from "./staff.ts";
import { MEDIA_KIND_VALUES, type MediaKindValue } from "../../../common/media.ts";

/** What an upload is for; it decides the variants made (common/media.ts) and who may upload it. */
export const MEDIA_KINDS = MEDIA_KIND_VALUES;
export type MediaKind = MediaKindValue;

/**
 * An image uploaded in the back office. The files themselves live under DATA_DIR/media/<id>/ (one per
 * variant, named in `variants`); the row says what they are, who uploaded them and their alt text. Never changed
 * after it is written: a new image is a new row, so its URLs may be cached forever.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: id(),
    kind: text("kind").$type<MediaKind>().notNull(),
    /** The name on the uploader's computer, for recognising it in the list; never part of a path. */
    originalFilename: text("original_filename").notNull(),
    /** What the bytes were found to be (by their magic bytes, not the browser's claim), e.g. image/png. */
    sourceType: text("source_type").notNull(),
    /** The variants written, e.g. ['400','800','1200','1600'] (WebP) or ['vector'] (sanitised SVG). */
    variants: text("variants").array().notNull(),
    /** The source's size in pixels; null for SVG. */
    width: integer("width"),
    height: integer("height"),
    altText: text("alt_text"),
    createdAt: createdAt(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => staffMembers.id),
  },
  (t) => [
    index("media_files_kind_created_idx").on(t.kind, t.createdAt),
    check("media_files_kind_valid", sql.raw(`kind in (${MEDIA_KINDS.map((kind) => `'${kind}'`).join(", ")})`)),
    check("media_files_has_variant", sql`cardinality(${t.variants}) > 0`),
  ],
);
