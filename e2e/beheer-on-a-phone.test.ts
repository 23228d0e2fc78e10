import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { staffCheckInPath } from "../common/site-paths.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { PHONE, useSiteSession } from "../test/support/browser/session.ts";
import { overflowsHorizontally } from "../test/support/browser/site.ts";
import { DEMO_BEHEERDER, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { createEventThroughApi } from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// A staff member at the door with a phone (390 × 844): the menu folds away, the back office fits the width, and on
// the door's page the scan button and the code field are in the first screen, without scrolling.

const site = useSiteSession({ mail: true });

/** The element's bottom edge, in pixels from the top of the page as it first shows. */
async function bottomOf(page: Page, locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("niet zichtbaar");
  return box.y + box.height + (await page.evaluate(() => window.scrollY));
}

describe("the back office on a phone", () => {
  let page: Page;
  let eventId: string;

  it("signs in and shows the dashboard within the width, with the menu folded", async () => {
    const staff = await staffApi(site);
    eventId = (
      await createEventThroughApi(staff, {
        name: "Deurdag Telefoon",
        // Under way since an hour: today's at any time of day the test runs (also late at night).
        startsAt: new Date(Date.now() - 3_600_000),
        ticketTypes: [{ name: "Regulier", price: "45,00", quantity: 20 }],
      })
    ).id;
    ({ page } = await site.open("/beheer/inloggen", PHONE));
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    expect(await overflowsHorizontally(page)).toBe(false);
    // Folded: the menu's items are not shown until 'Menu' is opened, with the keyboard as well.
    const nav = page.getByRole("navigation", { name: "Beheer" });
    expect(await nav.getByRole("link", { name: "Bestellingen" }).isVisible()).toBe(false);
    expect((await nav.boundingBox())!.height).toBeLessThan(60);
    await nav.getByText("Menu", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => nav.getByRole("link", { name: "Bestellingen" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lists today's event first on the check-in page, and opens its door with scan button and code field in view", async () => {
    await page.goto(`${site.url}/beheer/check-in`);
    await waitForStaffHydration(page);
    const firstPlace = page.getByRole("main").getByRole("listitem").first().getByRole("link").first();
    expect(await firstPlace.textContent()).toBe("Deurdag Telefoon");
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.goto(`${site.url}${staffCheckInPath("EVENT", eventId)}`);
    await waitForStaffHydration(page);
    const scan = page.getByRole("button", { name: "Scannen met de camera" });
    const code = page.getByLabel("Code typen");
    await expect.poll(() => scan.isVisible()).toBe(true);
    expect(await bottomOf(page, scan)).toBeLessThanOrEqual(PHONE.height);
    expect(await bottomOf(page, code)).toBeLessThanOrEqual(PHONE.height);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
