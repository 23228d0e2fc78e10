import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { ValidateTokenDocument } from "../app/graphql/generated.ts";
import { expectValidPdf, pdfText } from "../test/support/pdf-text.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../test/support/smtp-server.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { collectPageErrors, launchBrowser } from "../test/support/browser/browser.ts";
import { afterJobs, runJobsNow } from "../test/support/site/jobs.ts";
import { DESKTOP } from "../test/support/browser/session.ts";
import { startServer, type RunningServer } from "../test/support/site/server.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { ownForum } from "../test/support/site/event-scenarios.ts";

// The ticket e-mail: buy forum tickets in the browser against the production build, let the
// app deliver its confirmation to a real SMTP server in this test process, and read that mail as a buyer would.

const CODE = /FF-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/g;

type Purchase = { name: string; choice: "Op factuur" | "iDEAL"; email: string; invoice: boolean };

const PURCHASES: Purchase[] = [
  { name: "by invoice", choice: "Op factuur", email: "factuur.koper@example.org", invoice: true },
  { name: "by iDEAL through the test provider", choice: "iDEAL", email: "ideal.koper@example.org", invoice: false },
];

let smtp: TestSmtpServer;
let app: RunningServer;
let browser: Browser;
let forum: { id: string; name: string };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  [app, browser] = await Promise.all([startServer({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  // A forum of the file's own with 'Regulier' tickets and workshops in two slots, for the codes to be chosen with.
  forum = await ownForum(
    { url: app.url, smtp },
    {
      name: "Forum Ticketmail",
      slots: [
        { workshops: [{ name: "Casusbespreking", capacity: 20 }] },
        { workshops: [{ name: "Intervisie", capacity: 20 }] },
      ],
    },
  );
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.stop();
});

/** Buys two 'Regulier' tickets of the forum the way a visitor does, up to the completion page. */
async function buyTwoTickets(page: Page, purchase: Purchase): Promise<void> {
  await page.goto(`${app.url}/evenementen/${forum.id}/aanmelden`);
  await waitForHydration(page);
  await page.getByLabel("Aantal Regulier").fill("2");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor({ state: "visible" });
  const buyer: [string, string][] = [
    ["Voornaam", "Joris"],
    ["Achternaam", "van Dam"],
    ["E-mailadres", purchase.email],
    ["Telefoonnummer", "0687654321"],
    ["Straat en huisnummer", "Stationsweg 12"],
    ["Postcode", "9726 AC"],
    ["Plaats", "Groningen"],
  ];
  for (const [label, value] of buyer) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(purchase.choice).check();
  const order = purchase.invoice ? "Bestellen met betaalverplichting" : "Bestellen en betalen";
  await page.getByRole("button", { name: order, exact: true }).click();
  if (!purchase.invoice) {
    await page.waitForURL(/\/test-betaalprovider\/[^/]+$/);
    await page.getByRole("button", { name: "Betaald" }).click();
  }
  await page.waitForURL(new RegExp(`/evenementen/${forum.id}/aanmelden-voltooid\\?order=`));
}

function mailsTo(email: string): ParsedMail[] {
  return smtp.received.filter((mail) => addressesOf(mail).includes(email));
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ""));
}

/** The first mail to `email`, once the server ran its jobs. */
function waitForMailTo(email: string): Promise<ParsedMail> {
  return afterJobs(
    app.url,
    () => mailsTo(email)[0],
    () => `geen e-mail aan ${email}:\n${app.output().slice(-3000)}`,
  );
}

/** The workshop links of the HTML part, as a mail client would follow them. */
function workshopHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*\/workshops\/aanmelden[^"]*)"/g)].map((match) => match[1]!);
}

/** What the workshop API says of a code; throws when the API does not answer it. */
async function workshopsForCode(code: string) {
  const { workshopsByRegistrationToken } = await apiClient(app)(ValidateTokenDocument, { token: code });
  return workshopsByRegistrationToken;
}

