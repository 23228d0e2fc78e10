/**
 * The confirmation that a Vakschool enrolment was cancelled with its link: the place went back, the calendar
 * file takes the course out of the agenda, and enrolling again is possible while places are free.
 */
import { formatDateAtTime } from "../../../common/format/dates.ts";
import type { EmailContent } from "./layout.ts";
import type { CourseMailCourse } from "./course-mail-rows.ts";
import { renderBlockMail } from "./mail-blocks.ts";
import { coursePath, siteUrl } from "../../../common/site-paths.ts";

export type CourseCancellationMailInput = {
  firstName: string;
  course: CourseMailCourse;
  siteName: string;
  publicUrl: string;
};

export function courseCancellationMail({
  firstName,
  course,
  siteName,
  publicUrl,
}: CourseCancellationMailInput): EmailContent {
  const when = formatDateAtTime(course.startsAt);
  const intro = `Je bent afgemeld voor de cursus ${course.title} op ${when}. Je plaats is vrijgegeven voor iemand anders.`;
  return renderBlockMail({
    subject: `Je afmelding voor ${course.title}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${firstName},` },
      { paragraph: intro },
      { paragraph: "Met het agenda-bestand (.ics) in de bijlage haal je de cursus uit je agenda." },
      {
        lead: "Wil je toch meedoen? Zolang er plaatsen vrij zijn, kun je je opnieuw aanmelden op de cursuspagina:",
        href: siteUrl(publicUrl, coursePath(course.id)),
        linkText: "Bekijk de cursus",
      },
      {
        lead: "Heb je je niet zelf afgemeld? Laat het ons weten:",
        href: `${publicUrl}/contact`,
        linkText: "Neem contact met ons op",
      },
      { signOff: siteName },
    ],
  });
}
