import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  mailAfterJobs,
  POLL,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import {
  createCourseThroughApi,
  createEventThroughApi,
  createOrganizationThroughApi,
  enrollThroughApi,
  orderTickets,
  type MadeEvent,
} from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// An event's "Praktische informatie", written in the back office's editor, saved, shown again in the form, kept off
// the public page, and mailed to a ticket holder with the confirmation (HTML and plain text); a course's, typed
// without JavaScript, in the enrolment confirmation.

const site = useSiteSession({ mail: true });
/** Long enough for ProseMirror's delayed selection sync after a click (tens of milliseconds), on a busy machine. */
const SETTLE_MS = 500;
const FIELD = "Praktische informatie (optioneel)";
const BUYER_EMAIL = "koper.praktisch@example.org";
let event: MadeEvent;
let courseId = "";

beforeAll(async () => {
  const staff = await staffApi(site);
  event = await createEventThroughApi(staff, {
    name: "Studiedag Praktisch Geregeld",
    type: "EVENT",
    ticketTypes: [{ name: "Regulier", price: "25,00", quantity: 50 }],
  });
  const organizationId = await createOrganizationThroughApi(staff, "Kliniek Praktisch Geregeld");
  courseId = await createCourseThroughApi(staff, {
    title: "Cursus Praktisch Geregeld",
    organizationId,
    maxParticipants: 10,
  });
});

const editPath = () => `/beheer/evenementen/${event.id}`;

async function openForm(page: Page) {
  await page.goto(`${site.url}${editPath()}`);
  await waitForStaffHydration(page);
  await page.getByRole("toolbar", { name: "Opmaak van Praktische informatie" }).waitFor();
  return page.getByRole("textbox", { name: FIELD, exact: true });
}

describe("practical information in the back office", () => {
  it("is written in the editor, saved, shown again, kept off the public page and mailed with the tickets", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const editor = await openForm(page);
    // Staff see where it goes, right under the label.
    expect(await page.getByText("Komt in de bevestigingsmail, de workshopbevestiging en de herinnering.").count()).toBe(
      1,
    );
    expect(await page.locator("input[type='hidden'][name='practicalInfo']").inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);

    await editor.click();
    await page.waitForTimeout(SETTLE_MS);
    await page.keyboard.type("Parkeer op P2 & loop 5 minuten.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Neem je laptop mee.");
    await expect
      .poll(() => editor.locator("p").allTextContents(), POLL)
      .toEqual(["Parkeer op P2 & loop 5 minuten.", "Neem je laptop mee."]);
    // Its preview says where the text goes: the mails, not the website.
    await page.getByRole("button", { name: "Voorbeeld van Praktische informatie", exact: true }).click();
    const preview = page.getByRole("region", { name: "Voorbeeld van Praktische informatie" });
    await preview.getByRole("status").filter({ hasText: "in de mails" }).waitFor();
    expect(await preview.locator(".course-description p").allTextContents()).toEqual([
      "Parkeer op P2 & loop 5 minuten.",
      "Neem je laptop mee.",
    ]);
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen" }).waitFor();

    // The form shows it again, from the API, as the editor's paragraphs.
    const again = await openForm(page);
    expect(await again.locator("p").allTextContents()).toEqual([
      "Parkeer op P2 & loop 5 minuten.",
      "Neem je laptop mee.",
    ]);
    expect(await page.locator("input[type='hidden'][name='practicalInfo']").inputValue()).toBe(
      "<p>Parkeer op P2 &amp; loop 5 minuten.</p><p>Neem je laptop mee.</p>",
    );

    // It is for ticket holders: the public event page does not show it.
    const publicPage = await (await fetch(`${site.url}/evenementen/${event.id}`)).text();
    expect(publicPage).toContain("Studiedag Praktisch Geregeld");
    expect(publicPage).not.toContain("Parkeer op P2");

    // A ticket bought on invoice: the confirmation carries it under its heading, in HTML and in text.
    await orderTickets(apiClient(site, { ip: "10.85.0.1" }), {
      eventId: event.id,
      lines: [{ ticketTypeId: event.ticketTypeIds["Regulier"]!, quantity: 1 }],
      paymentMethod: "INVOICE",
      email: BUYER_EMAIL,
      publicUrl: site.url,
    });
    const mail = await mailAfterJobs(site.url, site.smtp, BUYER_EMAIL);
    expect(mail.text).toContain("PRAKTISCHE INFORMATIE\nParkeer op P2 & loop 5 minuten.\n\nNeem je laptop mee.");
    expect(mail.html).toContain(">Praktische informatie</h2>");
    expect(mail.html).toContain("Parkeer op P2 &amp; loop 5 minuten.</p>");
    expect(errors).toEqual([]);
  });

  it("is typed into a course's form without JavaScript and mailed with the enrolment confirmation", async () => {
    const signedIn = await site.open("/beheer/inloggen");
    await signInByMail(signedIn.page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await context.addCookies(await signedIn.page.context().cookies());
    const page = await context.newPage();
    await page.goto(`${site.url}/beheer/cursussen/${courseId}`);
    expect(await page.getByText("Komt in de bevestigingsmail en de herinnering.").count()).toBe(1);
    // Without JavaScript the field is a text box; plain text becomes paragraphs and a list.
    const textarea = page.getByLabel(FIELD, { exact: true });
    await textarea.fill("Parkeer op P1, achter de kliniek.\n\n- Laptop\n- Eigen casus");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De cursus is opgeslagen." }).waitFor();
    expect(await page.getByLabel(FIELD, { exact: true }).inputValue()).toBe(
      "<p>Parkeer op P1, achter de kliniek.</p>\n<ul><li>Laptop</li><li>Eigen casus</li></ul>",
    );
    await context.close();

    const person = { firstName: "Joris", lastName: "Vermeer", email: "joris.praktisch@example.org" };
    await enrollThroughApi(apiClient(site, { ip: "10.85.0.2" }), courseId, person);
    const mail = await mailAfterJobs(site.url, site.smtp, person.email);
    expect(mail.text).toContain("PRAKTISCHE INFORMATIE\nParkeer op P1, achter de kliniek.\n\n- Laptop\n- Eigen casus");
    expect(mail.html).toContain('<li style="margin:0 0 4px;">Eigen casus</li>');
  });
});
