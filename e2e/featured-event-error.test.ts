import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProxy, type ApiProxy } from "../test/support/site/api-proxy.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";

const FEATURED_EVENT_ERROR = "Het uitgelichte evenement kon niet worden geladen.";

// The web app sends its GraphQL operations through a proxy (API_URL) that fails every one as the API does an
// unexpected error, so every loader that needs data fails. (An API that cannot be reached at all is an outage: the
// 503 page, e2e/courses-pages.test.ts and test/integration/database-outage-processes.test.ts.)
let proxy: ApiProxy;
beforeAll(async () => {
  proxy = await startApiProxy();
  proxy.mode = "failing";
});
afterAll(async () => {
  await proxy?.close();
});

describe("home page when the featured event cannot be loaded", () => {
  const site = useSiteSession({ env: () => ({ API_URL: proxy.url }) });

  it("still answers 200 and says the featured event could not be loaded, without a Tickets button", async () => {
    const { page, status, errors } = await site.open("/", PHONE);
    expect(status).toBe(200);
    const events = page.getByRole("region", { name: "Evenementen" });
    expect(await events.getByRole("alert").textContent()).toBe(FEATURED_EVENT_ERROR);
    expect(await page.getByRole("link", { name: /^Tickets/ }).count()).toBe(0);
    // The page's own words come from the same failing API: the page says so, and the rest of it is there.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Forensisch Forum");
    expect(await page.getByRole("main").getByRole("alert").first().textContent()).toBe(
      "De tekst van deze pagina kon niet worden geladen. Probeer het later opnieuw.",
    );
    expect(await events.getByRole("link", { name: "Bekijk alle evenementen" }).getAttribute("href")).toBe(
      "/overige-evenementen",
    );
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the same message on the events overview, again without a Tickets button", async () => {
    const { page, status } = await site.open("/evenementen", DESKTOP);
    expect(status).toBe(200);
    const featured = page.getByRole("region", { name: "Uitgelicht evenement" });
    expect(await featured.getByRole("alert").textContent()).toBe(FEATURED_EVENT_ERROR);
    expect(await page.getByRole("link", { name: /^Tickets/ }).count()).toBe(0);
  });
});
