import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { DEMO_BEHEERDER, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";

// The accreditation registers in the back office (decision 0036): the beheerder finds them in the menu, changes one
// by keyboard only, gets a wrong length refused in Dutch beside its field, and the list shows the change.

const site = useSiteSession({ mail: true });

describe("the registers in the back office", () => {
  it("are edited by the beheerder with the keyboard, with a Dutch refusal for lengths the wrong way round", async () => {
    const { page } = await site.open("/beheer/inloggen", DESKTOP);
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.getByRole("navigation", { name: "Beheer" }).getByRole("link", { name: "Registers" }).click();
    await page.getByRole("heading", { level: 1, name: "Registers" }).waitFor();
    const names = await page.getByRole("table").getByRole("rowheader").allInnerTexts();
    expect(names.slice(0, 2).join(" ")).toMatch(/BIG-register.*NIP \(psychologen\)/s);
    expect(await axeViolations(page)).toEqual([]);

    // To the NVO's form by keyboard: its link focused, Enter.
    await page.getByRole("link", { name: /^NVO/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "NVO" }).waitFor();
    await waitForStaffHydration(page);
    const shortest = page.getByLabel("Kortste nummer (tekens)", { exact: true });
    const longest = page.getByLabel("Langste nummer (tekens)", { exact: true });
    await shortest.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("12");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).focus();
    await page.keyboard.press("Enter");
    const summary = page.locator("#formulier-fouten");
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      "Langste nummer (tekens): De langste lengte mag niet korter zijn dan de kortste.",
    );
    expect(await longest.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await shortest.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("2");
    await longest.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("9");
    const prefix = page.getByLabel(/^Voorvoegsel in PE-online/);
    await prefix.focus();
    await page.keyboard.press("ControlOrMeta+A");
    // Typed as people do: lower case, with the dash PE-online puts after it; stored as 'NVO'.
    await page.keyboard.type("nvo-");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Het register is opgeslagen." }).waitFor();
    await page.getByRole("link", { name: /^NVO/ }).click();
    await waitForStaffHydration(page);
    expect(await page.getByLabel("Kortste nummer (tekens)", { exact: true }).inputValue()).toBe("2");
    expect(await page.getByLabel("Langste nummer (tekens)", { exact: true }).inputValue()).toBe("9");
    expect(await page.getByLabel(/^Voorvoegsel in PE-online/).inputValue()).toBe("NVO");
  });
});
