import { describe, expect, it } from "vitest";
import { EventQueryDocument, FeaturedEventQueryDocument, ValidateTokenDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { orderTickets, registerForWorkshop } from "../test/support/site/factories.ts";
import { afterJobs } from "../test/support/site/jobs.ts";
import { mailsTo } from "../test/support/browser/staff.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";

// A full workshop cannot be chosen (docs/product.md §4): fill the smallest workshop of the second slot with real
// tickets, bought through the order service, whose codes are read from the confirmation e-mails.

// One invoice order fills the workshop; that large orders wait for approval is not this test's subject.
const site = useSiteSession({ mail: true });
const DEMO_CODE = "FF-7KQM-3XPA-9TDV";
const CODE = /FF-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

let visitor = 0;
// Each call as its own client: code checks are rate-limited per client.
const api = apiClient(site, { ip: () => `10.77.${Math.floor(++visitor / 250)}.${visitor % 250}` });

/** The distinct ticket codes of the confirmation to `buyer` that has `expected` of them, once the jobs ran. */
function codesFromMails(buyer: string, expected: number): Promise<string[]> {
  return afterJobs(
    site.url,
    () =>
      mailsTo(site.smtp, buyer)
        .map((mail) => [...new Set((mail.text ?? "").match(CODE))])
        .find((codes) => codes.length === expected),
    () => `geen bevestiging met ${expected} codes voor ${buyer}`,
  );
}

describe("a full workshop in the wizard", () => {
  it("shows 'Workshop vol', cannot be chosen and offers its waitlist", async () => {
    const { workshopsByRegistrationToken: lookup } = await api(ValidateTokenDocument, { token: DEMO_CODE });
    const secondSlot = lookup.availableWorkshops.at(-1)!.slotId;
    const target = lookup.availableWorkshops
      .filter((workshop) => workshop.slotId === secondSlot)
      .sort((a, b) => a.currentCapacity - b.currentCapacity)[0]!;

    const { currentFeaturedEvent } = await api(FeaturedEventQueryDocument);
    const { eventById: forum } = await api(EventQueryDocument, { id: currentFeaturedEvent!.id });
    const regular = forum!.ticketTypes.find((type) => type.name === "Regulier")!;
    const buyer = "vol.maker@voorbeeld.example.org";
    await orderTickets(api, {
      eventId: forum!.id,
      lines: [{ ticketTypeId: regular.id, quantity: target.currentCapacity }],
      paymentMethod: "INVOICE",
      email: buyer,
      publicUrl: site.url,
    });
    const codes = await codesFromMails(buyer, target.currentCapacity);
    for (const [index, code] of codes.entries()) {
      await registerForWorkshop(api, {
        registrationToken: code,
        workshopId: target.id,
        firstName: "Deelnemer",
        lastName: `Nummer ${index + 1}`,
        email: buyer,
      });
    }

    const { page, errors } = await site.open(`/workshops/aanmelden?code=${DEMO_CODE}`, DESKTOP);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "10.78.0.1" });
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel("E-mailadres").fill("anna.devries@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();

    // A full card is no choice button any more: it shows 'Workshop vol' and offers its waitlist (decision 0018).
    expect(await page.locator("button[aria-pressed]").filter({ hasText: target.name }).count()).toBe(0);
    const card = page.getByRole("listitem").filter({ hasText: target.name });
    expect(await card.textContent()).toContain("Workshop vol");
    await card.getByRole("button", { name: /^Zet me op de wachtlijst/ }).waitFor();
    expect(await page.locator("button[aria-pressed='true']").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
