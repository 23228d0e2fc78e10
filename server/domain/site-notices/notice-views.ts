/**
 * What a site notice is to the back office and to the public strip, made from its row (and its PDF's), and where it
 * stands against a moment: scheduled, visible or expired. One place decides, the API answers it, the pages show it.
 */
import { mainMediaUrl } from "../../../common/media.ts";
import { SITE_NOTICE_STATUS_LABELS, type SiteNoticeStatusValue } from "../../../common/vocabulary/site-notices.ts";
import type { siteNotices } from "../../db/schema/index.ts";

export type SiteNoticeRow = typeof siteNotices.$inferSelect;

/** The uploaded PDF a notice links to, with the name it was uploaded under (shown in the back office only). */
type NoticePdf = { id: string; url: string; originalFilename: string };

export type StaffSiteNoticeView = Omit<SiteNoticeRow, "pdfMediaId" | "creationKey"> & { pdf: NoticePdf | null };

export type PublicSiteNotice = {
  id: string;
  text: string;
  link: { href: string; text: string; isPdf: boolean } | null;
  dismissible: boolean;
};

function pdfOf(id: string | null, originalFilename: string | null): NoticePdf | null {
  if (id === null) return null;
  return { id, url: mainMediaUrl(id, "PDF", []), originalFilename: originalFilename ?? "" };
}

export function staffView(row: SiteNoticeRow, pdfFilename: string | null): StaffSiteNoticeView {
  const { pdfMediaId, creationKey: _creationKey, ...fields } = row;
  return { ...fields, pdf: pdfOf(pdfMediaId, pdfFilename) };
}

/** Before its 'from' it is scheduled, from its 'until' on it has expired; in between it shows. */
export function noticeStatus(
  notice: { shownFrom: Date | null; shownUntil: Date | null },
  now: Date,
): SiteNoticeStatusValue {
  if (notice.shownFrom && now < notice.shownFrom) return "SCHEDULED";
  if (notice.shownUntil && now >= notice.shownUntil) return "EXPIRED";
  return "VISIBLE";
}

export const noticeStatusLabel = (status: SiteNoticeStatusValue): string => SITE_NOTICE_STATUS_LABELS[status];

/** A path ending in .pdf is a PDF too (the programme booklet, /programmaboekje.pdf): its link says so. */
const PDF_PATH = /\.pdf$/i;

function linksToPdf(url: string): boolean {
  const path = url.startsWith("/") ? url.split(/[?#]/)[0]! : new URL(url).pathname;
  return PDF_PATH.test(path);
}

/** What the public strip needs of a notice: its text, its link (PDF or not) and whether it can be closed. */
export function publicView(notice: StaffSiteNoticeView): PublicSiteNotice {
  const href = notice.pdf?.url ?? notice.linkUrl;
  const link =
    href && notice.linkText ? { href, text: notice.linkText, isPdf: notice.pdf !== null || linksToPdf(href) } : null;
  return { id: notice.id, text: notice.text, link, dismissible: notice.dismissible };
}
