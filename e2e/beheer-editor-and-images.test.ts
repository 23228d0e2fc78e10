import sharp from "sharp";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { DEMO_BEHEERDER, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { createEventThroughApi } from "../test/support/site/factories.ts";
import { staffApi } from "../test/support/site/staff-api.ts";

// The shared pieces in the back office's forms. The rich text editor in the event form (toolbar, link box,
// preview, keyboard), the image upload, what the public event page shows afterwards, and the same form without
// JavaScript.

const site = useSiteSession({ mail: true });
/** Long enough for ProseMirror's delayed selection sync after a click (tens of milliseconds), on a busy machine. */
const SETTLE_MS = 500;
/** The edit path of the file's own event, which the public site shows (a hidden one has no public page to check). */
let editPath = "";

beforeAll(async () => {
  const event = await createEventThroughApi(await staffApi(site), {
    name: "Studiedag Opmaak en Beeld",
    type: "EVENT",
    ticketTypes: [{ name: "Regulier", price: "25,00", quantity: 50 }],
  });
  editPath = `/beheer/evenementen/${event.id}`;
});

const publicPath = (editPath: string) => editPath.replace("/beheer/evenementen/", "/evenementen/");

async function openEditor(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await waitForStaffHydration(page);
  const toolbar = page.getByRole("toolbar", { name: "Opmaak van Beschrijving" });
  await toolbar.waitFor();
  return { toolbar, editor: page.getByRole("textbox", { name: "Beschrijving (optioneel)", exact: true }) };
}

describe("the event form's editor and image upload", () => {
  it("formats with the toolbar, refuses a javascript: link, previews, moves by Tab and saves", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const { toolbar, editor } = await openEditor(page, editPath);
    // The editor took the textarea's place; the form posts a hidden field of the same name.
    expect(await page.locator("textarea[name='description']").count()).toBe(0);
    expect(await page.locator("input[type='hidden'][name='description']").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // ProseMirror syncs the selection with the page a moment after a click or a toolbar button (TipTap's focus
    // command restores it a frame later): keys pressed before that would land where the click was. So after each such
    // step the test lets the page settle, and checks where the text went before going on.
    const lastParagraph = () => editor.locator("p").last().textContent();
    await editor.click();
    await page.waitForTimeout(SETTLE_MS);
    // On a busy machine the click's selection can arrive after Control+End and put the caret back: press it until
    // the caret is at the end of the last paragraph (pressing it again there changes nothing).
    const caretAtEnd = () =>
      editor.evaluate((root) => {
        const selection = window.getSelection();
        const last = [...root.querySelectorAll("p")].at(-1);
        if (!selection?.isCollapsed || !last || !selection.focusNode || !last.contains(selection.focusNode))
          return false;
        const range = document.createRange();
        range.selectNodeContents(last);
        range.setStart(selection.focusNode, selection.focusOffset);
        return range.toString() === "";
      });
    await expect
      .poll(async () => {
        await page.keyboard.press("Control+End");
        await page.waitForTimeout(100);
        return caretAtEnd();
      }, POLL)
      .toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(lastParagraph, POLL).toBe("");
    await page.keyboard.type("Belangrijk");
    await expect.poll(lastParagraph, POLL).toBe("Belangrijk");
    await page.keyboard.press("Shift+Home");
    const bold = toolbar.getByRole("button", { name: "Vet" });
    await bold.click();
    await expect.poll(() => bold.getAttribute("aria-pressed"), POLL).toBe("true");
    await expect.poll(() => editor.locator("strong", { hasText: "Belangrijk" }).count(), POLL).toBe(1);
    await page.waitForTimeout(SETTLE_MS);
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => window.getSelection()?.isCollapsed), POLL).toBe(true);
    await page.keyboard.press("Control+B");
    await page.keyboard.type(" zie ");
    await expect.poll(lastParagraph, POLL).toBe("Belangrijk zie ");
    expect(await editor.locator("strong", { hasText: "Belangrijk" }).count()).toBe(1);

    await toolbar.getByRole("button", { name: "Link" }).click();
    const address = page.getByLabel("Adres van de link");
    await address.fill("javascript:x");
    await address.press("Enter");
    const linkBox = page.getByRole("group", { name: "Link" });
    await expect
      .poll(() => linkBox.textContent(), POLL)
      .toContain("Gebruik een adres dat begint met https://, http:// of mailto:.");
    expect(await address.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await address.fill("www.example.org");
    await linkBox.getByRole("button", { name: "Link plaatsen" }).click();
    await expect.poll(() => editor.locator("a").last().getAttribute("href"), POLL).toBe("https://www.example.org");
    expect(await editor.locator("strong", { hasText: "Belangrijk" }).count()).toBe(1);

    await page.getByRole("button", { name: "Voorbeeld van Beschrijving", exact: true }).click();
    const preview = page.getByRole("region", { name: "Voorbeeld van Beschrijving" });
    await expect.poll(() => preview.locator("strong", { hasText: "Belangrijk" }).count(), POLL).toBe(1);
    expect(await preview.locator("a[href='https://www.example.org']").count()).toBe(1);
    expect(await preview.locator("script, [onclick], a[href^='javascript']").count()).toBe(0);

    // Tab: from the toolbar into the text, and out of it (no tab character typed) to what comes next.
    const before = await editor.innerHTML();
    await bold.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("contenteditable"))).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("contenteditable"))).not.toBe("true");
    expect(await editor.innerHTML()).toBe(before);

    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen" }).waitFor();
    await page.goto(`${site.url}${publicPath(editPath)}`);
    const description = page.locator(".event-description");
    expect(await description.locator("strong", { hasText: "Belangrijk" }).count()).toBe(1);
    expect(await description.locator("a[href='https://www.example.org']").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("uploads an event image with its alt text, which the public page shows from /media/", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await openEditor(page, editPath);
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: { r: 20, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    await page.locator("input[type='file'][name='bestand']").setInputFiles({
      name: "zaal.png",
      mimeType: "image/png",
      buffer: png,
    });
    await page.getByLabel(/alt-tekst/).fill("Blauwe zaal vol deelnemers");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen" }).waitFor();

    await page.goto(`${site.url}${publicPath(editPath)}`);
    const image = page.getByRole("img", { name: "Blauwe zaal vol deelnemers" });
    expect(await image.getAttribute("src")).toMatch(/^\/media\//);
    expect(await image.getAttribute("srcset")).toContain("/media/");
    expect(errors).toEqual([]);
  });

  it("uploads to the image library: the notice says so once, the list starts with its address, the form is new", async () => {
    const { page, errors } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}/beheer/afbeeldingen`);
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .png()
      .toBuffer();
    await page.getByRole("radio", { name: "Evenementafbeelding" }).check();
    await page
      .locator("input[type='file']")
      .setInputFiles({ name: "rode-zaal.png", mimeType: "image/png", buffer: png });
    await page.getByLabel(/alt-tekst/).fill("Rode zaal met een spreker");
    await page.getByRole("button", { name: "Uploaden" }).click();
    await page.getByRole("status").filter({ hasText: "De afbeelding is opgeslagen." }).waitFor();
    // No id in the address: the notice came in the flash cookie.
    expect(new URL(page.url()).search).toBe("?soort=EVENT_IMAGE");
    const firstRow = page.getByRole("table").getByRole("row").nth(1);
    expect(await firstRow.textContent()).toContain("rode-zaal.png");
    expect(await firstRow.locator("code").textContent()).toMatch(/^\/media\//);
    expect(await page.getByLabel(/alt-tekst/).inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Afbeeldingen" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "De afbeelding is opgeslagen." }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("posts the textarea's HTML without JavaScript", async () => {
    const signedIn = await site.open("/beheer/inloggen");
    await signInByMail(signedIn.page, site.url, site.smtp, DEMO_BEHEERDER.email);
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    await context.addCookies(await signedIn.page.context().cookies());
    const page = await context.newPage();
    await page.goto(`${site.url}${editPath}`);
    const textarea = page.locator("textarea[name='description']");
    expect(await textarea.count()).toBe(1);
    await textarea.fill("<p>Zonder <em>script</em> geschreven.</p><script>alert(1)</script>");
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen" }).waitFor();
    await page.goto(`${site.url}${publicPath(editPath)}`);
    const description = page.locator(".event-description");
    expect(await description.locator("em", { hasText: "script" }).count()).toBe(1);
    expect(await description.locator("script").count()).toBe(0);
    await context.close();
  });
});
