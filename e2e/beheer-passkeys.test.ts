import { describe, expect, it } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import {
  mailAfterJobs,
  POLL,
  requestSignInLink,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { addStaffMemberThroughApi } from "../test/support/site/back-office-scenarios.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { SetPasskeyPolicyDocument } from "../app/graphql/generated.ts";

// Decision 0039: a staff member registers a passkey on Mijn account, signs out, signs in with it on
// /beheer/inloggen, and removes it; Chromium's virtual authenticator (CDP WebAuthn) plays the person's device.
// WebAuthn needs a domain name in a secure context, so this file's server is opened as http://localhost.
const site = useSiteSession({ mail: true, hostName: "localhost" });

/** A platform authenticator with user verification (a fingerprint reader), answering by itself. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForStaffHydration(page);
}

const notice = (page: Page, text: string) =>
  expect.poll(() => page.getByRole("main").getByRole("status").allTextContents(), POLL).toContain(text);

describe("staff passkeys in the back office", () => {
  it("registers a passkey on Mijn account, signs in with it after signing out, and removes it", async () => {
    const email = "petra.passkey@example.org";
    await addStaffMemberThroughApi(await staffApi(site), { name: "Petra Passkey", email, role: "redacteur" });
    const { page } = await site.open("/beheer/inloggen", DESKTOP, { ip: "198.51.100.21" });
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await signInByMail(page, site.url, site.smtp, email);

    await open(page, "/beheer/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    expect(await section.textContent()).toContain("Je hebt nog geen passkey.");
    await section.getByLabel("Naam van de nieuwe passkey").fill("Laptop werk");
    await section.getByRole("button", { name: "Passkey toevoegen" }).click();
    await notice(page, "De passkey is toegevoegd. Je krijgt er ter controle een e-mail over.");
    await expect
      .poll(() => section.getByRole("listitem").allTextContents(), POLL)
      .toEqual([expect.stringMatching(/^Laptop werk.*Toegevoegd.*Laatst gebruiktNog niet/)]);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    const mail = await mailAfterJobs(site.url, site.smtp, email, 2);
    expect(mail.subject).toContain("Nieuwe passkey");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Uitloggen" }).first().click();
    await page.waitForURL(`${site.url}/beheer/inloggen`);
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Inloggen met een passkey" }).click();
    await page.waitForURL(`${site.url}/beheer`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Welkom, Petra Passkey");

    await open(page, "/beheer/account");
    expect(await section.getByRole("listitem").textContent()).not.toContain("Nog niet");
    await section.getByRole("button", { name: /^Verwijderen/ }).click();
    await notice(page, "De passkey is verwijderd.");
    expect(await section.textContent()).toContain("Je hebt nog geen passkey.");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lets a member whose role requires a passkey only register one after signing in by mail link", async () => {
    const email = "frits.financien@example.org";
    await addStaffMemberThroughApi(await staffApi(site), { name: "Frits Financiën", email, role: "financien" });
    const { page } = await site.open("/beheer/inloggen", DESKTOP, { ip: "198.51.100.22" });
    await addVirtualAuthenticator(page);
    await signInByMail(page, site.url, site.smtp, email);
    await open(page, "/beheer/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await section.getByLabel("Naam van de nieuwe passkey").fill("Telefoon");
    await section.getByRole("button", { name: "Passkey toevoegen" }).click();
    await notice(page, "De passkey is toegevoegd. Je krijgt er ter controle een e-mail over.");

    // A new sign-in by link is now a recovery session: only Mijn account opens, without 'Verwijderen'.
    const { page: other } = await site.open("/beheer/inloggen", DESKTOP, { ip: "198.51.100.23" });
    await other.goto(await requestSignInLink(other, site.url, site.smtp, email));
    await waitForStaffHydration(other);
    await other.getByRole("button", { name: "Inloggen" }).click();
    await other.waitForURL(`${site.url}/beheer/account`);
    await open(other, "/beheer/bestellingen");
    expect(new URL(other.url()).pathname).toBe("/beheer/account");
    await expect
      .poll(async () => (await other.getByRole("main").getByRole("status").allTextContents()).join(" "), POLL)
      .toContain("Voor jouw rol is inloggen met een passkey verplicht.");
    expect(
      await other
        .getByRole("region", { name: "Passkeys" })
        .getByRole("button", { name: /^Verwijderen/ })
        .count(),
    ).toBe(0);
  });

  it("asks 'Bevestig met je passkey' before a staff-account change, then saves it; the policy page likewise", async () => {
    const api = await staffApi(site);
    // Beheerders not required, so a link session of one with a passkey keeps its roles and meets the fresh check.
    await api(SetPasskeyPolicyDocument, { input: { role: "beheerder", required: false } });
    const email = "bea.bevestig@example.org";
    await addStaffMemberThroughApi(api, { name: "Bea Bevestig", email, role: "beheerder" });
    const colleagueId = await addStaffMemberThroughApi(api, {
      name: "Kees Kassa",
      email: "kees.kassa@example.org",
      role: "balie",
    });
    const { page } = await site.open("/beheer/inloggen", DESKTOP, { ip: "198.51.100.24" });
    await addVirtualAuthenticator(page);
    await signInByMail(page, site.url, site.smtp, email);
    await open(page, "/beheer/account");
    const section = page.getByRole("region", { name: "Passkeys" });
    await section.getByLabel("Naam van de nieuwe passkey").fill("Werkplek");
    await section.getByRole("button", { name: "Passkey toevoegen" }).click();
    await notice(page, "De passkey is toegevoegd. Je krijgt er ter controle een e-mail over.");

    await open(page, `/beheer/medewerkers/${colleagueId}`);
    await page.getByLabel("Naam").fill("Kees de Kassa");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    const step = page.getByRole("region", { name: "Bevestig met je passkey" });
    await step.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await step.getByRole("button", { name: "Bevestig met je passkey" }).click();
    await page.waitForURL(`${site.url}/beheer/medewerkers`);
    await expect.poll(() => page.getByRole("main").textContent(), POLL).toContain("Kees de Kassa");

    // Confirmed a moment ago: the policy page saves without asking again, and at once Bea's own link session is a
    // recovery session (beheerders require a passkey again), sent to Mijn account.
    await open(page, "/beheer/medewerkers/passkeys");
    await page.getByRole("button", { name: "Verplicht maken voor Beheerder" }).click();
    await page.waitForURL(`${site.url}/beheer/account`);
    await expect
      .poll(async () => (await page.getByRole("main").getByRole("status").allTextContents()).join(" "), POLL)
      .toContain("Voor jouw rol is inloggen met een passkey verplicht.");
  });
});
