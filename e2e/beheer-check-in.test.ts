import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidateTokenDocument } from "../app/graphql/generated.ts";
import { staffCheckInPath } from "../common/site-paths.ts";
import { ticketQrPayload } from "../server/documents/ticket-pdf.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { collectPageErrors, launchBrowser } from "../test/support/browser/browser.ts";
import { ownForum, ticketTypeId } from "../test/support/site/event-scenarios.ts";
import { orderTickets, registerForWorkshop } from "../test/support/site/factories.ts";
import { fakeCameraArgs, writeQrVideo } from "../test/support/browser/fake-camera.ts";
import { PHONE, useSiteSession } from "../test/support/browser/session.ts";
import {
  DEMO_BEHEERDER,
  POLL,
  mailAfterJobs,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { TICKET_CODE } from "../test/support/site/workshop-scenarios.ts";

// The door of a forum the file makes, on a phone. A code typed, a person found by name, a second device scanning the
// same ticket, scans made offline and sent when the connection is back (one of them a conflict), the page without
// JavaScript, and the camera filming a real ticket's QR code (Chromium's fake camera) decoded by the real library.

const site = useSiteSession({
  mail: true,
});
let visitor = 0;
const api = apiClient(site, { ip: () => `10.79.0.${++visitor}` });

const BUYER = "deur.koper@example.org";
/** The file's own forum, with one workshop slot; its tickets' holder is the order's buyer, Noor de Vries. */
const FORUM_NAME = "Forum aan de deur";
let forumId = "";
let codes: string[] = [];
let doorUrl = "";
let staff: BrowserContext;

const answer = (page: Page) => page.locator("[data-uitkomst]");
const counter = (page: Page) => page.getByText(/\d+ van \d+ ingecheckt/);

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Code typen").fill(code);
  await page.getByLabel("Code typen").press("Enter");
}

beforeAll(async () => {
  const forum = await ownForum(site, {
    name: FORUM_NAME,
    slots: [{ workshops: [{ name: "Verhoortechnieken", capacity: 30 }] }],
  });
  forumId = forum.id;
  await orderTickets(api, {
    eventId: forumId,
    lines: [{ ticketTypeId: ticketTypeId(forum, "Regulier"), quantity: 5 }],
    paymentMethod: "INVOICE",
    email: BUYER,
    publicUrl: site.url,
  });
  codes = [...new Set((await mailAfterJobs(site.url, site.smtp, BUYER)).text?.match(TICKET_CODE) ?? [])];
  expect(codes).toHaveLength(5);
  const { workshopsByRegistrationToken: lookup } = await api(ValidateTokenDocument, { token: codes[1]! });
  const workshop = lookup.availableWorkshops.find((candidate) => candidate.currentCapacity > 0)!;
  await registerForWorkshop(api, {
    registrationToken: codes[1]!,
    workshopId: workshop.id,
    firstName: "Daan",
    lastName: "Zwanenburg",
    email: "daan.zwanenburg@example.org",
  });
  doorUrl = `${site.url}${staffCheckInPath("EVENT", forumId)}`;
  staff = await site.browser.newContext({ viewport: PHONE, locale: "nl-NL" });
});

/** The beheerder's session for another context: cookies only, so its device gets a name of its own. */
const staffCookies = async () => ({ cookies: (await staff.storageState()).cookies, origins: [] });

/** The beheerder signs in once (by the real mail), in the first test that needs it. */
let signedIn: Promise<void> | null = null;
const signIn = async () => {
  signedIn ??= staff.newPage().then((page) => signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email));
  await signedIn;
};

async function openDoor(context: BrowserContext = staff): Promise<Page> {
  await signIn();
  const page = await context.newPage();
  await page.goto(doorUrl);
  await waitForStaffHydration(page);
  return page;
}

