import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { buyWithIdeal, ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  POLL,
  mailAfterJobs,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";

// The beheerder finds a paid order by the buyer's name, reads its timeline, resends its confirmation (the mail
// arrives at the real SMTP server) and names another holder for a ticket, with the keyboard only. The order is the
// file's own: two tickets of a forum it makes, bought with iDEAL and paid at the test provider.

const site = useSiteSession({ mail: true });

const BUYER = { firstName: "Marloes", lastName: "Dekker", email: "marloes.dekker@bestelling.example.org" };
const BUYER_NAME = `${BUYER.firstName} ${BUYER.lastName}`;

beforeAll(async () => {
  const forum = await ownForum(site, { name: "Forum over bestellingen" });
  await buyWithIdeal(site, apiClient(site, { ip: "10.82.0.1" }), {
    eventId: forum.id,
    lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 2 }],
    buyer: BUYER,
    ip: "10.82.0.2",
  });
});

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

const mailsTo = (email: string) =>
  site.smtp.received.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(email)),
  ).length;

describe("orders in the back office", () => {
  it("finds the order by its buyer, shows its timeline, resends the confirmation and changes a ticket's holder", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);

    await page.goto(`${site.url}/beheer/bestellingen`);
    await waitForStaffHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await typeInto(page, "Zoek op naam, e-mailadres, bestelnummer of factuurnummer", BUYER_NAME);
    await page.keyboard.press("Enter");
    await page.waitForURL(/zoek=Marloes/);
    await page.getByRole("link", { name: BUYER_NAME }).first().focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/beheer\/bestellingen\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    await page.getByRole("heading", { level: 1, name: `Bestelling van ${BUYER_NAME}` }).waitFor();
    await waitForStaffHydration(page);
    const timeline = page.locator("ol").filter({ hasText: "Bestelling geplaatst" });
    await expect.poll(() => timeline.textContent(), POLL).toContain("Betaalpoging: betaald");
    expect(await timeline.textContent()).toContain("E-mail: ");
    expect(await axeViolations(page)).toEqual([]);

    // Resend the confirmation: one more mail to the buyer at the SMTP server.
    const before = mailsTo(BUYER.email);
    await page.getByRole("button", { name: "Bevestiging opnieuw sturen" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "De bevestiging staat klaar om te versturen" }).waitFor();
    // The notice came in a cookie: the address stays the order's own, so a reload does not show it again.
    expect(page.url()).toBe(orderUrl);
    const mail = await mailAfterJobs(site.url, site.smtp, BUYER.email, before + 1);
    expect(mail.attachments.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator("ol").filter({ hasText: "Bestelling geplaatst" }).textContent(), POLL)
      .toContain("Bevestiging opnieuw verstuurd");

    // A colleague uses the first ticket.
    // The page's own disclosures (the menu's, folded on a phone, comes first in the document).
    const main = page.getByRole("main");
    await main.locator("summary").first().focus();
    await page.keyboard.press("Enter");
    const firstTicket = main
      .locator("li")
      .filter({ has: page.locator("summary") })
      .first();
    const firstName = firstTicket.getByLabel("Voornaam");
    await firstName.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Jorien");
    await firstTicket.getByLabel("Achternaam").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Kuipers");
    await firstTicket.getByLabel("E-mailadres").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("jorien.kuipers@example.org");
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: "De naam en het e-mailadres van het ticket zijn gewijzigd." })
      .waitFor();
    await expect.poll(() => page.getByText("Jorien Kuipers (jorien.kuipers@example.org)").count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
