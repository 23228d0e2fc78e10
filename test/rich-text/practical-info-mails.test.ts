import { describe, expect, it } from "vitest";
import { sanitizeOptionalRichText, type SanitizedHtml } from "../../server/domain/rich-text.ts";
import { courseEnrollmentMail } from "../../server/mail/templates/course-enrollment.ts";
import type { CourseMailCourse } from "../../server/mail/templates/course-mail-rows.ts";
import { courseReminderMail } from "../../server/mail/templates/course-reminder.ts";
import { eventReminderMail } from "../../server/mail/templates/event-reminder.ts";
import type { EmailContent } from "../../server/mail/templates/layout.ts";
import { orderConfirmationMail } from "../../server/mail/templates/order-confirmation.ts";
import { PRACTICAL_INFO_HEADING } from "../../server/mail/templates/practical-info.ts";
import { richTextMailHtml, richTextMailText } from "../../server/mail/templates/rich-text-mail.ts";
import { workshopChoiceMail } from "../../server/mail/templates/workshop-choice.ts";
import { confirmedOrderFixture } from "../support/confirmed-order.ts";

/**
 * The practical information of events and courses in their mails, as the domain hands it to the templates: read
 * through the allow-list (sanitizeOptionalRichText), so hostile HTML here is what a row could hold.
 */
const clean = (html: string) => sanitizeOptionalRichText(html);

const site = { siteName: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };

const PRACTICAL =
  "<h2>Route &amp; parkeren</h2>" +
  "<p>Neem afslag 12 en volg de borden <strong>P2</strong>.<br>Parkeren kost € 5 &lt;per dag&gt;.</p>" +
  "<ul><li><p>Laptop</p><ul><li>met lader</li></ul></li><li>Je ticket</li></ul>" +
  "<ol><li>Melden bij de balie</li><li>Badge ophalen</li></ol>" +
  '<p>Zie <a href="https://example.org/route?van=a&amp;naar=b">de routebeschrijving</a> of mail ' +
  '<a href="mailto:info@example.org">info@example.org</a>.</p>';

const HOSTILE =
  '<p onclick="steal()">Welkom<script>alert("script")</script></p>' +
  '<p><a href="javascript:alert(1)">klik</a> <a href=" JaVaScRiPt:alert(2)">ook</a> ' +
  '<img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
  '<a href="https://example.org" onmouseover="alert(4)" style="x">veilig</a></p>';

