import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { noticesCoverage, waitForHydration } from "../test/support/browser/site.ts";
import { DEMO_REDACTEUR, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { CreateSiteNoticeDocument, MoveSiteNoticeDocument } from "../app/graphql/generated.ts";
import { SITE_NOTICE_LIMITS } from "../common/validation/site-notices.ts";

// The notices of the public site as staff make them (/beheer/meldingen) and as a visitor meets them: one at a time
// after the cookie bar, in the order staff gave them, a closed one stays closed, one that cannot be closed has no
// button, and one whose 'until' has passed is gone. The back office's forms by keyboard and without JavaScript.

const site = useSiteSession({ mail: true });

const FIRST = "De Vakschool zoekt docenten voor het najaar.";
const SECOND = "Het jaarcongres is dit jaar in Utrecht.";

const notice = (page: Page) => page.getByRole("region", { name: "Melding", exact: true });

/** A list row's cell values: on a card each cell carries its column's label first ('StatusZichtbaar'). */
const cellsOf = (row: ReturnType<Page["getByRole"]>) => row.getByRole("cell").allTextContents();

/** A visitor's first page: the cookie bar answered, then the first notice in force (or none). */
async function visit(path = "/", viewport = DESKTOP) {
  const { page, errors } = await site.open(path, viewport);
  const bar = page.getByRole("region", { name: "Cookiemelding" });
  await bar.getByRole("button", { name: "Accepteren" }).click();
  await bar.waitFor({ state: "detached" });
  return { page, errors };
}

/** Types into the field with this label, by keyboard only (the label's field gets focus by Tab order too). */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await field.fill("");
  await page.keyboard.type(text);
}

