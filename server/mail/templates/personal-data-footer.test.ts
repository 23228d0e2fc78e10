import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { confirmedOrderFixture } from "../../../test/support/confirmed-order.ts";
import { certificateMail } from "./certificate.ts";
import { courseCanceledMail } from "./course-canceled.ts";
import { courseCancellationMail } from "./course-cancellation.ts";
import { courseEnrollmentMail } from "./course-enrollment.ts";
import type { CourseMailCourse } from "./course-mail-rows.ts";
import { courseReminderMail } from "./course-reminder.ts";
import {
  courseWaitlistClosedMail,
  courseWaitlistExpiredMail,
  courseWaitlistJoinedMail,
  courseWaitlistOfferMail,
} from "./course-waitlist.ts";
import { creditInvoiceMail } from "./credit-invoice.ts";
import { eventReminderMail } from "./event-reminder.ts";
import { invoiceReminderMail } from "./invoice-reminder.ts";
import type { EmailContent } from "./layout.ts";
import { orderAwaitingApprovalMail, orderRejectedMail } from "./order-approval.ts";
import { orderConfirmationMail } from "./order-confirmation.ts";
import { personalDataErasedMail, personalDataLinkMail } from "./personal-data.ts";
import { staffMessageMail } from "./staff-message.ts";
import { staffPasskeyAddedMail } from "./staff-passkey-added.ts";
import { staffSignInMail } from "./staff-sign-in.ts";
import { workshopChoiceMail } from "./workshop-choice.ts";

