import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  POLL,
  DEMO_REDACTEUR,
  requestSignInLink,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";

// The back office's entrance. Signing in through the real sign-in mail (a real SMTP server in this test
// process), with the keyboard only; what each role may open; signing out here and everywhere.

// Every test signs in by mail again; the limit on sign-in requests has tests of its own.
const site = useSiteSession({ mail: true });
const TABLET = { width: 820, height: 1180 };

describe("the back office's sign-in", () => {
  it("sends a visitor without a session to the sign-in page, which the public site does not link to", async () => {
    const { page } = await site.open("/beheer/medewerkers");
    expect(new URL(page.url()).pathname).toBe("/beheer/inloggen");
    expect(new URL(page.url()).searchParams.get("terug")).toBe("/beheer/medewerkers");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Inloggen op de beheeromgeving");
    expect(await axeViolations(page)).toEqual([]);
    const home = await fetch(`${site.url}/`).then((response) => response.text());
    expect(home).not.toContain("/beheer");
  });

  it("answers an unknown address exactly like a known one, and mails only the known one", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await waitForStaffHydration(page);
    await page.getByLabel("E-mailadres").fill("onbekend@example.org");
    await page.getByRole("button", { name: "Stuur mij een inloglink" }).click();
    const answer = await page.getByRole("status").textContent();
    expect(answer).toContain("Als dit adres bij ons bekend is, ontvang je binnen enkele minuten een e-mail");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.smtp.received.some((mail) => JSON.stringify(mail.to).includes("onbekend@example.org"))).toBe(false);
  });

  it("signs a beheerder in with the keyboard through the mailed link; opening the link alone signs no one in", async () => {
    const { page } = await site.open("/beheer/inloggen", TABLET);
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    expect(await axeViolations(page)).toEqual([]);
    const menu = page.getByRole("navigation", { name: "Beheer" });
    expect(await menu.getByRole("link").allTextContents()).toEqual(
      expect.arrayContaining(["Overzicht", "Medewerkers", "Logboek"]),
    );
    for (const path of ["/beheer/medewerkers", "/beheer/logboek", "/beheer/account", "/beheer/medewerkers/nieuw"]) {
      await page.goto(`${site.url}${path}`);
      await waitForStaffHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }

    // A link that was only opened (a mail scanner does that) still works; once used, it does not work again.
    const link = await requestSignInLink(page, site.url, site.smtp, DEMO_BEHEERDER.email);

    expect((await fetch(link)).status).toBe(200);
    const other = await site.browser.newContext({ viewport: DESKTOP });
    const second = await other.newPage();
    await second.goto(link);
    await second.getByRole("button", { name: "Inloggen" }).click();
    await second.waitForURL(`${site.url}/beheer`);
    const third = await (await site.browser.newContext()).newPage();
    await third.goto(link);
    await third.getByRole("button", { name: "Inloggen" }).click();
    expect(await third.getByRole("alert").textContent()).toContain("ongeldig, al gebruikt of verlopen");
    await other.close();
  });

  it("brings a staff member who opened a deep link while signed out to that page after signing in", async () => {
    const { page, errors } = await site.open("/beheer/inloggen", DESKTOP);
    const deepLink = "/beheer/bestellingen?status=PAID";
    const link = await requestSignInLink(page, site.url, site.smtp, DEMO_BEHEERDER.email, deepLink);
    expect(new URL(page.url()).searchParams.get("terug")).toBe(deepLink);
    await page.goto(link);
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(`${site.url}${deepLink}`);
    // The URL changes before the page's data has arrived: wait for the page itself.
    await page.getByRole("heading", { level: 1, name: "Bestellingen" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("goes to the dashboard after signing in when the way back points elsewhere", async () => {
    const { page, errors } = await site.open("/beheer/inloggen", DESKTOP);
    const link = await requestSignInLink(
      page,
      site.url,
      site.smtp,
      DEMO_BEHEERDER.email,
      `/beheer/inloggen?terug=${encodeURIComponent("//andere-site.example.org/beheer")}`,
    );
    await page.goto(link);
    await waitForStaffHydration(page);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(`${site.url}/beheer`);
    expect(errors).toEqual([]);
  });

  it("adds a staff member with the keyboard, and the audit log names who did it", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}/beheer/medewerkers/nieuw`);
    await waitForStaffHydration(page);
    await page.getByLabel("Naam").focus();
    await page.keyboard.type("Fenna Financiën");
    await page.keyboard.press("Tab");
    await page.keyboard.type("fenna@example.org");
    await page.getByRole("checkbox", { name: "Financiën" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Medewerker toevoegen" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/beheer\/medewerkers$/);
    await page.getByRole("status").filter({ hasText: "De medewerker is toegevoegd." }).waitFor();
    expect(await page.getByRole("table").textContent()).toContain("Fenna Financiën");

    await page.goto(`${site.url}/beheer/logboek`);
    const row = page.getByRole("row", { name: /Medewerker aangemaakt/ }).first();
    expect(await row.textContent()).toContain(DEMO_BEHEERDER.name);

    // The same address twice: refused beside its field, in Dutch, with what was typed kept.
    await page.goto(`${site.url}/beheer/medewerkers/nieuw`);
    await page.getByLabel("Naam").fill("Fenna Dubbel");
    await page.getByLabel("E-mailadres").fill("FENNA@example.org");
    await page.getByRole("checkbox", { name: "Balie" }).check();
    await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("Er is al een medewerker met dit e-mailadres.");
    expect(await page.getByLabel("Naam").inputValue()).toBe("Fenna Dubbel");
    expect(await page.getByLabel("E-mailadres").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a redacteur neither staff accounts nor the audit log, and refuses them with 403", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
    const menu = await page.getByRole("navigation", { name: "Beheer" }).getByRole("link").allTextContents();
    expect(menu).not.toContain("Medewerkers");
    expect(menu).not.toContain("Logboek");
    // The processing register is for every staff member.
    expect(menu).toContain("Verwerkingsregister");
    for (const path of ["/beheer/medewerkers", "/beheer/medewerkers/nieuw", "/beheer/logboek"]) {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status(), path).toBe(403);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Geen toegang");
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("signs out everywhere: every other browser of the person is sent to sign in again", async () => {
    const first = await site.open("/beheer/inloggen");
    await signInByMail(first.page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const second = await site.open("/beheer/inloggen");
    await signInByMail(second.page, site.url, site.smtp, DEMO_BEHEERDER.email);

    await first.page.goto(`${site.url}/beheer/account`);
    await waitForStaffHydration(first.page);
    await first.page.getByRole("button", { name: "Overal uitloggen" }).focus();
    await first.page.keyboard.press("Enter");
    // The notice travels in a flash cookie, not in the address: a reload or a bookmark shows no stale notice.
    await first.page.waitForURL(/\/beheer\/inloggen$/);
    // The sign-in page's own notice; until it has rendered, the account page's (empty) notice region may still show.
    await expect
      .poll(() => first.page.getByRole("main").getByRole("status").allTextContents(), POLL)
      .toEqual(["Je bent uitgelogd op al je apparaten."]);
    await first.page.reload();
    await first.page.getByRole("heading", { level: 1, name: "Inloggen op de beheeromgeving" }).waitFor();
    expect(await first.page.getByRole("main").getByRole("status").count()).toBe(0);

    await second.page.goto(`${site.url}/beheer/medewerkers`);
    expect(new URL(second.page.url()).pathname).toBe("/beheer/inloggen");
  });
});