describe("site notices", () => {
  it("are made and ordered by a redacteur, and shown to a visitor one at a time in that order", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
    // The menu offers Meldingen to a redacteur (content.manage).
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Meldingen" }).click();
    await page.getByRole("heading", { level: 1, name: "Meldingen" }).waitFor();
    await waitForStaffHydration(page);
    // The seeded booklet notice is there, visible now; it goes first, after a confirmation.
    const booklet = page.getByRole("row").filter({ hasText: "Het programmaboekje van ons jaarcongres staat klaar." });
    expect(await cellsOf(booklet)).toContain("StatusZichtbaar");
    await booklet.getByRole("link", { name: /^Verwijderen/ }).click();
    await page.getByRole("heading", { level: 1, name: "Melding verwijderen" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Ja, verwijder deze melding" }).click();
    await page.getByRole("status").filter({ hasText: "De melding is verwijderd." }).waitFor();

    // A first notice with a link to a page of the site; refused first for a javascript: address, by keyboard only.
    await page.getByRole("link", { name: "Melding toevoegen" }).click();
    await page.getByRole("heading", { level: 1, name: "Melding toevoegen" }).waitFor();
    await waitForStaffHydration(page);
    await typeInto(page, "Tekst", FIRST);
    await page.getByLabel("Een webadres of een pagina van deze website").press("Space");
    await typeInto(page, "Tekst van de link (optioneel)", "Bekijk de cursussen");
    await typeInto(page, "Adres van de link (optioneel)", "javascript:alert(1)");
    await page.keyboard.press("Enter");
    const summary = page.locator("#formulier-fouten").filter({ hasText: "Adres van de link" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain("begint met https://");
    expect(await axeViolations(page)).toEqual([]);
    await typeInto(page, "Adres van de link (optioneel)", "/vakschool");
    await page.getByRole("button", { name: "Melding toevoegen" }).press("Enter");
    await page.getByRole("status").filter({ hasText: "De melding is toegevoegd." }).waitFor();

    // A second notice without link that cannot be closed; then moved up, before the first.
    await page.getByRole("link", { name: "Melding toevoegen" }).click();
    await waitForStaffHydration(page);
    await typeInto(page, "Tekst", SECOND);
    await page.getByLabel("Bezoekers kunnen de melding sluiten").uncheck();
    await page.getByRole("button", { name: "Melding toevoegen" }).click();
    await page.getByRole("status").filter({ hasText: "De melding is toegevoegd." }).waitFor();
    const rowOf = (text: string) => page.getByRole("row").filter({ hasText: text });
    await rowOf(FIRST)
      .getByRole("button", { name: /^Omlaag/ })
      .click();
    await expect
      .poll(() => page.getByRole("rowheader").getByRole("link").allTextContents(), POLL)
      .toEqual([SECOND, FIRST]);
    expect(await cellsOf(rowOf(SECOND))).toContain("SluitknopNee");
    expect(await axeViolations(page)).toEqual([]);
    // The refused post is the one failed request: the form came back with its errors (400).
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);

    // A visitor sees the second notice first: it has no close button. Until the first is put first again.
    const visitor = await visit();
    await notice(visitor.page).waitFor({ state: "visible" });
    expect(await notice(visitor.page).textContent()).toContain(SECOND);
    expect(await notice(visitor.page).getByRole("button", { name: "Melding sluiten" }).count()).toBe(0);
    await rowOf(FIRST)
      .getByRole("button", { name: /^Omhoog/ })
      .click();
    await expect
      .poll(() => page.getByRole("rowheader").getByRole("link").allTextContents(), POLL)
      .toEqual([FIRST, SECOND]);

    // Now the visitor meets the first, closes it and sees the second; a reload keeps the first closed.
    const reader = await visit("/vakschool", PHONE);
    const strip = notice(reader.page);
    await strip.waitFor({ state: "visible" });
    expect(await strip.textContent()).toContain(FIRST);
    const link = strip.getByRole("link", { name: "Bekijk de cursussen" });
    expect(await link.getAttribute("href")).toBe("/vakschool");
    expect(await link.getAttribute("type")).toBeNull();
    const coverage = await noticesCoverage(reader.page);
    expect(coverage.share, `${coverage.pixels}px`).toBeLessThanOrEqual(0.15);
    expect(await axeViolations(reader.page)).toEqual([]);
    await strip.getByRole("button", { name: "Melding sluiten" }).click();
    await expect.poll(() => strip.textContent(), POLL).toContain(SECOND);
    await reader.page.reload();
    await waitForHydration(reader.page);
    await expect.poll(() => strip.textContent(), POLL).toContain(SECOND);
    expect(await strip.textContent()).not.toContain(FIRST);

    // The second's 'until' set in the past: the list says Verlopen, and the visitor's next page shows no notice.
    await rowOf(SECOND).getByRole("link", { name: SECOND }).click();
    await page.getByRole("heading", { level: 1, name: "Melding wijzigen" }).waitFor();
    await page.getByLabel("Zichtbaar tot (optioneel)").fill("2020-01-01T12:00");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De melding is opgeslagen." }).waitFor();
    expect(await cellsOf(rowOf(SECOND))).toContain("StatusVerlopen");
    await reader.page.goto(`${site.url}/`);
    await waitForHydration(reader.page);
    // The first stays closed and the second is gone: nothing shows (the strip holds no notice).
    await expect
      .poll(() => reader.page.evaluate(() => fetch("/meldingen.json").then((response) => response.json())), POLL)
      .toEqual({ notices: [expect.objectContaining({ text: FIRST })] });
    expect(await notice(reader.page).count()).toBe(0);
    expect(reader.errors).toEqual([]);
  });

  it("are made without JavaScript, with the error summary naming the wrong fields", async () => {
    const signedIn = await site.open("/beheer/inloggen");
    await signInByMail(signedIn.page, site.url, site.smtp, DEMO_REDACTEUR.email);
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await context.addCookies(await signedIn.page.context().cookies());
    const page = await context.newPage();
    await page.goto(`${site.url}/beheer/meldingen/nieuw`);
    await page.getByLabel("Tekst", { exact: true }).fill("Zonder script gemaakt.");
    await page.getByLabel("Een pdf-bestand").check();
    await page.getByLabel("Zichtbaar vanaf (optioneel)").fill("2030-01-02T10:00");
    await page.getByLabel("Zichtbaar tot (optioneel)").fill("2030-01-01T10:00");
    await page.getByRole("button", { name: "Melding toevoegen" }).click();
    const summary = page.locator("#formulier-fouten").filter({ hasText: "Pdf-bestand" });
    await summary.waitFor();
    expect(await summary.getByRole("link").allTextContents()).toEqual([
      "Pdf-bestand: Kies een pdf-bestand om te uploaden.",
    ]);

    await page.getByLabel("Geen link").check();
    await page.getByRole("button", { name: "Melding toevoegen" }).click();
    await page.locator("#formulier-fouten").filter({ hasText: "Zichtbaar tot" }).waitFor();
    await page.getByLabel("Zichtbaar tot (optioneel)").fill("2030-02-01T10:00");
    await page.getByRole("button", { name: "Melding toevoegen" }).click();
    await page.getByRole("status").filter({ hasText: "De melding is toegevoegd." }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Zonder script gemaakt." });
    expect(await cellsOf(row)).toContain("StatusGepland");
    await context.close();
  });

  it("keep the longest text, without link, within 15% of a phone's first screen, all of it readable", async () => {
    const staff = await staffApi(site);
    // Long words, as Dutch has them, wrap early: the worst case is near the limit with few places to break.
    const longest =
      "Let op: door onderhoud is de inschrijvingsmodule van de Vakschool dinsdagavond 14 oktober niet bereikbaar. Excuses!".padEnd(
        SITE_NOTICE_LIMITS.text,
        "!",
      );
    const { createSiteNotice } = await staff(CreateSiteNoticeDocument, {
      input: { creationKey: crypto.randomUUID(), text: longest, dismissible: true },
    });
    // First in the order, before what the other tests left.
    for (let move = 0; move < 5; move++) {
      await staff(MoveSiteNoticeDocument, { input: { id: createSiteNotice.notice.id, direction: "UP" } });
    }
    // The strip's request: kept by a browser, asked again on every page load, answered 304 while nothing changed.
    const answer = await fetch(`${site.url}/meldingen.json`);
    expect(answer.headers.get("cache-control")).toBe("public, no-cache");
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const etag = answer.headers.get("etag") ?? "";
    expect(((await answer.json()) as { notices: { text: string }[] }).notices[0]?.text).toBe(longest);
    expect((await fetch(`${site.url}/meldingen.json`, { headers: { "If-None-Match": etag } })).status).toBe(304);

    const { page, errors } = await visit("/", PHONE);
    const strip = notice(page);
    await expect.poll(() => strip.textContent(), POLL).toContain(longest);
    const coverage = await noticesCoverage(page);
    expect(coverage.share, `${coverage.pixels}px`).toBeLessThanOrEqual(0.15);
    const paragraph = strip.locator("p");
    expect(await paragraph.evaluate((shown) => shown.scrollHeight <= shown.clientHeight + 1)).toBe(true);
    expect(await paragraph.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
