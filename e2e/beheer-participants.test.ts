import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { ValidateTokenDocument } from "../app/graphql/generated.ts";
import { pdfText } from "../test/support/pdf-text.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";
import { orderTickets, registerForWorkshop } from "../test/support/site/factories.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_REDACTEUR,
  POLL,
  mailAfterJobs,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { TICKET_CODE } from "../test/support/site/workshop-scenarios.ts";

// A redacteur (signed in through the real mail) opens the participant list of a forum the file makes, downloads it
// as XLSX and reads it back with ExcelJS, downloads a workshop's attendance list and reads its text, and sends that
// workshop's participants a message: a test to herself first, then to all, with exactly one mail per participant on
// the real SMTP server. Keyboard only; axe finds nothing.

const site = useSiteSession({
  mail: true,
});
let visitor = 0;
const api = apiClient(site, { ip: () => `10.78.0.${++visitor}` });

const BUYER = "deelnemers.koper@example.org";
const PEOPLE = [
  { firstName: "Noor", lastName: "Verbeek", email: "noor.verbeek@example.org" },
  { firstName: "Daan", lastName: "Smits", email: "daan.smits@example.org" },
];
const SUBJECT = "Zaalwijziging workshop";

let forumId = "";
let workshopId = "";

beforeAll(async () => {
  const forum = await ownForum(site, {
    name: "Forum over deelnemerslijsten",
    slots: [{ workshops: [{ name: "Risicotaxatie in de praktijk", capacity: 30 }] }],
  });
  forumId = forum.id;
  await orderTickets(api, {
    eventId: forumId,
    lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 2 }],
    paymentMethod: "INVOICE",
    email: BUYER,
    publicUrl: site.url,
  });
  const confirmation = await mailAfterJobs(site.url, site.smtp, BUYER);
  const codes = [...new Set((confirmation.text ?? "").match(TICKET_CODE))];
  expect(codes).toHaveLength(2);
  const { workshopsByRegistrationToken: lookup } = await api(ValidateTokenDocument, { token: codes[0]! });
  const workshop = lookup.availableWorkshops.filter((candidate) => candidate.currentCapacity >= 2)[0]!;
  workshopId = workshop.id;
  for (const [index, person] of PEOPLE.entries()) {
    await registerForWorkshop(api, { registrationToken: codes[index]!, workshopId, ...person });
  }
});

async function readXlsx(path: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const lines: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1).join("|")));
  return lines.join("\n");
}

describe("participant lists and messages in the back office", () => {
  it("lists, exports, prints and messages a workshop's participants", async () => {
    const { page } = await site.open("/beheer/inloggen");
    await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);

    await page.goto(`${site.url}/beheer/evenementen/${forumId}/deelnemers`);
    await waitForStaffHydration(page);
    const main = (await page.getByRole("main").textContent()) ?? "";
    for (const person of PEOPLE) expect(main).toContain(person.email);
    expect(main).not.toMatch(TICKET_CODE);
    expect(await axeViolations(page)).toEqual([]);

    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Deelnemerslijst (Excel)" }).click(),
    ]);
    const sheet = await readXlsx(await xlsx.path());
    expect(sheet).toContain("Voornaam|Achternaam|E-mailadres");
    for (const person of PEOPLE) expect(sheet).toContain(`${person.firstName}|${person.lastName}|${person.email}`);
    expect(sheet).not.toMatch(TICKET_CODE);

    await page.goto(`${site.url}/beheer/evenementen/${forumId}/workshops/${workshopId}/aanmeldingen`);
    await waitForStaffHydration(page);
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Presentielijst (PDF)" }).click(),
    ]);
    const { text } = await pdfText(await readFile(await pdf.path()));
    expect(text).toContain("PRESENTIELIJST WORKSHOP");
    expect(text).toContain("Handtekening");
    for (const person of PEOPLE) expect(text).toContain(`${person.firstName} ${person.lastName}`);

    // Everyone registered for the workshop gets the message: in the file's own forum, the two people it registered.
    // The cells as shown (innerText): on a laptop the column's label, which a card shows on a phone, is hidden.
    const registered = await page.locator("tbody tr td:nth-child(2)").allInnerTexts();
    expect(registered.length).toBe(PEOPLE.length);

    await page.getByRole("link", { name: "Bericht sturen" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/beheer\/berichten\/nieuw\?doelgroep=workshop/);
    await waitForStaffHydration(page);
    await page.getByLabel("Onderwerp").focus();
    await page.keyboard.type(SUBJECT);
    await page.getByLabel("Tekst").focus();
    await page.keyboard.type("Beste deelnemer,");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("De workshop is verplaatst naar zaal 3. Zie https://example.org/zalen.");

    await page.getByRole("button", { name: "Test naar mijzelf" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("status").allTextContents(), POLL)
      .toContainEqual(expect.stringContaining("Het testbericht is verstuurd naar"));
    const test = await mailAfterJobs(site.url, site.smtp, DEMO_REDACTEUR.email, 2);
    expect(test.subject).toBe(`[Test] ${SUBJECT}`);
    expect(test.html).toContain('<a href="https://example.org/zalen"');
    expect(site.smtp.received.filter((mail) => mail.subject === SUBJECT)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: /^Versturen naar \d+ personen$/ }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("button", { name: /^Ja, verstuur naar \d+ personen$/ });
    await confirm.waitFor();
    expect(site.smtp.received.filter((mail) => mail.subject === SUBJECT)).toEqual([]);
    await confirm.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/beheer\/berichten$/);
    await page
      .getByRole("status")
      .filter({ hasText: /^Het bericht gaat naar \d+ personen\.$/ })
      .waitFor();
    await expect.poll(() => page.getByRole("main").textContent(), POLL).toContain(SUBJECT);

    const addresses = [...new Set(registered.map((address) => address.trim().toLowerCase()))];
    const sentTo = () =>
      site.smtp.received
        .filter((mail) => mail.subject === SUBJECT)
        .flatMap((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []))
        .flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()));
    await expect.poll(() => sentTo().length, POLL).toBe(addresses.length);
    expect(sentTo().sort()).toEqual(addresses.sort());
    for (const person of PEOPLE) expect(sentTo().filter((address) => address === person.email)).toHaveLength(1);
  });
});
