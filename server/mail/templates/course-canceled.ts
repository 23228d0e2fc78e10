/**
 * 'De cursus gaat niet door': the organisation cancelled a Vakschool course, so every active participant
 * hears it, with the course as it was planned and a calendar file that takes it out of their agenda. Unlike the
 * cancellation of one's own enrolment (course-cancellation.ts), the participant did nothing and need do nothing.
 */
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { siteUrl, SITE_PATHS } from "../../../common/site-paths.ts";
import { courseRows, type CourseMailCourse } from "./course-mail-rows.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type CourseCanceledMailInput = {
  firstName: string;
  course: CourseMailCourse;
  siteName: string;
  publicUrl: string;
};

export function courseCanceledMail({ firstName, course, siteName, publicUrl }: CourseCanceledMailInput): EmailContent {
  const when = formatDateAtTime(course.startsAt);
  const intro =
    `Helaas gaat de cursus ${course.title} op ${when} niet door: de organisatie heeft de cursus geannuleerd. ` +
    "Je aanmelding vervalt daarmee; je hoeft zelf niets te doen.";
  return renderBlockMail({
    subject: `De cursus gaat niet door: ${course.title}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${firstName},` },
      { paragraph: intro },
      { heading: "De geannuleerde cursus", rows: courseRows(course) },
      { paragraph: "Met het agenda-bestand (.ics) in de bijlage haal je de cursus uit je agenda." },
      { paragraph: "Onze excuses voor het ongemak. Kijk in ons aanbod voor een andere cursus of een volgende editie." },
      {
        lead: "Het actuele aanbod van de Vakschool:",
        href: siteUrl(publicUrl, SITE_PATHS.courses),
        linkText: "Bekijk de cursussen",
      },
      {
        lead: "Vragen over deze annulering? Laat het ons weten:",
        href: siteUrl(publicUrl, SITE_PATHS.contact),
        linkText: "Neem contact met ons op",
      },
      { signOff: siteName },
    ],
  });
}
