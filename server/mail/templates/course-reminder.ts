/**
 * The reminder before a Vakschool course (decision 0017), REMINDER_DAYS_BEFORE days ahead: when and where once more,
 * the calendar file, and the cancel link, so someone who cannot come gives the place back in time.
 */
import { formatDateAtTime, formatLongDate } from "../../../common/format/dates.ts";
import { courseCancelPath, coursePath, siteUrl } from "../../../common/site-paths.ts";
import { CANCEL_LINK_TEXT } from "./course-enrollment.ts";
import { courseRows, type CourseMailCourse } from "./course-mail-rows.ts";
import type { EmailContent } from "./layout.ts";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { practicalInfoBlocks } from "./practical-info.ts";
import { renderBlockMail } from "./mail-blocks.ts";
import { QR_CODE_PARAGRAPH } from "./course-enrollment.ts";

export type CourseReminderMailInput = {
  firstName: string;
  /** With its "Praktische informatie": sanitised HTML, empty when none. */
  course: CourseMailCourse & { practicalInfoHtml: SanitizedHtml };
  /** The secret of the cancel link, the same as in the confirmation. */
  cancelToken: string;
  siteName: string;
  publicUrl: string;
};

export function courseReminderMail(input: CourseReminderMailInput): EmailContent {
  const { firstName, course, cancelToken, siteName, publicUrl } = input;
  const intro = `Binnenkort is het zover: de cursus ${course.title} begint ${formatDateAtTime(course.startsAt)}.`;
  return renderBlockMail({
    subject: `Herinnering: ${course.title} op ${formatLongDate(course.startsAt)}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${firstName},` },
      { paragraph: `${intro} Hieronder staat alles nog eens op een rij.` },
      { heading: "De cursus", rows: courseRows(course) },
      ...practicalInfoBlocks(course.practicalInfoHtml),
      { paragraph: "In de bijlage vind je een agenda-bestand (.ics) om de cursus in je agenda te zetten." },
      { paragraph: QR_CODE_PARAGRAPH },
      {
        paragraph:
          "Kun je toch niet komen? Meld je dan nu af, zodat iemand anders je plaats nog kan krijgen. " +
          "Dat kan tot de cursus begint.",
      },
      {
        lead: "Afmelden kan met deze persoonlijke link:",
        href: siteUrl(publicUrl, courseCancelPath(cancelToken)),
        linkText: CANCEL_LINK_TEXT,
      },
      {
        lead: "Alles over de cursus lees je op de cursuspagina:",
        href: siteUrl(publicUrl, coursePath(course.id)),
        linkText: "Bekijk de cursus",
      },
      { signOff: siteName },
    ],
  });
}