describe.each(PURCHASES)("the confirmation e-mail of two forum tickets bought $name", (purchase) => {
  let mail: ParsedMail;
  let text: string;
  let codes: string[];
  let pageErrors: string[];

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "nl-NL" });
    const page = await context.newPage();
    pageErrors = collectPageErrors(page);
    await buyTwoTickets(page, purchase);
    await context.close();
    mail = await waitForMailTo(purchase.email);
    text = (mail.text ?? "").replaceAll("\u00a0", " ");
    codes = [...text.matchAll(/Ticketcode: (\S+)/g)].map((match) => match[1]!);
  });

  it("went through the purchase pages without errors", () => {
    // The test provider's plain checkout page has no icon, so its favicon request 404s.
    expect(pageErrors.filter((error) => !error.includes("favicon.ico"))).toEqual([]);
  });

  it("is addressed to the buyer, with a Dutch subject naming the forum", () => {
    expect(addressesOf(mail)).toEqual([purchase.email]);
    expect(mail.subject).toBe(`Je tickets voor ${forum.name}`);
    expect(text).toContain("Beste Joris,");
    expect(mail.html || "").toContain('<html lang="nl">');
    const thanks = purchase.invoice ? "de factuur zit als bijlage bij deze e-mail" : "We hebben je betaling ontvangen.";
    expect(text).toContain(thanks);
  });

  it("lists two distinct registration codes, in the text and in the HTML", () => {
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^${CODE.source}$`));
      expect(mail.html).toContain(code);
    }
    expect([...new Set(text.match(CODE))].sort()).toEqual([...codes].sort());
  });

  it("links each code to the workshop sign-up on the app's public URL", () => {
    const expected = codes.map((code) => `${app.url}/workshops/aanmelden?code=${code}`);
    expect(workshopHrefs(mail.html || "").sort()).toEqual([...expected].sort());
    for (const url of expected) expect(text).toContain(`Kies je workshops: ${url}`);
  });

  it("attaches a ticket PDF per code, and the invoice PDF only for an invoice order", async () => {
    for (const attachment of mail.attachments) {
      expect(attachment.contentType).toBe("application/pdf");
      expectValidPdf(attachment.content);
    }
    const names = mail.attachments.map((attachment) => attachment.filename ?? "");
    const ticketNames = names.filter((name) => name.startsWith("ticket-"));
    expect(ticketNames.sort()).toEqual(codes.map((code) => `ticket-${code}.pdf`).sort());
    for (const code of codes) {
      const ticket = mail.attachments.find((attachment) => attachment.filename === `ticket-${code}.pdf`)!;
      expect((await pdfText(ticket.content)).text).toContain(code);
    }

    const invoiceNames = names.filter((name) => name.startsWith("factuur-"));
    expect(names).toHaveLength(ticketNames.length + invoiceNames.length);
    if (!purchase.invoice) {
      expect(invoiceNames).toEqual([]);
      return;
    }
    expect(invoiceNames).toEqual([expect.stringMatching(/^factuur-FF-\d{4}-\d{5}\.pdf$/)]);
    const invoiceNumber = invoiceNames[0]!.slice("factuur-".length, -".pdf".length);
    expect(text).toContain(`De factuur ${invoiceNumber} zit als bijlage bij deze e-mail.`);
    const invoice = mail.attachments.find((attachment) => attachment.filename === invoiceNames[0])!;
    expect((await pdfText(invoice.content)).text).toContain(`Factuurnummer ${invoiceNumber}`);
  });

  it("gives codes that the workshop API accepts, each with workshops to choose", async () => {
    for (const code of codes) {
      const lookup = await workshopsForCode(code);
      expect(lookup?.isValid, code).toBe(true);
      expect(lookup?.availableWorkshops.length, code).toBeGreaterThan(0);
    }
  });

  it("opens the workshop wizard with the code of its link, where a workshop can be chosen", async () => {
    const [href] = workshopHrefs(mail.html || "");
    const context = await browser.newContext({ viewport: DESKTOP, locale: "nl-NL" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(href!);
    // The code from the link is checked on arrival, so the wizard starts at the personal details.
    await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
    await page.getByLabel("Voornaam").fill("Joris");
    await page.getByLabel("Achternaam").fill("Koper");
    // Another address than the buyer's, so the workshop confirmation does not count as a second order mail.
    await page.getByLabel("E-mailadres").fill(`workshop.${purchase.email}`);
    await page.getByRole("button", { name: "Volgende" }).click();
    await page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();
    const card = page.locator("button[aria-pressed='false']:not([disabled])").first();
    await card.click();
    await page.locator("button[aria-pressed='true']").first().waitFor();
    expect(await page.locator("button[aria-pressed='true']").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is sent exactly once for the order", async () => {
    // Another round of the jobs would send a second mail if the order had written one.
    await runJobsNow(app.url);
    expect(mailsTo(purchase.email)).toHaveLength(1);
  });
});
