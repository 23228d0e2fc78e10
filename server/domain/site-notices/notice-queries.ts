/** Reading site notices: all of them in their order, with their PDF's name (one query, no matter how many). */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mediaFiles, siteNotices } from "../../db/schema/index.ts";
import { staffView, type StaffSiteNoticeView } from "./notice-views.ts";

/** Every notice in the order of the strip: position, then the oldest first (a tie is never left to chance). */
export async function noticesInOrder(db: DbOrTx): Promise<StaffSiteNoticeView[]> {
  const rows = await db
    .select({ notice: siteNotices, pdfFilename: mediaFiles.originalFilename })
    .from(siteNotices)
    .leftJoin(mediaFiles, eq(mediaFiles.id, siteNotices.pdfMediaId))
    .orderBy(asc(siteNotices.sortOrder), asc(siteNotices.createdAt), asc(siteNotices.id));
  return rows.map(({ notice, pdfFilename }) => staffView(notice, pdfFilename));
}

export async function noticeById(db: DbOrTx, id: string): Promise<StaffSiteNoticeView | null> {
  const [row] = await db
    .select({ notice: siteNotices, pdfFilename: mediaFiles.originalFilename })
    .from(siteNotices)
    .leftJoin(mediaFiles, eq(mediaFiles.id, siteNotices.pdfMediaId))
    .where(eq(siteNotices.id, id))
    .limit(1);
  return row ? staffView(row.notice, row.pdfFilename) : null;
}
