import { describe, expect, it } from "vitest";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { courseCancellationMail } from "./course-cancellation.ts";
import { CANCEL_LINK_TEXT, NUMBERS_LINK_TEXT, courseEnrollmentMail } from "./course-enrollment.ts";
import type { CourseMailCourse } from "./course-mail-rows.ts";

const publicUrl = "https://forensischforum.example.org";
const siteName = "Forensisch Forum";

const course: CourseMailCourse & { practicalInfoHtml: SanitizedHtml } = {
  id: "c1",
  practicalInfoHtml: "" as SanitizedHtml,
  title: "Agressie & de-escalatie <basis>",
  startsAt: new Date("2027-03-11T08:30:00Z"),
  endsAt: new Date("2027-03-12T15:30:00Z"),
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  organization: { name: "FPC 'De Kijvelanden'" },
};

const participant = {
  firstName: '<img src=x onerror="alert(1)">',
  lastName: "Hofstede",
  email: "sanne@example.org",
  phoneNumber: "+31612345678",
  organization: "Zorg & Veiligheid",
  function: null,
};

const enrolled = (asksNumbers = false) =>
  courseEnrollmentMail({ participant, course, cancelToken: "tok_en-1", asksNumbers, siteName, publicUrl });

describe("the course enrolment mail", () => {
  it("escapes what the participant typed and what the editor wrote in the HTML, not in the text", () => {
    const { html, text, subject } = enrolled();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<basis>");
    expect(html).toContain("Beste &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(html).toContain("Agressie &amp; de-escalatie &lt;basis&gt;");
    expect(html).toContain("FPC &#39;De Kijvelanden&#39;");
    expect(html).toContain("Zorg &amp; Veiligheid");
    expect(text).toContain('Beste <img src=x onerror="alert(1)">,');
    expect(subject).toBe("Bevestiging van je aanmelding: Agressie & de-escalatie <basis>");
  });

  it("tells when and where, the details given, that it is free, and links to cancel and to the course", () => {
    const { html, text } = enrolled();
    expect(text).toContain("Wanneer: donderdag 11 maart 2027 om 09:30 uur (tot vrijdag 12 maart 2027 om 16:30 uur)");
    expect(text).toContain("Waar: Lindelaan 40, 3822 XK Amersfoort, Nederland");
    // Stored as E.164, shown the Dutch way.
    expect(text).toContain("Telefoonnummer: 06 12345678");
    expect(text).not.toContain("Functie:");
    expect(text).toContain("Deelname is gratis, maar het aantal plaatsen is beperkt.");
    expect(text).toContain(`${publicUrl}/vakschool/afmelden/tok_en-1`);
    expect(html).toContain(`<a href="${publicUrl}/vakschool/afmelden/tok_en-1"`);
    expect(html).toContain(`>${CANCEL_LINK_TEXT}</a>`);
    expect(html).toContain(`<a href="${publicUrl}/vakschool/c1"`);
    expect(text).not.toContain(NUMBERS_LINK_TEXT);
  });

  it("of an accredited course, says the same link's page takes the registration numbers", () => {
    const { html, text } = enrolled(true);
    expect(text).toContain(
      "Heb je accreditatiepunten nodig? Je registratienummer vul je in of wijzig je op dezelfde pagina:",
    );
    expect(html).toContain(`>${NUMBERS_LINK_TEXT}</a>`);
    expect(html.split(`<a href="${publicUrl}/vakschool/afmelden/tok_en-1"`)).toHaveLength(3);
  });

  it("names the function when one was given", () => {
    const { text } = courseEnrollmentMail({
      participant: { ...participant, function: "Sociotherapeut" },
      course,
      cancelToken: "t",
      asksNumbers: false,
      siteName,
      publicUrl,
    });
    expect(text).toContain("Functie: Sociotherapeut");
  });
});

describe("the course cancellation mail", () => {
  it("confirms the cancellation, links to the course to enrol again, and escapes the title", () => {
    const { subject, html, text } = courseCancellationMail({ firstName: "Sanne", course, siteName, publicUrl });
    expect(subject).toBe("Je afmelding voor Agressie & de-escalatie <basis>");
    expect(text).toContain("Je bent afgemeld voor de cursus Agressie & de-escalatie <basis> op donderdag 11 maart");
    expect(text).toContain("Je plaats is vrijgegeven voor iemand anders.");
    expect(text).toContain(`${publicUrl}/vakschool/c1`);
    expect(html).not.toContain("<basis>");
  });
});
