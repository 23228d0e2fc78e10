/**
 * The name a notice's PDF is downloaded under: the uploader's file name made safe for a Content-Disposition
 * header (lowercase letters, digits and dashes, common/file-slug.ts), so nothing typed on someone's computer can
 * break the header or name a path. Null when the id is no PDF of ours.
 */
import { and, eq } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import { fileSlug } from "../../../common/file-slug.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema/index.ts";

const FALLBACK_NAME = "document";

export async function pdfDownloadName(db: DbOrTx, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ originalFilename: mediaFiles.originalFilename })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, "PDF")))
    .limit(1);
  return row ? safePdfName(row.originalFilename) : null;
}

/** 'Programma jaarcongres 2027 (def).PDF' → 'programma-jaarcongres-2027-def.pdf'. */
export function safePdfName(originalFilename: string): string {
  const stem = originalFilename.replace(/\.pdf$/i, "");
  return `${fileSlug(stem).slice(0, 100) || FALLBACK_NAME}.pdf`;
}
