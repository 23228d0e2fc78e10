/**
 * The Vakschool waitlist mails (decision 0018): on the list (with the position), a place offered (with the deadline),
 * the offer ran out, and the list closed because the course was cancelled. Each carries the waitlist link, whose
 * page shows the entry as it is now and lets the person take the place or leave the list.
 */
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { coursePath, courseWaitlistPath, siteUrl } from "../../../common/site-paths.ts";
import { courseRows, type CourseMailCourse } from "./course-mail-rows.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail, type MailBlock } from "./mail-blocks.ts";

type WaitlistMailBase = {
  firstName: string;
  course: CourseMailCourse;
  token: string;
  siteName: string;
  publicUrl: string;
};

const waitlistLink = (base: WaitlistMailBase, lead: string, linkText: string): MailBlock => ({
  lead,
  href: siteUrl(base.publicUrl, courseWaitlistPath(base.token)),
  linkText,
});

function mail(base: WaitlistMailBase, subject: string, intro: string, middle: MailBlock[]): EmailContent {
  return renderBlockMail({
    subject,
    preheader: intro,
    siteName: base.siteName,
    publicUrl: base.publicUrl,
    blocks: [
      { paragraph: `Beste ${base.firstName},` },
      { paragraph: intro },
      { heading: "De cursus", rows: courseRows(base.course) },
      ...middle,
      { signOff: base.siteName },
    ],
  });
}

export function courseWaitlistJoinedMail(base: WaitlistMailBase & { position: number }): EmailContent {
  return mail(
    base,
    `Je staat op de wachtlijst voor ${base.course.title}`,
    `Je staat op de wachtlijst voor de cursus ${base.course.title}: op plaats ${base.position}.`,
    [
      {
        paragraph:
          "Komt er een plaats vrij en ben jij de eerste op de lijst, dan krijg je een e-mail met een link om de " +
          "plaats te nemen. Je hebt dan een beperkte tijd om te reageren.",
      },
      waitlistLink(
        base,
        "Hier zie je je plaats op de lijst, en kun je de wachtlijst ook weer verlaten:",
        "Bekijk je plaats op de wachtlijst",
      ),
    ],
  );
}

export function courseWaitlistOfferMail(base: WaitlistMailBase & { expiresAt: Date }): EmailContent {
  const until = formatDateAtTime(base.expiresAt);
  return mail(
    base,
    `Er is een plaats vrij: ${base.course.title}`,
    `Er is een plaats voor je vrij in de cursus ${base.course.title}. Neem de plaats vóór ${until}; daarna gaat hij naar de volgende op de wachtlijst.`,
    [
      waitlistLink(base, "Neem de plaats (of zie ervan af) via deze link:", "Neem de plaats"),
      { paragraph: "Je meldt je aan met de gegevens die je bij de wachtlijst invulde; je krijgt dan een bevestiging." },
    ],
  );
}

export function courseWaitlistExpiredMail(base: WaitlistMailBase): EmailContent {
  return mail(
    base,
    `Je plaats voor ${base.course.title} is vervallen`,
    `De plaats die voor je klaarstond in de cursus ${base.course.title} is niet op tijd genomen en is nu aan de volgende op de wachtlijst aangeboden.`,
    [
      {
        lead: "Wil je toch meedoen? Kijk op de cursuspagina of er nog plaatsen zijn:",
        href: siteUrl(base.publicUrl, coursePath(base.course.id)),
        linkText: "Bekijk de cursus",
      },
    ],
  );
}

export function courseWaitlistClosedMail(base: WaitlistMailBase): EmailContent {
  return mail(
    base,
    `${base.course.title} gaat niet door`,
    `De cursus ${base.course.title} op ${formatDateAtTime(base.course.startsAt)} gaat helaas niet door. Je staat daarom niet meer op de wachtlijst; je hoeft niets te doen.`,
    [],
  );
}
