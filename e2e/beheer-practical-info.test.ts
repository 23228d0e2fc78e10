import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  mailAfterJobs,
  POLL,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { createEventThroughApi, orderTickets, type MadeEvent } from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// An event's "Praktische informatie", written in the back office's editor, saved, shown again in the form, kept off
// the public page, and mailed to a ticket holder with the confirmation (HTML and plain text).

const site = useSiteSession({ mail: true });
/** Long enough for ProseMirror's delayed selection sync after a click (tens of milliseconds), on a busy machine. */
const SETTLE_MS = 500;
const FIELD = "Praktische informatie (optioneel)";
const BUYER_EMAIL = "koper.praktisch@example.org";
let event: MadeEvent;

beforeAll(async () => {
  event = await createEventThroughApi(await staffApi(site), {
    name: "Studiedag Praktisch Geregeld",
    type: "EVENT",
    ticketTypes: [{ name: "Regulier", price: "25,00", quantity: 50 }],
  });
});

const editPath = () => `/beheer/evenementen/${event.id}`;

async function openForm(page: Page) {
  await page.goto(`${site.url}${editPath()}`);
  await waitForStaffHydration(page);
  await page.getByRole("toolbar", { name: "Opmaak van Praktische informatie" }).waitFor();
  return page.getByRole("textbox", { name: FIELD, exact: true });
}

describe("an event's practical information", () => {
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
});
