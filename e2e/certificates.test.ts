import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventQueryDocument } from "../app/graphql/generated.ts";
import { certificatePath, staffCertificatesPath, staffCheckInPath } from "../common/site-paths.ts";
import { BUYER as BUYER_DETAILS } from "../test/support/factories/orders.ts";
import { pdfText } from "../test/support/pdf-text.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../test/support/smtp-server.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { launchBrowser } from "../test/support/browser/browser.ts";
import { createEventThroughApi, orderTickets } from "../test/support/site/factories.ts";
import { afterJobs } from "../test/support/site/jobs.ts";
import { seededDataDir, startServer, type RunningServer } from "../test/support/site/server.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import {
  DEMO_BEHEERDER,
  POLL,
  mailAfterJobs,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { TICKET_CODE } from "../test/support/site/workshop-scenarios.ts";

// Certificates of attendance, for a forum the file makes as staff do. Staff set the forum's accreditation on its
// form, one ticket is checked in at the door; then the same database is opened by a server whose clock stands after
// the forum, and a round of its worker (asked for with runJobsNow) mails the certificate (real SMTP) with the PDF.
// Its verification page shows name, title and date.

const BUYER = "certificaat.koper@example.org";
const NAME = `${BUYER_DETAILS.firstName} ${BUYER_DETAILS.lastName}`;
const CERTIFICATE_CODE = /FC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

