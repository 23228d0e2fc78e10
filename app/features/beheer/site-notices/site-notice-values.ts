/**
 * What the notice forms of /beheer/meldingen post, what a stored notice shows in them, and the API input the shared
 * schema reads from it (parseStaffForm): moments typed in Amsterdam time become ISO 8601, the link the one the
 * radio button chose.
 */
import type { StaffSiteNoticeFieldsFragment } from "../../../graphql/generated.ts";
import { toAmsterdamLocalInput } from "../../../../common/format/amsterdam-input.ts";
import { siteNoticeFormSchema } from "../../../../common/validation/site-notices.ts";
import { parseStaffForm } from "../staff-form.ts";

const TEXT_FIELDS = [
  "text",
  "linkKind",
  "linkUrl",
  "linkText",
  "pdfMediaId",
  "pdfName",
  "shownFrom",
  "shownUntil",
  "dismissible",
] as const;

/** A notice form's values, as typed: `pdfMediaId` and `pdfName` are the PDF it links to (hidden fields). */
export type SiteNoticeValues = Record<(typeof TEXT_FIELDS)[number], string>;

export function siteNoticeValues(form: FormData): SiteNoticeValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as SiteNoticeValues;
}

export const NEW_SITE_NOTICE: SiteNoticeValues = {
  text: "",
  linkKind: "geen",
  linkUrl: "",
  linkText: "",
  pdfMediaId: "",
  pdfName: "",
  shownFrom: "",
  shownUntil: "",
  dismissible: "ja",
};

const localInput = (moment: string | null | undefined) => (moment ? toAmsterdamLocalInput(moment) : "");

export function storedSiteNoticeValues(notice: StaffSiteNoticeFieldsFragment): SiteNoticeValues {
  return {
    text: notice.text,
    linkKind: notice.pdf ? "pdf" : notice.linkUrl ? "adres" : "geen",
    linkUrl: notice.linkUrl ?? "",
    linkText: notice.linkText ?? "",
    pdfMediaId: notice.pdf?.id ?? "",
    pdfName: notice.pdf?.originalFilename ?? "",
    shownFrom: localInput(notice.shownFrom),
    shownUntil: localInput(notice.shownUntil),
    dismissible: notice.dismissible ? "ja" : "",
  };
}

/** The values with a PDF just uploaded as the notice's link. */
export function withUploadedPdf(values: SiteNoticeValues, pdf: { id: string; name: string }): SiteNoticeValues {
  return { ...values, linkKind: "pdf", pdfMediaId: pdf.id, pdfName: pdf.name };
}

/** The API's input (without id or creation key), or each wrong field's message. */
export function siteNoticeInput(values: SiteNoticeValues) {
  const parsed = parseStaffForm(values, siteNoticeFormSchema);
  if (!parsed.ok) return parsed;
  const { shownFrom, shownUntil, ...rest } = parsed.input;
  return {
    ok: true as const,
    input: { ...rest, shownFrom: shownFrom?.toISOString() ?? null, shownUntil: shownUntil?.toISOString() ?? null },
  };
}
