import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { titleOf, waitForHydration, withoutOwnStatusError } from "../test/support/browser/site.ts";

// One server for the file: wrong event addresses, old addresses and pages that do not exist.
const site = useSiteSession();

describe("event pages that cannot be shown", () => {
  it("answers an event id that is no id with 404 and 'Ongeldig evenement.'", async () => {
    const { page, status, errors } = await site.open("/evenementen/abc", PHONE);
    expect(status).toBe(404);
    expect(await page.getByText("Ongeldig evenement.", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Meld je aan" }).count()).toBe(0);
    await waitForHydration(page);
    expect(withoutOwnStatusError(errors, page.url())).toEqual([]);
  });

  it("answers an unknown event with 404 and 'Dit evenement bestaat niet (meer).'", async () => {
    const { page, status, errors } = await site.open(`/evenementen/${randomUUID()}`, DESKTOP);
    expect(status).toBe(404);
    expect(await page.getByText("Dit evenement bestaat niet (meer).", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Bekijk alle evenementen" }).getAttribute("href")).toBe(
      "/overige-evenementen",
    );
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(withoutOwnStatusError(errors, page.url())).toEqual([]);
  });
});

describe("old addresses of the Vakschool", () => {
  it.each(["/courses", "/forensische-vakschool"])("moves %s permanently to /vakschool", async (path) => {
    const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", site.url).pathname).toBe("/vakschool");
  });
});

describe("404 page", () => {
  it("answers an unknown address with status 404 and the Dutch 404 page", async () => {
    const { page, status } = await site.open("/bestaat/niet", PHONE);
    expect(status).toBe(404);
    expect(await page.title()).toBe(titleOf("Pagina niet gevonden"));
    const main = page.getByRole("main");
    expect(await main.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oeps, deze pagina bestaat niet");
  });

  it("points to events, Vakschool, about, contact and back to the start page", async () => {
    const { page } = await site.open("/ook/niet/hier", DESKTOP);
    const main = page.getByRole("main");
    for (const path of ["/evenementen", "/vakschool", "/over-ons"]) {
      expect(await main.locator(`a[href="${path}"]`).count()).toBe(1);
    }
    // Contact twice: as a suggestion and in the text ('Neem contact met ons op').
    expect(await main.locator('a[href="/contact"]').count()).toBe(2);
    expect(await main.getByRole("link", { name: "Neem contact met ons op" }).getAttribute("href")).toBe("/contact");
    expect(await main.getByRole("link", { name: "Terug naar de startpagina" }).getAttribute("href")).toBe("/");
  });

  it("is not indexed by search engines", async () => {
    const { page } = await site.open("/weg", DESKTOP);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("takes the visitor home with 'Terug naar de startpagina'", async () => {
    const { page, errors } = await site.open("/nergens", PHONE);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Terug naar de startpagina" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole("heading", { level: 1, name: "Samen verantwoordelijk voor de Forensische keten" }).waitFor();
    expect(await page.title()).toBe(titleOf("Home"));
    expect(withoutOwnStatusError(errors, `${site.url}/nergens`)).toEqual([]);
  });
});
