import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { RegisterAttendeeDocument, ValidateTokenDocument } from "../app/graphql/generated.ts";
import { expectValidPdf, pdfText } from "../test/support/pdf-text.ts";
import { ApiRequestError, apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { registerForWorkshop } from "../test/support/site/factories.ts";
import { AFTER_JOBS_MS, afterJobs, runJobsNow } from "../test/support/site/jobs.ts";
import { useSiteSession } from "../test/support/browser/session.ts";
import { DEMO_BEHEERDER, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { buyWithIdeal, fetchEvent, ownForum, type Buyer } from "../test/support/site/event-scenarios.ts";

// A paid iDEAL order is cancelled in the back office with its refund in the same step, with the keyboard
// only: the refund goes through the built-in test provider and settles, the buyer gets the credit invoice (mail and
// PDF) on the real SMTP server, and the cancelled tickets' codes stop working. Once for the whole order, once for
// one ticket of two with part of the money. The tickets are of a forum the file makes, with one workshop slot.

const site = useSiteSession({ mail: true });
const api = apiClient(site, { ip: "10.81.0.1" });

const INVOICE_NUMBER = /FF-\d{4}-\d{5}/;
/** What a person reads in a ticket's workshop sign-up once its ticket was cancelled (ticket-access.ts). */
const CANCELED_TICKET_MESSAGE = "Dit ticket is geannuleerd. De code geeft geen toegang meer.";

let forum: { id: string; name: string };
let regular: { id: string; price: number };

beforeAll(async () => {
  const own = await ownForum(site, {
    name: "Forum over terugbetalingen",
    slots: [{ workshops: [{ name: "Verhoortechnieken", capacity: 30 }] }],
  });
  forum = own;
  regular = own.ticketTypes.find((type) => type.name === "Regulier")!;
});

/**
 * Two 'Regulier' tickets ordered through the public API with iDEAL and paid at the test provider's checkout page in
 * a browser, as a buyer does; gives the codes from the confirmation mail and the provider's payment id.
 */
async function buyAndPay(buyer: Buyer, ip: string): Promise<{ codes: string[]; paymentId: string }> {
  const lines = [{ ticketTypeId: regular.id, quantity: 2 }];
  const { confirmation, codes, paymentId } = await buyWithIdeal(site, api, { eventId: forum.id, lines, buyer, ip });
  expect(confirmation.subject).toBe(`Je tickets voor ${forum.name}`);
  expect(codes).toHaveLength(2);
  return { codes, paymentId };
}

/** Signs in as the demo beheerder and opens the buyer's order from the order list, with the keyboard only. */
async function openOrder(buyer: Buyer): Promise<{ page: Page; orderUrl: string }> {
  const { page } = await site.open("/beheer/inloggen");
  await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
  await page.goto(`${site.url}/beheer/bestellingen`);
  await waitForStaffHydration(page);
  await page.getByLabel("Zoek op naam, e-mailadres, bestelnummer of factuurnummer").focus();
  await page.keyboard.type(buyer.email);
  await page.keyboard.press("Enter");
  await page.waitForURL(/zoek=/);
  await page.getByRole("link", { name: `${buyer.firstName} ${buyer.lastName}` }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/beheer\/bestellingen\/[0-9a-f-]{36}$/);
  const orderUrl = page.url();
  await page.getByRole("heading", { level: 1, name: `Bestelling van ${buyer.firstName} ${buyer.lastName}` }).waitFor();
  await waitForStaffHydration(page);
  expect(await statusOf(page)).toBe("Betaald");
  return { page, orderUrl };
}

/** Goes from the order page to its cancel page through the 'Annuleren' link. */
async function openCancelPage(page: Page, orderUrl: string): Promise<void> {
  await page.getByRole("link", { name: "Annuleren", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${orderUrl}/annuleren`);
  await page.getByRole("heading", { level: 1, name: "Bestelling annuleren" }).waitFor();
  await waitForStaffHydration(page);
}

/** Page text with the no-break spaces of amounts as ordinary spaces. */
const plain = (text: string | null) => (text ?? "").replaceAll("\u00a0", " ");
const factOf = async (page: Page, term: string) =>
  plain(await page.locator(`dt:text-is('${term}') + dd`).textContent());
const statusOf = (page: Page) => factOf(page, "Status");
const timelineOf = async (page: Page) =>
  plain(await page.locator("ol").filter({ hasText: "Bestelling geplaatst" }).textContent());

/** The order page's invoice list: the original's number and the credit invoice's, as the links name them. */
async function invoiceNumbers(page: Page): Promise<{ original: string; credit: string }> {
  const links = await page.getByRole("region", { name: "Facturen" }).getByRole("link").allTextContents();
  const numbered = (prefix: string) =>
    links.map((text) => new RegExp(`^${prefix} (${INVOICE_NUMBER.source}) \\(PDF\\)$`).exec(text)?.[1]).find(Boolean);
  return { original: numbered("Factuur") ?? "", credit: numbered("Creditfactuur") ?? "" };
}

/**
 * Runs a round of the order worker, which asks the test provider about open refunds (and the test provider pays a
 * refund out when it is first asked), then reloads the order page until its timeline shows the refund paid out.
 */
async function waitForRefunded(page: Page, amount: string): Promise<void> {
  await runJobsNow(site.url);
  await expect
    .poll(
      async () => {
        await page.reload();
        return timelineOf(page);
      },
      { timeout: AFTER_JOBS_MS, interval: 500 },
    )
    .toContain(`Terugbetaling: terugbetaald${amount} via de testprovider`);
}

/**
 * The credit invoice mail to the buyer: the mails to one address come in the order they were queued, and a
 * workshop choice sends one of its own, so it is found by its subject.
 */
async function creditMailTo(email: string, number: string): Promise<ParsedMail> {
  const subject = `Creditfactuur ${number} – ${forum.name}`;
  const addressedTo = (mail: ParsedMail) =>
    [mail.to ?? []].flat().some((group) => group.value.some((entry) => entry.address === email));
  const found = () => site.smtp.received.filter((mail) => mail.subject === subject && addressedTo(mail));
  await afterJobs(
    site.url,
    () => found()[0],
    () => `geen creditfactuur ${number} aan ${email}`,
  );
  expect(found()).toHaveLength(1);
  return found()[0]!;
}

/** The credit invoice's PDF of a mail, as text. */
async function creditPdfText(mail: ParsedMail, number: string): Promise<string> {
  expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`factuur-${number}.pdf`]);
  const [pdf] = mail.attachments;
  expect(pdf!.contentType).toBe("application/pdf");
  expectValidPdf(pdf!.content);
  return (await pdfText(pdf!.content)).text;
}

/** The API's answer when the code is used to sign up for a workshop. */
async function signUpRefusal(code: string, workshopId: string): Promise<ApiRequestError> {
  const error = await api(RegisterAttendeeDocument, {
    input: { registrationToken: code, workshopId, firstName: "Lotte", lastName: "Brouwer", email: "lotte@example.org" },
  }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiRequestError)) throw new Error(`de aanmelding met ${code} werd niet geweigerd`);
  return error;
}

const soldOfRegular = async () =>
  (await fetchEvent(site, forum.id)).ticketTypes.find((type) => type.id === regular.id)!.soldTickets;

const lookup = async (code: string) => (await api(ValidateTokenDocument, { token: code })).workshopsByRegistrationToken;

describe("cancelling a paid iDEAL order with a refund in the back office", () => {
  it("cancels the whole order, refunds all of it, mails the credit invoice and stops the codes", async () => {
    const buyer = { firstName: "Femke", lastName: "Terpstra", email: "femke.terpstra@terugbetaling.example.org" };
    const { codes } = await buyAndPay(buyer, "10.81.0.2");
    const [workshop] = (await lookup(codes[0]!)).availableWorkshops;
    const soldBefore = await soldOfRegular();

    const { page, orderUrl } = await openOrder(buyer);
    await openCancelPage(page, orderUrl);
    expect(await axeViolations(page)).toEqual([]);
    // The form offers the whole order and all that was paid: one Enter does both.
    expect(await page.getByLabel("Alle 2 tickets annuleren").isChecked()).toBe(true);
    const total = (regular.price * 2).toFixed(2).replace(".", ",");
    expect(await page.getByLabel("Bedrag terugbetalen (euro)").inputValue()).toBe(total);
    await page.getByRole("button", { name: "Ja, annuleren" }).focus();
    await page.keyboard.press("Enter");

    await page.waitForURL(orderUrl);
    await waitForStaffHydration(page);
    expect(await page.getByRole("status").textContent()).toBe(
      "De bestelling is geannuleerd; de plaatsen zijn weer vrij en de koper krijgt de creditfactuur.",
    );
    expect(await statusOf(page)).toBe("Geannuleerd");
    const timeline = await timelineOf(page);
    expect(timeline).toContain("Bestelling geannuleerd");
    expect(timeline).toMatch(/Terugbetaling: (in behandeling|terugbetaald)/);
    const { original, credit } = await invoiceNumbers(page);
    expect(original).toMatch(INVOICE_NUMBER);
    expect(credit).toMatch(INVOICE_NUMBER);
    expect(timeline).toContain(`Creditfactuur ${credit}`);
    expect(await axeViolations(page)).toEqual([]);
    // The server's order worker settles the refund at the test provider; the page then says it is paid out.
    await waitForRefunded(page, `€ ${total}`);
    expect(await page.getByRole("link", { name: "Annuleren", exact: true }).count()).toBe(0);

    // The buyer's credit invoice, for all of it, with the money coming back.
    const mail = await creditMailTo(buyer.email, credit);
    const text = plain(mail.text ?? null);
    expect(text).toContain(`Je bestelling voor ${forum.name} is geannuleerd.`);
    expect(text).toContain(`die factuur ${original} voor dit deel corrigeert`);
    expect(text).toContain(`€ -${total}`);
    expect(text).toContain(`We betalen € ${total} terug`);
    const pdf = await creditPdfText(mail, credit);
    expect(pdf).toContain("Creditfactuur");
    expect(pdf).toContain(`Creditfactuurnummer ${credit}`);
    expect(pdf).toContain(`Bij factuur ${original}`);
    expect(pdf).toContain(`€ -${total}`);
    expect(pdf).toContain(`Deze creditfactuur corrigeert factuur ${original}.`);

    // Both codes open nothing any more, and signing up with one says why.
    for (const code of codes) expect((await lookup(code)).isValid).toBe(false);
    const refusal = await signUpRefusal(codes[0]!, workshop!.id);
    expect(refusal.code).toBe("NOT_FOUND");
    expect(refusal.message).toContain(CANCELED_TICKET_MESSAGE);
    // And both tickets are for sale again.
    expect(await soldOfRegular()).toBe(soldBefore - 2);
  });

  it("cancels one ticket of two with part of the money back, and mails a partial credit invoice", async () => {
    const buyer = { firstName: "Joost", lastName: "Bakker", email: "joost.bakker@terugbetaling.example.org" };
    const { codes, paymentId } = await buyAndPay(buyer, "10.81.0.3");
    const [cancelled, kept] = codes as [string, string];
    const [workshop] = (await lookup(cancelled)).availableWorkshops;
    await registerForWorkshop(api, {
      registrationToken: cancelled,
      workshopId: workshop!.id,
      firstName: "Joost",
      lastName: "Bakker",
      email: buyer.email,
    });
    const placesOf = async () =>
      (await lookup(kept)).availableWorkshops.find((candidate) => candidate.id === workshop!.id)!.currentCapacity;
    const placesWhileSignedUp = await placesOf();

    const { page, orderUrl } = await openOrder(buyer);
    await openCancelPage(page, orderUrl);
    // Not the whole order: only the ticket with the first code, found by its last four characters.
    await page.getByLabel("Alle 2 tickets annuleren").focus();
    await page.keyboard.press("Space");
    expect(await page.getByLabel("Alle 2 tickets annuleren").isChecked()).toBe(false);
    const ticket = page.getByLabel(new RegExp(`${cancelled.slice(-4)}\\), `));
    await ticket.focus();
    await page.keyboard.press("Space");
    expect(await ticket.isChecked()).toBe(true);
    const price = regular.price.toFixed(2).replace(".", ",");
    // Less than the ticket cost (say, the costs are kept): the refund is what staff type, not what was cancelled.
    const refund = (regular.price - 25).toFixed(2).replace(".", ",");
    await page.getByLabel("Bedrag terugbetalen (euro)").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(refund);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");

    await page.waitForURL(orderUrl);
    await waitForStaffHydration(page);
    // Polled: on a busy machine the shell's notice region may still be the form page's (empty) one.
    await expect
      .poll(() => page.getByRole("status").textContent())
      .toBe("De gekozen tickets zijn geannuleerd; de koper krijgt de creditfactuur.");
    // The order stands for the other ticket; what it costs is one ticket less.
    expect(await statusOf(page)).toBe("Betaald");
    expect(await factOf(page, "Bedrag")).toBe(`€ ${price}`);
    const timeline = await timelineOf(page);
    expect(timeline).toContain("1 ticket geannuleerd");
    const { original, credit } = await invoiceNumbers(page);
    expect(original).toMatch(INVOICE_NUMBER);
    expect(timeline).toContain(`Creditfactuur ${credit}`);
    expect(await axeViolations(page)).toEqual([]);
    // Mollie calls the payment's webhook when one of its refunds changes; here the test does what it would.
    const webhook = await fetch(`${site.url}/api/payments/webhook`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: paymentId }).toString(),
    });
    expect(webhook.status).toBe(200);
    await waitForRefunded(page, `€ ${refund}`);

    const mail = await creditMailTo(buyer.email, credit);
    const text = plain(mail.text ?? null);
    expect(text).toContain(`Eén ticket van je bestelling voor ${forum.name} is geannuleerd.`);
    expect(text).toContain(`€ -${price}`);
    expect(text).toContain(`We betalen € ${refund} terug`);
    const pdf = await creditPdfText(mail, credit);
    expect(pdf).toContain(`Creditfactuurnummer ${credit}`);
    expect(pdf).toContain(`Bij factuur ${original}`);
    expect(pdf).toContain(`€ -${price}`);
    expect(pdf).not.toContain(`€ -${(regular.price * 2).toFixed(2).replace(".", ",")}`);

    // Only the cancelled ticket's code stops; its workshop place is free again.
    expect((await lookup(cancelled)).isValid).toBe(false);
    expect((await lookup(kept)).isValid).toBe(true);
    expect((await signUpRefusal(cancelled, workshop!.id)).message).toContain(CANCELED_TICKET_MESSAGE);
    expect(await placesOf()).toBe(placesWhileSignedUp + 1);
  });
});
