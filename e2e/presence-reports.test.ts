import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { AddStaffMemberDocument, SetAccreditationDocument, StaffCheckInDocument } from "../app/graphql/generated.ts";
import { staffPresencePath } from "../common/site-paths.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { overflowsHorizontally, waitForHydration } from "../test/support/browser/site.ts";
import { mailAfterJobs, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { createEventThroughApi, type MadeEvent } from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// From a purchase to the presence reported to a register (decision 0038), as people do it on a phone: a buyer buys a
// ticket for an accredited event, gives a BIG number through the link in the ticket mail; the ticket is checked in
// at the door; a financien member finds the event under Accreditatie, sees PE-online's exact list, downloads the
// file and marks it reported by keyboard; after that the buyer's number is frozen.

const site = useSiteSession({ mail: true });
const BUYER = "presentie.koper@voorbeeld.example.org";
const FINANCIEN = { email: "fenna.financien@forensischforum.example.org", name: "Fenna Financiën" };
const BIG_NUMBER = "BIG-1234 5678 901";
let event: MadeEvent;
let ticketLink = "";

beforeAll(async () => {
  const staff = await staffApi(site);
  event = await createEventThroughApi(staff, {
    name: "Studiedag Presentie en Accreditatie",
    ticketTypes: [{ name: "Regulier", price: "45,00", quantity: 20 }],
  });
  await staff(SetAccreditationDocument, {
    input: {
      subject: { kind: "EVENT", id: event.id },
      hours: "6",
      points: "6",
      accreditationNumber: "ACC-E2E-PRESENTIE",
      registerCodes: ["BIG", "NIP"],
    },
  });
  await staff(AddStaffMemberDocument, { input: { ...FINANCIEN, roles: ["financien"] } });
});

async function buyOneTicket(page: Page) {
  await page.getByLabel("Aantal Regulier").fill("1");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
  const details: [string, string][] = [
    ["Voornaam", "Petra"],
    ["Achternaam", "Presentie"],
    ["E-mailadres", BUYER],
    ["Telefoonnummer", "0612345678"],
    ["Straat en huisnummer", "Lindelaan 40"],
    ["Postcode", "3822 XK"],
    ["Plaats", "Amersfoort"],
  ];
  for (const [label, value] of details) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Op factuur").check();
  await page.getByRole("button", { name: "Bestellen met betaalverplichting" }).click();
  await page.getByRole("heading", { level: 1, name: "Je aanmelding is voltooid" }).waitFor(POLL);
}

const numbersRegion = (page: Page) => page.getByRole("region", { name: "Registratienummers voor accreditatiepunten" });

describe("presence reported to a register", () => {
  it("a buyer buys on a phone and gives a BIG number through the ticket mail's link", async () => {
    const { page, errors } = await site.open(`/evenementen/${event.id}/aanmelden`, PHONE, { ip: "10.63.0.1" });
    await waitForHydration(page);
    await buyOneTicket(page);
    const mail = await mailAfterJobs(site.url, site.smtp!, BUYER);
    ticketLink = mail.text?.match(/Registratienummer invullen: (\S+)/)?.[1] ?? "";
    expect(ticketLink).toMatch(/\/workshops\/aanmelden\?code=FF-/);

    await page.goto(ticketLink);
    await waitForHydration(page);
    await numbersRegion(page)
      .getByLabel(/^BIG-nummer/)
      .fill(BIG_NUMBER);
    await numbersRegion(page).getByRole("button", { name: "Registratienummers opslaan" }).click();
    await page.getByText("Je registratienummers zijn opgeslagen.").waitFor(POLL);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    const staff = await staffApi(site);
    const code = new URL(ticketLink).searchParams.get("code")!;
    const { checkIn } = await staff(StaffCheckInDocument, { input: { scope: { kind: "EVENT", id: event.id }, code } });
    expect(checkIn.status).toBe("WELCOME");
  });

  it("financien finds it under Accreditatie on a phone, with PE-online's exact list and the file", async () => {
    const { page, errors } = await site.open("/beheer/inloggen", PHONE);
    await signInByMail(page, site.url, site.smtp, FINANCIEN.email);
    const nav = page.getByRole("navigation", { name: "Beheer" });
    await nav.getByText("Menu", { exact: true }).click();
    await nav.getByRole("link", { name: "Accreditatie" }).click();
    await page.getByRole("heading", { level: 1, name: "Accreditatie" }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Studiedag Presentie en Accreditatie" });
    expect(await row.textContent()).toContain("BIG-register: Nog niet gemeld");
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("link", { name: "Studiedag Presentie en Accreditatie" }).click();
    await page.getByRole("heading", { level: 1, name: /^Aanwezigheid: Studiedag/ }).waitFor();
    await waitForStaffHydration(page);

    const list = page.getByLabel(/^Lijst voor PE-online/);
    expect(await list.inputValue()).toBe("BIG-12345678901");
    expect(await page.getByText("Nog niet gemeld: 1 deelnemer op de lijst.").count()).toBe(1);
    expect(await page.getByRole("row").filter({ hasText: "Petra Presentie" }).textContent()).toContain(
      "BIG-12345678901",
    );
    await page.getByRole("button", { name: "Kopieer de lijst" }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole("status")
            .filter({ hasText: /gekopieerd|Kopiëren lukte niet/ })
            .count(),
        POLL,
      )
      .toBe(1);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const csv = await page.request.get(
      await page
        .getByRole("link", { name: "Aanwezigheid (CSV)" })
        .getAttribute("href")
        .then((href) => `${site.url}${href}`),
    );
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain("BIG-12345678901");
    expect(text).toContain("ACC-E2E-PRESENTIE");
    expect(text).not.toContain("Niet ingecheckt");

    // The NIP list is empty: nobody gave a NIP number.
    await page.getByRole("navigation", { name: "Registers" }).getByRole("link", { name: /^NIP/ }).click();
    await expect.poll(() => page.getByLabel(/^Lijst voor PE-online/).inputValue(), POLL).toBe("");
    expect(await page.getByText("Nog niemand op de lijst: er is niets te melden.").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("is marked reported by keyboard (who, when), after which the buyer's number is frozen", async () => {
    // The buyer has the ticket's page open, and types another number while staff report the list.
    const buyer = await site.open(new URL(ticketLink).pathname + new URL(ticketLink).search, PHONE, {
      ip: "10.63.0.2",
    });
    await waitForHydration(buyer.page);
    await numbersRegion(buyer.page)
      .getByLabel(/^BIG-nummer/)
      .fill("99988877766");

    const { page } = await site.open("/beheer/inloggen", PHONE);
    await signInByMail(page, site.url, site.smtp, FINANCIEN.email);
    await page.goto(`${site.url}${staffPresencePath("EVENT", event.id, "BIG")}`);
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Markeer als gemeld bij BIG-register" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "De aanwezigheid is als gemeld vastgelegd." }).waitFor(POLL);
    const reported = /^Gemeld door Fenna Financiën op .+ \(1 deelnemer\)\. Sindsdien is niets veranderd\.$/;
    expect(await page.getByText(reported).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Markeer/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Refused beside the field, in Dutch; after that the page shows the number as reported, without a field.
    await numbersRegion(buyer.page).getByRole("button", { name: "Registratienummers opslaan" }).click();
    await buyer.page
      .getByText(/Je aanwezigheid is al aan BIG-register gemeld/)
      .first()
      .waitFor(POLL);
    expect(await axeViolations(buyer.page)).toEqual([]);
    await buyer.page.goto(ticketLink);
    await waitForHydration(buyer.page);
    const region = numbersRegion(buyer.page);
    await region.getByText("Gemeld aan het register, dus wijzigen kan hier niet meer.", { exact: false }).waitFor(POLL);
    expect(await region.getByText("12345678901").count()).toBe(1);
    expect(await region.getByLabel(/^BIG-nummer/).count()).toBe(0);
    // The NIP number, not reported, can still be given.
    expect(await region.getByLabel(/^Registratienummer NIP/).count()).toBe(1);
    expect(await axeViolations(buyer.page)).toEqual([]);
  });
});
