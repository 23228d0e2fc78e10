import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { fetchCourses } from "../test/support/browser/courses.ts";
import { fetchHtml } from "../test/support/browser/site.ts";
import { webProcessUrls } from "../test/support/site/scale-out.ts";
import { DEMO_REDACTEUR, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";

// The site's own pages in the back office (Pagina's, decision 0033): a redacteur changes a board member, a question
// and the terms, looks at the preview, publishes; a visitor sees each change on every web process (the page cache
// lets go on publish, within its one-second throttle; behind the proxy each process's own); the previous version of
// the terms is restored, and the forms link the version in force. Also without JavaScript.

const site = useSiteSession({ mail: true });

/**
 * The page as a visitor without cookies gets it from each web process (behind the proxy both, each with its own page
 * cache and copy of the footer): through the page cache, as the public sees it.
 */
async function visitorTexts(path: string): Promise<string[]> {
  return Promise.all(
    webProcessUrls(site.server).map(async (url) => {
      const { status, html } = await fetchHtml(`${url}${path}`);
      expect(status).toBe(200);
      return html;
    }),
  );
}
const shownEverywhere = async (path: string, text: string) =>
  (await visitorTexts(path)).every((html) => html.includes(text));
/** Whether every web process's /meldingen.json (which the page asks after hydration) holds a notice with `text`. */
async function noticeEverywhere(text: string): Promise<boolean> {
  const answers = await Promise.all(
    webProcessUrls(site.server).map(async (url) => {
      const response = await fetch(`${url}/meldingen.json`);
      expect(response.status).toBe(200);
      return (await response.json()) as { notices: { text: string }[] };
    }),
  );
  return answers.every(({ notices }) => notices.some((notice) => notice.text.includes(text)));
}
const NOTICE = "De Vakschool is van 24 december tot en met 1 januari gesloten.";
const shownNowhere = async (path: string, text: string) =>
  (await visitorTexts(path)).every((html) => !html.includes(text));

async function signedInRedacteur(): Promise<Page> {
  const { page } = await site.open("/beheer/inloggen", DESKTOP);
  await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
  return page;
}

async function publishWithKeyboard(page: Page) {
  await page.getByRole("button", { name: "Publiceren" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("status").filter({ hasText: "De pagina is gepubliceerd" }).waitFor();
}

describe("the site's pages in the back office", () => {
  it("are edited, previewed, published and restored by a redacteur, and a visitor sees each change", async () => {
    const page = await signedInRedacteur();
    await page.getByRole("navigation").getByRole("link", { name: "Pagina's" }).click();
    await page.getByRole("heading", { level: 1, name: "Pagina's" }).waitFor();
    expect(await page.getByRole("table").getByRole("link").allTextContents()).toEqual([
      "Home",
      "Over ons",
      "Contact",
      "Algemene voorwaarden",
      "Voettekst",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // A board member's role, with the keyboard, then published.
    await page.getByRole("link", { name: "Over ons" }).click();
    await waitForStaffHydration(page);
    const chair = page.getByRole("group", { name: "Bestuurslid 1, Hester Oosterbeek" });
    await chair.getByLabel("Functie").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Voorzitter en oprichter");
    expect(await axeViolations(page)).toEqual([]);
    await publishWithKeyboard(page);
    await expect.poll(() => shownEverywhere("/over-ons", "Voorzitter en oprichter"), POLL).toBe(true);

    // A question moved up and reworded: the preview shows the draft, the visitor still the version in force.
    await page.goto(`${site.url}/beheer/paginas/contact`);
    await waitForStaffHydration(page);
    const second = page.getByRole("group", { name: "Vraag 2, Kan iedereen deel nemen aan de vakschool?" });
    await second.getByLabel("Vraag", { exact: true }).fill("Kan iedereen deelnemen aan de Vakschool?");
    await second.getByRole("button", { name: /^Omhoog/ }).click();
    await page.getByRole("status").filter({ hasText: "nog niet opgeslagen" }).waitFor();
    expect(
      await page
        .getByRole("group", { name: /^Vraag 1, / })
        .getByLabel("Vraag", { exact: true })
        .inputValue(),
    ).toBe("Kan iedereen deelnemen aan de Vakschool?");
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
    await page.waitForURL(`${site.url}/beheer/paginas/contact/voorbeeld`);
    const banner = page.getByRole("region", { name: "Voorbeeld" });
    expect(await banner.textContent()).toContain("bezoekers zien deze versie pas na publiceren");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    const questions = page.getByRole("region", { name: "Veelgestelde vragen" }).getByRole("heading", { level: 3 });
    expect(await questions.allTextContents()).toEqual([
      "Kan iedereen deelnemen aan de Vakschool?",
      "Kan iedereen vriend worden van het FF?",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await shownNowhere("/contact", "Kan iedereen deelnemen aan de Vakschool?")).toBe(true);
    await page.getByRole("link", { name: "Terug naar bewerken" }).click();
    await page.getByText("Het concept heeft wijzigingen die nog niet op de website staan.").waitFor();
    await publishWithKeyboard(page);
    await expect.poll(() => shownEverywhere("/contact", "Kan iedereen deelnemen aan de Vakschool?"), POLL).toBe(true);

    // The terms: a new title as version 2, then version 1 back in one step, as version 3.
    await page.goto(`${site.url}/beheer/paginas/algemene-voorwaarden`);
    await waitForStaffHydration(page);
    await page.getByLabel("Titel", { exact: true }).fill("Algemene voorwaarden 2027");
    await publishWithKeyboard(page);
    await expect.poll(() => shownEverywhere("/algemene-voorwaarden", "Algemene voorwaarden 2027"), POLL).toBe(true);
    expect(await shownEverywhere("/algemene-voorwaarden", "Dit is versie 2 van ")).toBe(true);
    const versions = page.getByRole("region", { name: "Versies" });
    // A row's header holds its column's label too, for the cards on narrow screens (StaffList).
    const rowHeaders = () => versions.getByRole("rowheader").allInnerTexts();
    expect(await rowHeaders()).toEqual(["Versie 2 (op de website)", "Versie 1"]);
    await versions.getByRole("button", { name: "Deze versie terugzetten (versie 1)" }).click();
    await page.getByRole("status").filter({ hasText: "De versie is teruggezet" }).waitFor();
    expect(await rowHeaders()).toEqual(["Versie 3 (op de website)", "Versie 2", "Versie 1"]);
    expect(await versions.getByText("Teruggezet van versie 1").count()).toBe(1);
    await expect.poll(() => shownEverywhere("/algemene-voorwaarden", "Dit is versie 3 van "), POLL).toBe(true);
    expect(await shownNowhere("/algemene-voorwaarden", "Algemene voorwaarden 2027")).toBe(true);

    // A notice: in force at once, on every web process (each keeps its own copy of the notices).
    await page.goto(`${site.url}/beheer/meldingen/nieuw`);
    await waitForStaffHydration(page);
    await page.getByLabel("Tekst", { exact: true }).fill(NOTICE);
    await page.getByRole("button", { name: "Melding toevoegen" }).click();
    await page.getByRole("status").filter({ hasText: "De melding is toegevoegd." }).waitFor();
    await expect.poll(() => noticeEverywhere(NOTICE), POLL).toBe(true);

    // The order and enrolment forms link the version in force from now on: a course's form, opened without script.
    const open = (await fetchCourses(site.url)).find((course) => course.phase === "OPEN");
    if (!open) throw new Error("de demo heeft geen cursus met open aanmelding");
    await expect
      .poll(() => shownEverywhere(`/vakschool/${open.id}?aanmelden=ja`, 'name="acceptedTermsVersion" value="3"'), POLL)
      .toBe(true);
    for (const html of await visitorTexts(`/vakschool/${open.id}?aanmelden=ja`)) {
      expect(html).toMatch(/versie 3 van \d{1,2} [a-z]+ \d{4}/);
    }
  });

  it("adds and removes a question without JavaScript, and names the field that is wrong", async () => {
    // Signed in with JavaScript (the sign-in page waits for it), then the same session in a browser without.
    const signedIn = await signedInRedacteur();
    const context = await site.browser.newContext({ viewport: DESKTOP, locale: "nl-NL", javaScriptEnabled: false });
    await context.addCookies(await signedIn.context().cookies());
    const page = await context.newPage();
    await page.goto(`${site.url}/beheer/paginas/contact`);
    await page.getByRole("button", { name: "Vraag toevoegen" }).click();
    await page.getByRole("status").filter({ hasText: "nog niet opgeslagen" }).waitFor();
    await page.getByRole("group", { name: "Vraag 3", exact: true }).waitFor();
    await page.getByRole("button", { name: "Opslaan als concept" }).click();
    const summary = page.locator("#formulier-fouten");
    await summary.waitFor();
    expect(await summary.getByRole("link").allTextContents()).toEqual(
      expect.arrayContaining(["Vraag 3: Vraag: Dit veld is verplicht", "Vraag 3: Antwoord: Dit veld is verplicht"]),
    );
    await page
      .getByRole("group", { name: "Vraag 3" })
      .getByRole("button", { name: /^Verwijderen/ })
      .click();
    await page.getByRole("status").filter({ hasText: "nog niet opgeslagen" }).waitFor();
    expect(await page.getByRole("group", { name: /^Vraag 3/ }).count()).toBe(0);
    await context.close();
  });
});
