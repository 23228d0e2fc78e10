import { beforeAll, describe, expect, it } from "vitest";
import { RegisterAttendeeDocument, ValidateTokenDocument } from "../app/graphql/generated.ts";
import { ApiRequestError, apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// After the cut-off before the first slot the wizard shows the choice read-only, in Dutch; the API refuses a change.
// The file makes a forum two months ahead with one workshop slot, and a ticket for it without a choice yet; a cut-off a
// year before its first slot has passed already. With mail: staff make the forum, and the ticket's code comes by mail.
const site = useSiteSession({ mail: true, env: { WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE: String(60 * 24 * 365) } });
const api = apiClient(site, { ip: "10.93.0.1" });
let CODE: string;

beforeAll(async () => {
  const { codes } = await eventWithTicketCodes(site, api, {
    name: "Forum na de sluitingstermijn",
    inDays: 60,
    tickets: 1,
    buyer: "sluiting.koper@voorbeeld.example.org",
    slots: [{ workshops: [{ name: "Verhoortechnieken", capacity: 30 }] }],
  });
  CODE = codes[0]!;
});

describe("workshop changes after the cut-off", () => {
  it("shows the choice read-only with the reason, and refuses a change", async () => {
    const { page, errors } = await site.open(`/workshops/aanmelden?code=${CODE}`, DESKTOP, { ip: "10.93.0.2" });
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Anna");
    await page.getByLabel("Achternaam").fill("de Vries");
    await page.getByLabel("E-mailadres").fill("anna.devries@example.org");
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByRole("heading", { name: "Je workshopkeuze" }).waitFor();
    await page.getByText(/Je kunt je workshopkeuze niet meer wijzigen: dat kon tot \w+dag \d+ \w+ \d{4}/).waitFor();
    expect(await page.locator("button[aria-pressed]").count()).toBe(0);
    expect(await page.getByRole("button", { name: /wachtlijst/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Verwijder selectie/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    const { workshopsByRegistrationToken: lookup } = await api(ValidateTokenDocument, { token: CODE });
    expect(lookup.changesClosed).toBe(true);
    const refusal = await api(RegisterAttendeeDocument, {
      input: {
        registrationToken: CODE,
        workshopId: lookup.availableWorkshops[0]!.id,
        firstName: "Anna",
        lastName: "de Vries",
        email: "anna.devries@example.org",
      },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).code).toBe("CONFLICT");
    expect((refusal as ApiRequestError).message).toMatch(
      /Je kunt je workshopkeuze niet meer wijzigen: dat kon tot \w+dag \d+ \w+ \d{4} om \d\d:\d\d uur\./,
    );
  });
});
