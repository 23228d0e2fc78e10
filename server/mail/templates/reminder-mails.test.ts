import { describe, expect, it } from "vitest";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import type { CourseMailCourse } from "./course-mail-rows.ts";
import { courseReminderMail } from "./course-reminder.ts";
import { CHANGE_WORKSHOPS_LINK_TEXT, eventReminderMail, type EventReminderEvent } from "./event-reminder.ts";

const publicUrl = "https://forensischforum.example.org";
const siteName = "Forensisch Forum";

const course: CourseMailCourse & { practicalInfoHtml: SanitizedHtml } = {
  id: "c1",
  practicalInfoHtml: "" as SanitizedHtml,
  title: "Agressie & de-escalatie <basis>",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-11T15:30:00Z"),
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  organization: { name: "FPC 'De Kijvelanden'" },
};

const event: EventReminderEvent = {
  id: "e1",
  name: "Forensisch Forum <Jaarcongres> 2027",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-11T16:00:00Z"),
  location: "Congrescentrum De Eenhoorn, Lindelaan 40, 3822 XK Amersfoort, Nederland",
  practicalInfoHtml: "" as SanitizedHtml,
};

const slot = (hourUtc: number) => ({
  slotId: `s${hourUtc}`,
  startsAt: new Date(Date.UTC(2027, 2, 11, hourUtc)),
  endsAt: new Date(Date.UTC(2027, 2, 11, hourUtc, 75)),
});

describe("the course reminder mail", () => {
  const mail = () =>
    courseReminderMail({ firstName: "<b>Sanne</b>", course, cancelToken: "tok_en-1", siteName, publicUrl });

  it("tells when and where in Dutch, with the calendar file and the cancel link, in HTML and text alike", () => {
    const { subject, html, text } = mail();
    expect(subject).toBe("Herinnering: Agressie & de-escalatie <basis> op donderdag 11 maart 2027");
    expect(text).toContain("begint donderdag 11 maart 2027 om 09:30 uur.");
    expect(text).toContain("Wanneer: donderdag 11 maart 2027 om 09:30 uur (tot 16:30 uur)");
    expect(text).toContain("Waar: Lindelaan 40, 3822 XK Amersfoort, Nederland");
    expect(text).toContain("agenda-bestand (.ics)");
    expect(text).toContain(`Afmelden kan met deze persoonlijke link:\n${publicUrl}/vakschool/afmelden/tok_en-1`);
    expect(html).toContain(`<a href="${publicUrl}/vakschool/afmelden/tok_en-1"`);
    expect(html).toContain("Lindelaan 40, 3822 XK Amersfoort, Nederland");
  });

  it("escapes the names in the HTML only", () => {
    const { html, text } = mail();
    expect(html).not.toContain("<b>Sanne");
    expect(html).not.toContain("<basis>");
    expect(html).toContain("Beste &lt;b&gt;Sanne&lt;/b&gt;,");
    expect(text).toContain("Beste <b>Sanne</b>,");
  });
});

describe("the event reminder mail", () => {
  it("lists the ticket codes of an event without workshops, with when and where", () => {
    const { subject, text, html } = eventReminderMail({
      firstName: "Sanne",
      event,
      tickets: [
        { code: "FF-7KQM-3XPA-9TDV", ticketTypeName: "Regulier", slots: [] },
        { code: "FF-4HNR-8WCE-2MBJ", ticketTypeName: "Nascholing", slots: [] },
      ],
      siteName,
      publicUrl,
    });
    expect(subject).toBe("Herinnering: Forensisch Forum <Jaarcongres> 2027 op donderdag 11 maart 2027");
    expect(text).toContain("Wanneer: donderdag 11 maart 2027 om 09:30 uur (tot 17:00 uur)");
    expect(text).toContain("Waar: Congrescentrum De Eenhoorn, Lindelaan 40, 3822 XK Amersfoort, Nederland");
    expect(text).toContain(
      "JE TICKETS\nTicketcode: FF-7KQM-3XPA-9TDV (Regulier)\nTicketcode: FF-4HNR-8WCE-2MBJ (Nascholing)",
    );
    expect(text).not.toContain("workshopkeuze");
    expect(text).toContain(`${publicUrl}/evenementen/e1`);
    expect(html).not.toContain("<Jaarcongres>");
  });

  it("shows per ticket its workshop choice and the link to change it", () => {
    const { text, html } = eventReminderMail({
      firstName: "Sanne",
      event,
      tickets: [
        {
          code: "FF-7KQM-3XPA-9TDV",
          ticketTypeName: "Regulier",
          slots: [
            { ...slot(12), workshop: { name: "Verhoortechnieken", room: "Zaal 2" } },
            { ...slot(14), workshop: null },
          ],
        },
      ],
      siteName,
      publicUrl,
    });
    expect(text).toContain("TICKET FF-7KQM-3XPA-9TDV\nSoort ticket: Regulier");
    expect(text).toContain("Workshop 13:00 - 14:15 uur: Verhoortechnieken (Zaal 2)");
    expect(text).toContain("Workshop 15:00 - 16:15 uur: nog geen keuze");
    const change = `${publicUrl}/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV`;
    expect(text).toContain(`Je workshopkeuze voor ticket FF-7KQM-3XPA-9TDV wijzigen kan hier:\n${change}`);
    expect(html).toContain(`>${CHANGE_WORKSHOPS_LINK_TEXT}</a>`);
  });
});
