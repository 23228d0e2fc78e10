import { describe, expect, it } from "vitest";
import { apiClient } from "../test/support/site/api-client.ts";
import { eventWithFullWorkshop } from "../test/support/site/workshop-scenarios.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";

// A full workshop cannot be chosen (docs/product.md §4): the test makes an event of its own as staff do, fills a
// workshop of two places with tickets bought through the order API, whose codes are read from the confirmation
// e-mail, and opens the wizard with the third ticket's code.

const site = useSiteSession({ mail: true });
let visitor = 0;
// Each call as its own client: code checks are rate-limited per client.
const api = apiClient(site, { ip: () => `10.77.${Math.floor(++visitor / 250)}.${visitor % 250}` });

describe("a full workshop in the wizard", () => {
  it("shows 'Workshop vol', cannot be chosen and offers its waitlist", async () => {
    const full = await eventWithFullWorkshop(site, api, {
      name: "Forum met een volle workshop",
      capacity: 2,
      spare: 1,
      buyer: "vol.maker@voorbeeld.example.org",
    });

    const { page, errors } = await site.open(`/workshops/aanmelden?code=${full.spare[0]}`, DESKTOP);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "10.78.0.1" });
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel("E-mailadres").fill("anna.devries@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();

    // A full card is no choice button any more: it shows 'Workshop vol' and offers its waitlist (decision 0018).
    expect(await page.locator("button[aria-pressed]").filter({ hasText: full.workshop.name }).count()).toBe(0);
    expect(await page.locator("button[aria-pressed]").filter({ hasText: full.roomyWorkshopName }).count()).toBe(1);
    const card = page.getByRole("listitem").filter({ hasText: full.workshop.name });
    expect(await card.textContent()).toContain("Workshop vol");
    await card.getByRole("button", { name: /^Zet me op de wachtlijst/ }).waitFor();
    expect(await page.locator("button[aria-pressed='true']").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
