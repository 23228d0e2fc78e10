/**
 * The confirmation of a Vakschool enrolment: the course with when and where, the details as the
 * participant gave them, the calendar file, the QR code for the door, and the cancel link, because places are few
 * and free places help.
 */
import type { CourseParticipant } from "../../../common/validation/course-enrollment.ts";
import type { EmailContent } from "./layout.ts";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { courseRows, type CourseMailCourse } from "./course-mail-rows.ts";
import { practicalInfoBlocks } from "./practical-info.ts";
import { renderBlockMail, type DetailRow } from "./mail-blocks.ts";
import { courseCancelPath, coursePath, siteUrl } from "../../../common/site-paths.ts";
import { formatPhoneNumber } from "../../../common/validation/phone.ts";

export type CourseEnrollmentMailInput = {
  participant: CourseParticipant;
  /** With its "Praktische informatie": sanitised HTML, empty when none. */
  course: CourseMailCourse & { practicalInfoHtml: SanitizedHtml };
  /** The secret of the cancel link. */
  cancelToken: string;
  /** The course is accredited for registers: the same link's page takes the registration numbers. */
  asksNumbers: boolean;
  siteName: string;
  publicUrl: string;
};

export const CANCEL_LINK_TEXT = "Afmelden voor deze cursus";
export const NUMBERS_LINK_TEXT = "Registratienummers invullen of wijzigen";

/** Course participants have no ticket: the QR code in the attachment is what the door scans. */
export const QR_CODE_PARAGRAPH =
  "Laat bij binnenkomst de QR-code uit de bijlage zien, op je telefoon of geprint: daarmee meld je je bij de balie.";

export function courseEnrollmentMail(input: CourseEnrollmentMailInput): EmailContent {
  const { participant, course, cancelToken, asksNumbers, siteName, publicUrl } = input;
  const intro = `Je bent aangemeld voor de cursus ${course.title} van ${course.organization.name}. Je plaats is gereserveerd.`;
  return renderBlockMail({
    subject: `Bevestiging van je aanmelding: ${course.title}`,
    preheader: intro,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${participant.firstName},` },
      { paragraph: intro },
      { heading: "De cursus", rows: courseRows(course) },
      ...practicalInfoBlocks(course.practicalInfoHtml),
      { heading: "Je gegevens", rows: participantRows(participant) },
      { paragraph: "In de bijlage vind je een agenda-bestand (.ics) om de cursus in je agenda te zetten." },
      { paragraph: QR_CODE_PARAGRAPH },
      {
        paragraph:
          "Deelname is gratis, maar het aantal plaatsen is beperkt. Kun je toch niet komen? " +
          "Meld je dan zo vroeg mogelijk af, zodat iemand anders je plaats kan krijgen.",
      },
      {
        lead: "Afmelden kan met deze persoonlijke link:",
        href: siteUrl(publicUrl, courseCancelPath(cancelToken)),
        linkText: CANCEL_LINK_TEXT,
      },
      ...(asksNumbers
        ? [
            {
              lead: "Heb je accreditatiepunten nodig? Je registratienummer vul je in of wijzig je op dezelfde pagina:",
              href: siteUrl(publicUrl, courseCancelPath(cancelToken)),
              linkText: NUMBERS_LINK_TEXT,
            },
          ]
        : []),
      {
        lead: "Alles over de cursus lees je op de cursuspagina:",
        href: siteUrl(publicUrl, coursePath(course.id)),
        linkText: "Bekijk de cursus",
      },
      { signOff: siteName },
    ],
  });
}

function participantRows(participant: CourseParticipant): DetailRow[] {
  return [
    { label: "Naam", value: `${participant.firstName} ${participant.lastName}` },
    { label: "E-mailadres", value: participant.email },
    { label: "Telefoonnummer", value: formatPhoneNumber(participant.phoneNumber) },
    { label: "Organisatie", value: participant.organization },
    ...(participant.function ? [{ label: "Functie", value: participant.function }] : []),
  ];
}