describe("check-in at the door", () => {
  it("chooses the forum, checks a typed code in and finds someone by name", async () => {
    await signIn();
    const page = await staff.newPage();
    const places = await page.goto(`${site.url}/beheer/check-in`);
    // Only the door page may use the camera; the page before it, like every other, may not.
    expect(places!.headers()["permissions-policy"]).toContain("camera=()");
    expect(await axeViolations(page)).toEqual([]);
    const [door] = await Promise.all([
      page.waitForResponse((response) => response.url() === doorUrl),
      page.getByRole("link", { name: FORUM_NAME, exact: true }).click(),
    ]);
    expect(door.headers()["permissions-policy"]).toContain("camera=(self)");
    await page.waitForURL(doorUrl);
    await waitForStaffHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(() => counter(page).textContent(), POLL).toMatch(/^0 van \d+ ingecheckt$/);

    await typeCode(page, codes[0]!.toLowerCase());
    await expect.poll(() => answer(page).textContent(), POLL).toBe("Welkom, Noor de VriesRegulier");
    expect(await answer(page).getAttribute("data-uitkomst")).toBe("WELCOME");
    await expect.poll(() => counter(page).textContent(), POLL).toMatch(/^1 van /);

    await page.getByLabel("Zoek op naam, organisatie of code").fill("zwanenb");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect.poll(() => page.getByRole("status").last().textContent(), POLL).toBe("1 deelnemer");
    await page.getByRole("button", { name: "Inchecken Daan Zwanenburg" }).click();
    await expect.poll(() => answer(page).textContent(), POLL).toContain("Welkom, Daan Zwanenburg");
    await expect.poll(() => page.getByText(/^Ingecheckt om \d\d:\d\d$/).count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("tells a second device that the ticket is in already, and when", async () => {
    await signIn();
    const other = await site.browser.newContext({ viewport: PHONE, storageState: await staffCookies() });
    const page = await openDoor(other);
    await typeCode(page, codes[0]!);
    await expect.poll(() => answer(page).getAttribute("data-uitkomst"), POLL).toBe("ALREADY_CHECKED_IN");
    expect(await answer(page).textContent()).toMatch(
      /^Noor de Vries is al ingecheckt om \d\d:\d\d \(op een ander apparaat\)\.$/,
    );
    await other.close();
  });

  it("keeps scans made offline and sends them when the connection is back, showing a conflict", async () => {
    const page = await openDoor();
    const before = await counter(page).textContent();
    await staff.setOffline(true);
    await typeCode(page, codes[2]!);
    await expect.poll(() => answer(page).textContent(), POLL).toContain("Geen verbinding: scan bewaard");
    await typeCode(page, codes[0]!);
    await expect.poll(() => page.getByText("2 scans wachten op verbinding").count(), POLL).toBe(1);
    await staff.setOffline(false);
    await expect.poll(() => page.getByText(/scans? wacht/).count(), { timeout: 30_000 }).toBe(0);
    const conflicts = page.getByRole("heading", { name: "Bij het versturen van bewaarde scans" });
    await expect.poll(() => conflicts.count(), POLL).toBe(1);
    expect(await page.getByRole("listitem").filter({ hasText: codes[0]! }).textContent()).toContain("al ingecheckt");
    // The panel no longer says the scan waits: it says the queue went, and that not every scan did.
    await expect.poll(() => answer(page).textContent(), POLL).toContain("Verbinding terug: bewaarde scans verstuurd");
    expect(await answer(page).textContent()).toContain("Niet elke scan lukte");
    const checkedIn = (text: string | null) => Number(/^(\d+)/.exec(text ?? "")?.[1]);
    await expect.poll(async () => checkedIn(await counter(page).textContent()), POLL).toBe(checkedIn(before) + 1);
  });

  it("offers an early check-out by keyboard, and says in red why a time is refused", async () => {
    const page = await openDoor();
    await page.getByLabel("Zoek op naam, organisatie of code").fill(codes[0]!);
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect.poll(() => page.getByRole("status").last().textContent(), POLL).toBe("1 deelnemer");
    const time = page.getByLabel("Vertrektijd van Noor de Vries (leeg: nu)");
    await time.focus();
    await time.fill("14:00");
    await Promise.all([page.waitForLoadState("load"), time.press("Enter")]);
    // The forum is still to come: a departure at 14:00 on its day has not happened yet.
    await expect
      .poll(() => answer(page).textContent(), POLL)
      .toBe("Die tijd is nog niet geweest. Vul de tijd van vertrek in.");
    expect(await answer(page).getAttribute("role")).toBe("alert");
    // The refused form stays with its row (the answer can show before the list has rendered again).
    await expect
      .poll(() => page.getByRole("button", { name: "Eerder uitchecken Noor de Vries" }).count(), POLL)
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("checks someone out early at a door that is open now, and takes it back", async () => {
    // Under way since an hour: today's at any time of day the test runs.
    const today = await ownForum(site, { name: "Deur van vandaag", startsAt: new Date(Date.now() - 3_600_000) });
    const buyer = "vroeg.weg@example.org";
    await orderTickets(api, {
      eventId: today.id,
      lines: [{ ticketTypeId: ticketTypeId(today, "Regulier"), quantity: 1 }],
      paymentMethod: "INVOICE",
      email: buyer,
      publicUrl: site.url,
    });
    const [code] = (await mailAfterJobs(site.url, site.smtp, buyer)).text?.match(TICKET_CODE) ?? [];
    await signIn();
    const page = await staff.newPage();
    await page.goto(`${site.url}${staffCheckInPath("EVENT", today.id)}`);
    await waitForStaffHydration(page);
    await typeCode(page, code!);
    await expect.poll(() => answer(page).getAttribute("data-uitkomst"), POLL).toBe("WELCOME");
    await page.reload();
    await waitForStaffHydration(page);
    // Left empty, the time is now.
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Eerder uitchecken Noor de Vries" }).press("Enter"),
    ]);
    await expect.poll(() => answer(page).textContent(), POLL).toMatch(/^Noor de Vries is uitgecheckt om \d\d:\d\d\.$/);
    // The answer shows as soon as the action answers; the list follows when its data has been loaded again.
    await expect.poll(() => page.getByText(/^Vertrokken om \d\d:\d\d$/).count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([
      page.waitForLoadState("load"),
      page.getByRole("button", { name: "Vertrek ongedaan maken voor Noor de Vries" }).click(),
    ]);
    await expect.poll(() => answer(page).textContent(), POLL).toBe("Uitchecken van Noor de Vries is ongedaan gemaakt.");
    await expect.poll(() => page.getByText(/^Vertrokken om/).count(), POLL).toBe(0);
  });

  it("works without JavaScript", async () => {
    await signIn();
    const noScript = await site.browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: await staffCookies(),
    });
    const page = await noScript.newPage();
    await page.goto(doorUrl);
    await page.getByLabel("Code typen").fill(codes[3]!);
    await page.getByRole("button", { name: "Inchecken", exact: true }).click();
    expect(await answer(page).textContent()).toContain("Welkom, Noor de Vries");
    await page.getByRole("button", { name: "Ongedaan maken voor Daan Zwanenburg" }).click();
    expect(await answer(page).textContent()).toBe("Check-in van Daan Zwanenburg is ongedaan gemaakt.");
    await noScript.close();
  });
});

describe("the camera", () => {
  let dir = "";
  let browser: Browser;
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("decodes the QR code of a real forum ticket and checks it in", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ff-camera-"));
    const video = path.join(dir, "ticket.y4m");
    // The ticket PDF's own payload: at a forum, the workshop sign-up link with the code.
    await writeQrVideo(video, ticketQrPayload({ registrationCode: codes[4]!, event: { type: "FORUM" } }, site.url));
    await signIn();
    browser = await launchBrowser(fakeCameraArgs(video));
    const context = await browser.newContext({ viewport: PHONE, storageState: await staffCookies() });
    await context.grantPermissions(["camera"], { origin: site.url });
    const page = await openDoor(context);
    const errors = collectPageErrors(page);
    await page.getByRole("button", { name: "Scannen met de camera" }).click();
    // Each look is immediate (a missing answer is null, not a wait), so a failure says what the page showed.
    const look = async () => ({
      answer: (await answer(page).count()) ? await answer(page).first().getAttribute("data-uitkomst") : null,
      scanner: await page.locator("main").innerText(),
      errors,
    });
    await expect.poll(look, { timeout: 45_000 }).toMatchObject({ answer: "WELCOME" });
    expect(await answer(page).textContent()).toContain("Welkom, Noor de Vries");
  }, 120_000);
});