let smtp: TestSmtpServer;
let browser: Browser;
let server: RunningServer | null = null;
const dataDir = seededDataDir();
let forum = { id: "", name: "", endsAt: "" };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const env = {
    SMTP_URL: smtp.url,
    RATE_LIMIT_STAFF_SIGN_IN_PER_CLIENT_PER_HOUR: "1000",
    RATE_LIMIT_STAFF_SIGN_IN_PER_ADDRESS_PER_HOUR: "1000",
    ORDER_APPROVAL_MIN_TICKETS: "1000",
  };
  [server, browser] = await Promise.all([startServer({ dataDir, env }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

/** Registers a fresh site has (content/registers.ts), as the form and the certificate name them. */
const REGISTER_NAMES = ["BIG-register", "NIP (psychologen)", "Kwaliteitsregister Jeugd (SKJ)"];

describe("certificates of attendance", () => {
  let staff: BrowserContext;
  let code = "";
  let certificateCode = "";
  let firstMail = "";

  it("staff fill in the forum's accreditation (axe 0) and check one ticket in at the door", async () => {
    const api = apiClient(server!, { ip: "10.81.0.1" });
    const made = await createEventThroughApi(await staffApi({ url: server!.url, smtp }), {
      name: "Forum Forensische Zorg en Accreditatie",
      ticketTypes: [{ name: "Regulier", price: "95,00", quantity: 50 }],
      slots: [{ workshops: [{ name: "Verhoortechnieken", capacity: 30 }] }],
    });
    const { eventById } = await api(EventQueryDocument, { id: made.id });
    forum = { id: eventById!.id, name: eventById!.name, endsAt: eventById!.timeFrame.end };
    await orderTickets(api, {
      eventId: forum.id,
      lines: [{ ticketTypeId: made.ticketTypeIds.Regulier!, quantity: 1 }],
      paymentMethod: "INVOICE",
      email: BUYER,
      publicUrl: server!.url,
    });
    code = (await mailAfterJobs(server!.url, smtp, BUYER)).text?.match(TICKET_CODE)?.[0] ?? "";
    expect(code).not.toBe("");

    staff = await browser.newContext({ locale: "nl-NL" });
    const page = await staff.newPage();
    await signInByMail(page, server!.url, smtp, DEMO_BEHEERDER.email);
    await page.goto(`${server!.url}${staffCertificatesPath("EVENT", forum.id)}`);
    await waitForStaffHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Uren").fill("6,5");
    await page.getByLabel("Punten", { exact: true }).fill("6");
    // The registers are rows (decision 0036): ticked by their names.
    for (const register of REGISTER_NAMES) await page.getByRole("checkbox", { name: register, exact: true }).check();
    await page.getByLabel("Accreditatienummer").fill("ACC-E2E-18");
    // Points per part (decision 0037): a workshop's own, refused in Dutch beside its field when not a number.
    const workshopPoints = page.getByLabel(/^Punten voor Verhoortechnieken/);
    await workshopPoints.fill("anderhalf");
    await page.getByRole("button", { name: "Accreditatie opslaan" }).click();
    await expect.poll(() => page.getByText("Niet opgeslagen").count(), POLL).toBe(1);
    expect(await page.getByRole("link", { name: /^Punten per onderdeel: Vul een getal in/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Punten voor Verhoortechnieken/).fill("1,5");
    await page.getByRole("button", { name: "Accreditatie opslaan" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent(), POLL)
      .toBe("De accreditatie is opgeslagen.");
    expect(await page.getByLabel(/^Punten voor Verhoortechnieken/).inputValue()).toBe("1,5");
    expect(await axeViolations(page)).toEqual([]);

    await checkInAtDoor(page, code);
  });

  it("after the forum the worker mails the certificate PDF; its page verifies it (axe 0)", async () => {
    await server!.stop();
    const after = new Date(Date.parse(forum.endsAt) + 60 * 60_000).toISOString();
    server = await startServer({ dataDir, env: { SMTP_URL: smtp.url, CLOCK_START: after } });
    // A round of the order worker issues the certificate (and reminds of the unpaid invoice); its mail follows.
    const mail = await certificateMail(1);
    firstMail = mail.text ?? "";
    expect(mail.subject).toBe(`Certificaat van deelname: ${forum.name}`);
    expect(mail.text).toContain("Klopt je naam niet?");
    const pdf = mail.attachments.find((attachment) => attachment.contentType === "application/pdf");
    const { text } = await pdfText(pdf!.content);
    certificateCode = text.match(CERTIFICATE_CODE)![0];
    for (const part of [NAME, forum.name, "6,5 uur", ...REGISTER_NAMES, "ACC-E2E-18", certificateCode])
      expect(text.replace(/\s+/g, " ")).toContain(part);

    const page = await (await browser.newContext({ locale: "nl-NL" })).newPage();
    const response = await page.goto(`${server!.url}${certificatePath(certificateCode.toLowerCase())}`);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    const main = page.getByRole("main");
    await expect.poll(() => main.textContent(), POLL).toContain("Geldig certificaat van deelname");
    expect(await main.textContent()).toContain(forum.name);
    expect(await main.textContent()).toContain(NAME);
    expect(await main.textContent()).not.toContain(BUYER);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await axeViolations(page)).toEqual([]);

    const unknown = await page.goto(`${server!.url}${certificatePath("FC-0000-0000-0000")}`);
    expect(unknown?.status()).toBe(404);
    expect(await page.getByRole("main").textContent()).toContain("Geen geldig certificaat gevonden");
  });

  it("the mail links the PDF: the link downloads it privately; a wrong token is the Dutch 404 page", async () => {
    const link = firstMail.match(new RegExp(`${server!.url}/certificaat/pdf/[A-Za-z0-9_-]+`))![0];
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="certificaat-${certificateCode}\\.pdf"`),
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(certificateCode);

    const page = await (await browser.newContext({ locale: "nl-NL" })).newPage();
    const wrong = await page.goto(`${link.slice(0, -4)}zzzz`);
    expect(wrong?.status()).toBe(404);
    expect(wrong?.headers()["cache-control"]).toBe("private, no-store");
    expect(wrong?.headers()["x-robots-tag"]).toBe("noindex");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Deze pagina bestaat niet");
  });

  it("takes a name correction from the mail's link (axe 0); staff re-issue with that name and the same code", async () => {
    const link = firstMail.match(new RegExp(`${server!.url}/certificaat/naam/[A-Za-z0-9_-]+`))![0];
    const visitor = await (await browser.newContext({ locale: "nl-NL" })).newPage();
    await visitor.goto(link);
    expect(await axeViolations(visitor)).toEqual([]);
    // Like every public form, it links the privacy statement.
    const privacy = visitor.locator("form").getByRole("link", { name: /^privacyverklaring/ });
    expect(await privacy.getAttribute("href")).toBe("/privacy");
    await visitor.getByLabel("Juiste naam").fill(`${BUYER_DETAILS.firstName} Bakker-${BUYER_DETAILS.lastName}`);
    await visitor.getByRole("button", { name: "Correctie versturen" }).click();
    await expect.poll(() => visitor.getByRole("status").textContent(), POLL).toContain("Correctie ontvangen");
    expect(await axeViolations(visitor)).toEqual([]);

    const page = await (await browser.newContext({ locale: "nl-NL" })).newPage();
    await signInByMail(page, server!.url, smtp, DEMO_BEHEERDER.email);
    await page.goto(`${server!.url}${staffCertificatesPath("EVENT", forum.id)}`);
    await waitForStaffHydration(page);
    expect(await page.getByRole("main").textContent()).toContain(certificateCode);
    // An empty name is refused by the shared rule: the summary names the field and links to it.
    const resend = page.getByRole("button", { name: /^Opnieuw versturen voor / });
    await page.getByLabel("Achternaam").fill("");
    await resend.click();
    const summaryLink = page.getByRole("link", { name: /^Achternaam: / });
    await summaryLink.waitFor();
    await summaryLink.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""), POLL)
      .toMatch(/\.lastName$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Achternaam").fill(`Bakker-${BUYER_DETAILS.lastName}`);
    await resend.click();
    await expect.poll(() => page.getByRole("status").first().textContent(), POLL).toContain("opnieuw verstuurd");
    expect(await axeViolations(page)).toEqual([]);

    const again = await certificateMail(2);
    const pdf = again.attachments.find((attachment) => attachment.contentType === "application/pdf");
    const { text } = await pdfText(pdf!.content);
    expect(text).toContain(`${BUYER_DETAILS.firstName} Bakker-${BUYER_DETAILS.lastName}`);
    expect(text).toContain(certificateCode);
  });
});

/** The `count`-th certificate mail, once the server ran its jobs. */
function certificateMail(count: number) {
  return afterJobs(
    server!.url,
    () => smtp.received.filter((mail) => mail.subject?.startsWith("Certificaat van deelname"))[count - 1],
    () => `geen ${count}e certificaatmail`,
  );
}

async function checkInAtDoor(page: Page, code: string) {
  await page.goto(`${server!.url}${staffCheckInPath("EVENT", forum.id)}`);
  await waitForStaffHydration(page);
  await page.getByLabel("Code typen").fill(code);
  await page.getByLabel("Code typen").press("Enter");
  await expect.poll(() => page.locator("[data-uitkomst]").getAttribute("data-uitkomst"), POLL).toBe("WELCOME");
}
