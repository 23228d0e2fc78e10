/**
 * A site notice as staff enter it in /beheer/meldingen: one set of rules for the page (moments typed in Amsterdam
 * time, the link chosen with a radio button) and the API (moments as Datetime, the link as a URL or an uploaded
 * PDF's id). The text is plain and short: the strip shows one notice at a time and may cover at most 15% of a
 * phone's first screen.
 */
import { z } from "zod";
import { boundedDate, optionalText, requiredText, uuidField } from "./fields.ts";
import { MESSAGES } from "./messages.ts";
import { isHttpsOrSitePath } from "./staff-events.ts";
import { optionalTypedMoment } from "./staff-typed.ts";

export const SITE_NOTICE_LIMITS = { text: 120, linkText: 80 } as const;

const SITE_NOTICE_MESSAGES = {
  linkUrl: "Vul een adres in dat begint met https:// of met / (een pagina of bestand op deze website).",
  linkText: "Vul de tekst van de link in, bijvoorbeeld ‘Download het programmaboekje (pdf)’.",
  oneLink: "Kies een webadres óf een pdf als link, niet allebei.",
  noPdf: "Kies een pdf-bestand om te uploaden.",
  period: "‘Zichtbaar tot’ moet na ‘Zichtbaar vanaf’ liggen.",
  reload: "Laad de pagina opnieuw en probeer het nog eens.",
} as const;

const linkUrlField = optionalText(500).refine(
  (value) => value === null || isHttpsOrSitePath(value),
  SITE_NOTICE_MESSAGES.linkUrl,
);

/** The rules over the fields together: one link at most, a link has its text, the period runs forward. */
function noticeRules(
  notice: {
    linkUrl: string | null;
    pdfMediaId: string | null;
    linkText: string | null;
    shownFrom: Date | null;
    shownUntil: Date | null;
  },
  context: z.RefinementCtx,
) {
  if (notice.linkUrl !== null && notice.pdfMediaId !== null) {
    context.addIssue({ code: "custom", path: ["linkUrl"], message: SITE_NOTICE_MESSAGES.oneLink });
  }
  const linked = notice.linkUrl !== null || notice.pdfMediaId !== null;
  if (linked && notice.linkText === null) {
    context.addIssue({ code: "custom", path: ["linkText"], message: SITE_NOTICE_MESSAGES.linkText });
  }
  if (notice.shownFrom && notice.shownUntil && notice.shownUntil <= notice.shownFrom) {
    context.addIssue({ code: "custom", path: ["shownUntil"], message: SITE_NOTICE_MESSAGES.period });
  }
}

const noticeFields = {
  text: requiredText(SITE_NOTICE_LIMITS.text),
  linkUrl: linkUrlField,
  pdfMediaId: uuidField.nullish().transform((value) => value ?? null),
  linkText: optionalText(SITE_NOTICE_LIMITS.linkText),
  shownFrom: boundedDate.nullish().transform((value) => value ?? null),
  shownUntil: boundedDate.nullish().transform((value) => value ?? null),
  dismissible: z.boolean(MESSAGES.invalid),
};

/** A notice as the API takes it. A link's text without a link is dropped: there is nothing for it to name. */
export const siteNoticeSchema = z
  .object(noticeFields)
  .superRefine(noticeRules)
  .transform((notice) => ({
    ...notice,
    linkText: notice.linkUrl !== null || notice.pdfMediaId !== null ? notice.linkText : null,
  }));

export type SiteNoticeDetails = z.output<typeof siteNoticeSchema>;

/** The new-notice form's key, given when the form was shown: posting it twice makes one notice. */
export const siteNoticeCreationKeyField = z.uuid(SITE_NOTICE_MESSAGES.reload);

/** What the form's radio button 'Link' posts. */
const NOTICE_LINK_KINDS = ["geen", "adres", "pdf"] as const;

/**
 * The notice form as posted (text only): the moments in Amsterdam time (datetime-local, or '11-03-2027 09:30'),
 * 'Wegklikbaar' as a checkbox ('ja'), and the link as the radio button chose it: only the chosen link's field
 * counts, the other is ignored (it may still hold what was typed before the choice changed). A PDF is the one just
 * uploaded or the one the notice has (`pdfMediaId`, a hidden field); none is the error of the file field.
 */
export const siteNoticeFormFields = {
  text: noticeFields.text,
  linkKind: z.enum(NOTICE_LINK_KINDS, "Kies of de melding een link heeft, en welke."),
  linkUrl: z.string(MESSAGES.invalid).nullish(),
  pdfMediaId: z.string(MESSAGES.invalid).nullish(),
  linkText: noticeFields.linkText,
  shownFrom: optionalTypedMoment,
  shownUntil: optionalTypedMoment,
  dismissible: z
    .string(MESSAGES.invalid)
    .nullish()
    .transform((value) => value === "ja"),
};

export const siteNoticeFormSchema = z.object(siteNoticeFormFields).transform((form, context) => {
  const linkUrl = form.linkKind === "adres" ? linkUrlField.safeParse(form.linkUrl ?? "") : null;
  if (linkUrl && !linkUrl.success) {
    for (const issue of linkUrl.error.issues) {
      context.addIssue({ code: "custom", path: ["linkUrl"], message: issue.message });
    }
    return z.NEVER;
  }
  if (form.linkKind === "adres" && linkUrl?.data === null) {
    context.addIssue({ code: "custom", path: ["linkUrl"], message: SITE_NOTICE_MESSAGES.linkUrl });
    return z.NEVER;
  }
  const pdfMediaId = form.linkKind === "pdf" ? (form.pdfMediaId ?? "").trim() : "";
  if (form.linkKind === "pdf" && !uuidField.safeParse(pdfMediaId).success) {
    context.addIssue({ code: "custom", path: ["file"], message: SITE_NOTICE_MESSAGES.noPdf });
    return z.NEVER;
  }
  const notice = {
    text: form.text,
    linkUrl: linkUrl?.data ?? null,
    pdfMediaId: pdfMediaId || null,
    linkText: form.linkKind === "geen" ? null : form.linkText,
    shownFrom: form.shownFrom,
    shownUntil: form.shownUntil,
    dismissible: form.dismissible,
  };
  noticeRules(notice, context);
  return notice;
});
