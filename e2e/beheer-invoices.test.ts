import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";
import { orderTickets } from "../test/support/site/factories.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  POLL,
  mailAfterJobs,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";

// An invoice order's invoice is paid in two parts and reminded from /beheer/facturen, with the keyboard
// only, on a real SMTP server; the bookkeeping export is downloaded as XLSX and read back with ExcelJS. The order is
// for a forum the file makes.

const site = useSiteSession({ mail: true });
const BUYER = "factuur.koper@voorbeeld.example.org";

describe("invoices in the back office", () => {
  it("registers a partial and then the full payment, sends a reminder, and exports the register", async () => {
    const api = apiClient(site, { ip: "10.79.0.1" });
    const forum = await ownForum(site, { name: "Forum over facturen" });
    await orderTickets(api, {
      eventId: forum.id,
      lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 1 }],
      paymentMethod: "INVOICE",
      email: BUYER,
      publicUrl: site.url,
    });
    await mailAfterJobs(site.url, site.smtp, BUYER);

    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}/beheer/facturen?status=alle&zoek=${encodeURIComponent(BUYER)}`);
    await waitForStaffHydration(page);
    // The list's row of the invoice, with its forms below it (one table body per invoice).
    const item = page.getByRole("rowgroup").filter({ hasText: /FF-\d{4}-\d{5}/ });
    await expect.poll(() => item.count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const number = /FF-\d{4}-\d{5}/.exec((await item.textContent()) ?? "")![0];

    // A wrong amount: the form comes back with what was typed and a summary that names the field and leads to it.
    await item.getByLabel("Bedrag (€)").fill("tien euro");
    await item.getByLabel("Bedrag (€)").press("Enter");
    const summaryLink = item.getByRole("link", { name: /^Bedrag \(€\): / });
    await summaryLink.waitFor();
    expect(await item.getByLabel("Bedrag (€)").inputValue()).toBe("tien euro");
    await summaryLink.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""), POLL)
      .toMatch(/\.amount$/);
    expect(await axeViolations(page)).toEqual([]);

    // A partial payment, typed with the keyboard.
    await item.getByLabel("Ontvangen op").focus();
    await page.keyboard.type("01012027");
    await item.getByLabel("Bedrag (€)").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("10,00");
    await page.keyboard.press("Enter");
    await page.getByText("De betaling is geregistreerd.").waitFor();
    await expect.poll(() => item.textContent(), POLL).toContain("Deels betaald");

    // The rest: the amount is prefilled with what is open.
    await item.getByLabel("Ontvangen op").focus();
    await page.keyboard.type("02022027");
    await item.getByRole("button", { name: "Herinnering sturen" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("De herinnering is verstuurd.").waitFor();
    const reminder = await mailAfterJobs(site.url, site.smtp, BUYER, 2);
    expect(reminder.subject).toBe(`Herinnering: factuur ${number}`);
    expect(reminder.attachments.map((attachment) => attachment.filename)).toEqual([`factuur-${number}.pdf`]);

    await item.getByLabel("Ontvangen op").focus();
    await page.keyboard.type("02022027");
    await item.getByRole("button", { name: "Betaling registreren" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("De betaling is geregistreerd.").waitFor();
    await expect.poll(() => item.textContent(), POLL).toContain("Betaald");

    const response = await page.request.get(
      `${site.url}/beheer/downloads/factuurregister?van=2026-01-01&tot=2030-12-31&formaat=xlsx`,
    );
    expect(response.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()).buffer as ArrayBuffer);
    const rows = workbook.getWorksheet("Factuurregister")!.getSheetValues() as unknown[][];
    const row = rows.find((values) => values?.[1] === number)!;
    expect(row[9]).toBe("02-02-2027");
  });
});