describe("practical information in a mail", () => {
  it("is none when nothing readable is left", () => {
    for (const empty of ["", "<p></p>", "<p> &nbsp; </p><br>", "<script>alert(1)</script>"])
      expect(clean(empty)).toBe("");
  });

  it("renders the sanitised HTML with the layout's inline styles", () => {
    const html = richTextMailHtml(clean(PRACTICAL));
    expect(html).toContain('<h2 style="');
    expect(html).toContain("Parkeren kost € 5 &lt;per dag&gt;.");
    expect(html).toContain('<li style="margin:0 0 4px;"><p style="margin:0;">Laptop</p>');
    expect(html).toContain('href="https://example.org/route?van=a&amp;naar=b"');
  });

  it("gives a faithful plain-text twin: paragraphs, '- ' items, numbered items, links as 'text (url)'", () => {
    expect(richTextMailText(clean(PRACTICAL))).toBe(
      [
        "Route & parkeren",
        "",
        "Neem afslag 12 en volg de borden P2.",
        "Parkeren kost € 5 <per dag>.",
        "",
        "- Laptop",
        "  - met lader",
        "- Je ticket",
        "",
        "1. Melden bij de balie",
        "2. Badge ophalen",
        "",
        "Zie de routebeschrijving (https://example.org/route?van=a&naar=b) of mail info@example.org.",
      ].join("\n"),
    );
  });

  it("removes scripts, handlers, styles, frames, images and javascript: links from both parts", () => {
    const html = richTextMailHtml(clean(HOSTILE));
    for (const bad of ["<script", "alert(", "onclick", "onerror", "onmouseover", "javascript:", "<img", "<iframe"]) {
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(html).toContain(">veilig</a>");
    expect(html).not.toContain('style="x"');
    expect(richTextMailText(clean(HOSTILE))).toBe("Welkom\n\nklik ook veilig (https://example.org)");
  });

  it("drops control and bidirectional characters written as references", () => {
    expect(richTextMailText(clean("<p>a&#27;[31m b&#x202E;c</p>"))).toBe("a[31m bc");
  });
});

const course: CourseMailCourse = {
  id: "c1",
  title: "Agressie en de-escalatie",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-11T15:30:00Z"),
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  organization: { name: "FPC De Kijvelanden" },
};
const participant = {
  firstName: "Sanne",
  lastName: "Hofstede",
  email: "sanne@example.org",
  phoneNumber: "+31612345678",
  organization: "Zorg en Veiligheid",
  function: null,
};
const event = {
  id: "e1",
  name: "Jaarcongres 2027",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-11T16:00:00Z"),
  location: "Amersfoort",
};

/** Every mail that carries the practical information, rendered with the given stored HTML. */
const MAILS: Record<string, (practicalInfoHtml: SanitizedHtml) => EmailContent> = {
  orderConfirmationMail: (practicalInfoHtml) =>
    orderConfirmationMail({ order: confirmedOrderFixture({ practicalInfoHtml }), invoice: null, ...site }),
  workshopChoiceMail: (practicalInfoHtml) =>
    workshopChoiceMail({
      firstName: "Sanne",
      eventName: "Jaarcongres 2027",
      practicalInfoHtml,
      code: "FF-AAAA-BBBB-CCCC",
      slots: [],
      changesCloseAt: null,
      ...site,
    }),
  eventReminderMail: (practicalInfoHtml) =>
    eventReminderMail({
      firstName: "Sanne",
      event: { ...event, practicalInfoHtml },
      tickets: [{ code: "FF-AAAA-BBBB-CCCC", ticketTypeName: "Regulier", slots: [] }],
      ...site,
    }),
  courseEnrollmentMail: (practicalInfoHtml) =>
    courseEnrollmentMail({
      participant,
      course: { ...course, practicalInfoHtml },
      cancelToken: "t".repeat(32),
      asksNumbers: false,
      ...site,
    }),
  courseReminderMail: (practicalInfoHtml) =>
    courseReminderMail({
      firstName: "Sanne",
      course: { ...course, practicalInfoHtml },
      cancelToken: "t".repeat(32),
      ...site,
    }),
};

describe.each(Object.entries(MAILS))("%s", (_name, render) => {
  it("carries the practical information under its heading, in the HTML and in the text", () => {
    const { html, text } = render(clean(PRACTICAL));
    expect(html).toContain(`>${PRACTICAL_INFO_HEADING}</h2>`);
    expect(html).toContain("<strong>P2</strong>");
    expect(html).toContain("Parkeren kost € 5 &lt;per dag&gt;.");
    expect(text).toContain(`${PRACTICAL_INFO_HEADING.toUpperCase()}\nRoute & parkeren\n\nNeem afslag 12`);
    expect(text).toContain("Zie de routebeschrijving (https://example.org/route?van=a&naar=b)");
    expect(text).toContain("Parkeren kost € 5 <per dag>.");
    for (const tag of ["<p>", "<strong>", "<li>", "</p>", "&amp;", "&lt;"]) expect(text).not.toContain(tag);
  });

  it("sanitises hostile practical information", () => {
    const { html, text } = render(clean(HOSTILE));
    for (const bad of ["<script", "alert(", "onclick", "onerror", "javascript:", "<iframe"]) {
      expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
      expect(text.toLowerCase()).not.toContain(bad.toLowerCase());
    }
  });

  it.each(["", "<p></p>", "<p> &nbsp; </p><br>", "<script>alert(1)</script>"])(
    "has no heading without readable practical information (%j)",
    (empty) => {
      const { html, text } = render(clean(empty));
      expect(html).not.toContain(PRACTICAL_INFO_HEADING);
      expect(text).not.toContain(PRACTICAL_INFO_HEADING.toUpperCase());
    },
  );
});
