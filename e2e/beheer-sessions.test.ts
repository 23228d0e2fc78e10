import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { addStaffMemberThroughApi } from "../test/support/site/back-office-scenarios.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// Decision 0011: a staff member sees where they are signed in (Mijn account) and ends a session that is not
// theirs; a beheerder ends a colleague's sessions, or deactivates the account and ends them. Each ended browser is
// sent to sign in on its very next page. With the keyboard only, axe 0. Accounts of this file's own, so the
// sessions other files open on a shared server are not in its lists.
const site = useSiteSession({ mail: true });

const OFFICE = "198.51.100.7";
const ELSEWHERE = "203.0.113.9";

/** Opens a page and presses a button with the keyboard alone. */
async function pressWithKeyboard(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

async function signedInAs(email: string, ip: string): Promise<Page> {
  const { page } = await site.open("/beheer/inloggen", DESKTOP, { ip });
  await signInByMail(page, site.url, site.smtp, email);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await waitForStaffHydration(page);
}

const notice = (page: Page, text: string) =>
  expect.poll(() => page.getByRole("main").getByRole("status").allTextContents(), POLL).toContain(text);

describe("staff sessions in the back office", () => {
  it("lists one's sessions in two browsers and ends the other one, which must sign in again", async () => {
    const email = "sanne.sessie@example.org";
    await addStaffMemberThroughApi(await staffApi(site), { name: "Sanne Sessie", email, role: "redacteur" });
    const here = await signedInAs(email, OFFICE);
    const there = await signedInAs(email, ELSEWHERE);

    await open(here, "/beheer/account");
    const section = here.getByRole("region", { name: "Mijn sessies" });
    const items = section.getByRole("listitem");
    expect(await items.count()).toBe(2);
    const current = items.filter({ hasText: "Deze sessie" });
    expect(await current.textContent()).toContain("198.51.100.x");
    expect(await current.getByRole("button").count()).toBe(0);
    const other = items.filter({ hasText: "203.0.113.x" });
    expect(await other.textContent()).toMatch(/Chrome op Linux.*Ingelogd\d{1,2} \w+ \d{4} om \d{2}:\d{2}/);
    expect(await axeViolations(here)).toEqual([]);

    await pressWithKeyboard(here, /^Beëindigen/);
    await notice(here, "De sessie is beëindigd. Dat apparaat moet opnieuw inloggen.");
    expect(await items.count()).toBe(1);
    expect(await axeViolations(here)).toEqual([]);

    await there.goto(`${site.url}/beheer/account`);
    expect(new URL(there.url()).pathname).toBe("/beheer/inloggen");
    await open(here, "/beheer/account");
    expect(await here.getByRole("heading", { level: 1 }).textContent()).toBe("Mijn account");
  });

  it("lets a beheerder end a colleague's sessions and deactivate the account, but not their own", async () => {
    const admin = "bas.beheer@example.org";
    const colleague = "cor.collega@example.org";
    const api = await staffApi(site);
    const adminId = await addStaffMemberThroughApi(api, { name: "Bas Beheer", email: admin, role: "beheerder" });
    const colleagueId = await addStaffMemberThroughApi(api, { name: "Cor Collega", email: colleague, role: "balie" });
    const beheerder = await signedInAs(admin, OFFICE);
    const laptop = await signedInAs(colleague, ELSEWHERE);
    const tablet = await signedInAs(colleague, ELSEWHERE);

    await open(beheerder, `/beheer/medewerkers/${colleagueId}`);
    const sessions = beheerder.getByRole("region", { name: "Sessies" });
    expect(await sessions.textContent()).toContain("Cor Collega is op 2 apparaten ingelogd.");
    expect(await axeViolations(beheerder)).toEqual([]);
    await pressWithKeyboard(beheerder, "Alle sessies beëindigen");
    await notice(beheerder, "2 sessies beëindigd.");
    expect(await sessions.textContent()).toContain("Cor Collega is nergens ingelogd.");
    await laptop.goto(`${site.url}/beheer`);
    expect(new URL(laptop.url()).pathname).toBe("/beheer/inloggen");

    const again = await signedInAs(colleague, ELSEWHERE);
    await open(beheerder, `/beheer/medewerkers/${colleagueId}`);
    await pressWithKeyboard(beheerder, "Account uitschakelen en overal uitloggen");
    await notice(beheerder, "Het account is uitgeschakeld en kan niet meer inloggen. Eén sessie beëindigd.");
    expect(await beheerder.getByRole("checkbox", { name: /Actief/ }).isChecked()).toBe(false);
    expect(await beheerder.getByRole("button", { name: "Account uitschakelen en overal uitloggen" }).count()).toBe(0);
    for (const page of [again, tablet]) {
      await page.goto(`${site.url}/beheer`);
      expect(new URL(page.url()).pathname).toBe("/beheer/inloggen");
    }

    await open(beheerder, `/beheer/medewerkers/${adminId}`);
    await pressWithKeyboard(beheerder, "Account uitschakelen en overal uitloggen");
    await expect
      .poll(() => beheerder.getByRole("alert").allTextContents(), POLL)
      .toEqual([expect.stringContaining("Je kunt je eigen account niet uitschakelen.")]);
    expect(await axeViolations(beheerder)).toEqual([]);
    await open(beheerder, "/beheer/account");
    expect(await beheerder.getByRole("heading", { level: 1 }).textContent()).toBe("Mijn account");
  });
});