// Every mail links to "Mijn gegevens" (decision 0024), in its HTML and in its plain-text twin.
const site = { siteName: "Forensisch Forum", publicUrl: "https://ff.example.org" };
const PERSONAL_DATA_URL = "https://ff.example.org/mijn-gegevens";
const day = new Date("2027-03-11T08:30:00Z");
const course: CourseMailCourse & { practicalInfoHtml: SanitizedHtml } = {
  id: "c1",
  practicalInfoHtml: "<p>Parkeren op P1.</p>" as SanitizedHtml,
  title: "Agressie en de-escalatie",
  startsAt: day,
  endsAt: day,
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
const party = {
  name: "Sanne Hofstede",
  address: "Wilgenlaan 7",
  postalCode: "3431 JB",
  city: "Nieuwegein",
  country: "NL",
};
const waitlist = { firstName: "Sanne", course, token: "w".repeat(32), ...site };
// A text as the allow-list leaves it (these tests sit in the mail layer, which never runs the sanitiser itself).
const practicalInfoHtml = "<p>Parkeren op P1.</p>" as SanitizedHtml;
const event = {
  id: "e1",
  name: "Jaarcongres 2027",
  startsAt: day,
  endsAt: day,
  location: "Amersfoort",
  practicalInfoHtml,
};

/** One rendering of every mail template, by the name of its function. */
const EVERY_MAIL: Record<string, () => EmailContent> = {
  certificateMail: () =>
    certificateMail({
      firstName: "Sanne",
      fullName: "Sanne Hofstede",
      subjectTitle: "Jaarcongres 2027",
      startsAt: day,
      hours: "6,5",
      points: "6",
      registers: ["BIG"],
      registrationNumbers: [{ registerCode: "BIG", registerName: "BIG", number: "12345678901" }],
      code: "FC-AAAA-BBBB-CCCC",
      correctionToken: "c".repeat(32),
      pdfToken: "p".repeat(32),
      reissued: false,
      ...site,
    }),
  courseCanceledMail: () => courseCanceledMail({ firstName: "Sanne", course, ...site }),
  courseCancellationMail: () => courseCancellationMail({ firstName: "Sanne", course, ...site }),
  courseEnrollmentMail: () =>
    courseEnrollmentMail({ participant, course, cancelToken: "t".repeat(32), asksNumbers: true, ...site }),
  courseReminderMail: () => courseReminderMail({ firstName: "Sanne", course, cancelToken: "t".repeat(32), ...site }),
  courseWaitlistJoinedMail: () => courseWaitlistJoinedMail({ ...waitlist, position: 2 }),
  courseWaitlistOfferMail: () => courseWaitlistOfferMail({ ...waitlist, expiresAt: day }),
  courseWaitlistExpiredMail: () => courseWaitlistExpiredMail(waitlist),
  courseWaitlistClosedMail: () => courseWaitlistClosedMail(waitlist),
  creditInvoiceMail: () =>
    creditInvoiceMail({
      firstName: "Sanne",
      eventName: "Jaarcongres 2027",
      creditNumber: "2027-0002",
      originalNumber: "2027-0001",
      amountCents: 9500,
      ticketCount: 1,
      whole: false,
      refundCents: 0,
      ...site,
    }),
  eventReminderMail: () =>
    eventReminderMail({
      firstName: "Sanne",
      event,
      tickets: [{ code: "FF-AAAA-BBBB-CCCC", ticketTypeName: "Regulier", slots: [] }],
      ...site,
    }),
  invoiceReminderMail: () =>
    invoiceReminderMail({
      invoice: { number: "2027-0001", issuedAt: day, dueAt: day, totalCents: 9500, buyer: party, seller: party },
      openCents: 9500,
      sequence: 1,
      ...site,
    }),
  orderAwaitingApprovalMail: () => orderAwaitingApprovalMail({ order: confirmedOrderFixture(), ...site }),
  orderRejectedMail: () => orderRejectedMail({ order: confirmedOrderFixture(), ...site }),
  orderConfirmationMail: () => orderConfirmationMail({ order: confirmedOrderFixture(), invoice: null, ...site }),
  personalDataLinkMail: () =>
    personalDataLinkMail({ url: `${PERSONAL_DATA_URL}/${"x".repeat(43)}`, validMinutes: 60, ...site }),
  personalDataErasedMail: () =>
    personalDataErasedMail({
      anonymised: [],
      kept: [{ what: "Facturen", why: "De belastingwet", until: day }],
      ...site,
    }),
  staffMessageMail: () =>
    staffMessageMail({ subject: "Zaalwijziging", body: "Zaal 2.", audienceName: "de workshop", ...site }),
  staffPasskeyAddedMail: () =>
    staffPasskeyAddedMail({
      name: "Bea",
      passkeyName: "Laptop",
      addedAt: day,
      accountUrl: "https://ff.example.org/beheer/account",
      ...site,
    }),
  staffSignInMail: () =>
    staffSignInMail({
      name: "Bea",
      signInUrl: "https://ff.example.org/beheer/inloggen/link",
      validMinutes: 15,
      ...site,
    }),
  workshopChoiceMail: () =>
    workshopChoiceMail({
      firstName: "Sanne",
      eventName: "Jaarcongres 2027",
      practicalInfoHtml,
      code: "FF-AAAA-BBBB-CCCC",
      slots: [],
      changesCloseAt: null,
      ...site,
    }),
};

/** The mail functions every template module exports ('...Mail'), read from the folder, so a new one is not missed. */
async function exportedMailFunctions(): Promise<string[]> {
  const folder = new URL(".", import.meta.url);
  const modules = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const names: string[] = [];
  for (const file of modules) {
    const exported = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (typeof value === "function" && /^[a-z]\w*Mail$/.test(name) && name !== "renderBlockMail") names.push(name);
  }
  return names.sort();
}

describe("the 'Mijn gegevens' link in every mail", () => {
  it("is rendered here for every template the folder exports", async () => {
    expect(Object.keys(EVERY_MAIL).sort()).toEqual(await exportedMailFunctions());
  });

  for (const [name, render] of Object.entries(EVERY_MAIL)) {
    it(`${name}: in the HTML footer as a link and at the end of the text`, () => {
      const { html, text } = render();
      expect(html).toContain(`<a href="${PERSONAL_DATA_URL}" style="color:#175656;">Mijn gegevens</a>`);
      expect(
        text.trimEnd().endsWith(`Mijn gegevens bekijken, downloaden of laten verwijderen: ${PERSONAL_DATA_URL}`),
      ).toBe(true);
    });
  }
});
