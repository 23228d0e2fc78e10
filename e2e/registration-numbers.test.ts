import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ReportPresenceDocument, SetAccreditationDocument, StaffCheckInDocument } from "../app/graphql/generated.ts";
import {
  enrollmentForm,
  fillEnrollmentForm,
  participant,
  submitButton,
  SUCCESS_TITLE,
  visitorIps,
  type ApiCourse,
} from "../test/support/browser/courses.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import {
  DEMO_BEHEERDER,
  mailAfterJobs,
  POLL,
  signInByMail,
  waitForStaffHydration,
} from "../test/support/browser/staff.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { enrollThroughApi } from "../test/support/site/factories.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// Registration numbers (decision 0036): the enrolment form of an accredited course asks an optional number per
// register, refuses a wrong one in the register's Dutch words (in the browser, and on the server without JavaScript),
// and staff see the number in the course's enrolment list. The ticket's page and the course enrolment's link page
// (the confirmation's cancel link) have their own small form for them, the same one.

const site = useSiteSession({ mail: true });
const nextIp = visitorIps("10.62");
const BIG_MESSAGE = "Een BIG-nummer bestaat uit 11 cijfers.";
let course: ApiCourse;

beforeAll(async () => {
  ({ course } = await ownCourses(site, {
    course: { title: "Verslaglegging met accreditatie", maxParticipants: 20 },
  }));
  const staff = await staffApi(site);
  await staff(SetAccreditationDocument, {
    input: {
      subject: { kind: "COURSE", id: course.id },
      hours: "6",
      points: "6",
      accreditationNumber: "ACC-E2E-NUMMERS",
      registerCodes: ["BIG", "NIP"],
    },
  });
});

const bigField = (page: Page) => page.getByLabel(/^BIG-nummer/);
const nipField = (page: Page) => page.getByLabel(/^Registratienummer NIP/);

describe("the enrolment form of an accredited course", () => {
  it("asks a BIG and a NIP number, refuses a wrong BIG number in Dutch, and enrols with a right one", async () => {
    const { page, errors } = await site.open(`/vakschool/${course.id}`, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Direct aanmelden" }).click();
    await enrollmentForm(page).waitFor();
    await page.waitForLoadState("networkidle");
    await expect(bigField(page).getAttribute("aria-describedby")).resolves.toContain("hint");
    expect(await page.getByText("11 cijfers. Met of zonder ‘BIG-’ ervoor.").count()).toBe(1);
    await expect(nipField(page).isVisible()).resolves.toBe(true);

    await fillEnrollmentForm(page, participant("big.nummer@voorbeeld.example.org"));
    await bigField(page).fill("1234");
    // Marked disabled (aria-disabled) while the form is invalid; pressing it shows the errors.
    await submitButton(page).click({ force: true });
    await page.getByText(BIG_MESSAGE).waitFor(POLL);
    await expect(bigField(page).getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await bigField(page).fill("BIG-1234 5678 901");
    await submitButton(page).click();
    await page.getByText(SUCCESS_TITLE).waitFor(POLL);
    expect(errors).toEqual([]);
  });

  it("without JavaScript, the server refuses the wrong number with the same message and keeps what was typed", async () => {
    const { page } = await site.open(`/vakschool/${course.id}?aanmelden`, DESKTOP, {
      ip: nextIp(),
      javaScriptEnabled: false,
    });
    await fillEnrollmentForm(page, participant("zonder.js@voorbeeld.example.org"));
    await nipField(page).fill("123456789");
    await submitButton(page).click();
    await page.getByText("Een registratienummer bij NIP (psychologen) bestaat uit").waitFor(POLL);
    await expect(nipField(page).inputValue()).resolves.toBe("123456789");
    await nipField(page).fill("123456");
    await submitButton(page).click();
    await page.getByText(SUCCESS_TITLE).waitFor(POLL);
  });

  it("shows the numbers, as stored, in the course's enrolment list in the back office", async () => {
    const { page } = await site.open("/beheer", DESKTOP);
    await signInByMail(page, site.url, site.smtp, DEMO_BEHEERDER.email);
    await page.goto(`${site.url}/beheer/cursussen/${course.id}/inschrijvingen`);
    await waitForStaffHydration(page);
    await page.getByText("BIG-register: 12345678901").waitFor(POLL);
    await page.getByText("NIP (psychologen): 00123456").waitFor(POLL);
  });
});

describe("the ticket's page of an accredited event, without JavaScript", () => {
  let code: string;
  beforeAll(async () => {
    const api = apiClient(site.url, { ip: nextIp });
    const { event, codes } = await eventWithTicketCodes(site, api, {
      name: "Studiedag met accreditatie",
      tickets: 1,
      buyer: "ticket.nummers@voorbeeld.example.org",
    });
    code = codes[0]!;
    const staff = await staffApi(site);
    await staff(SetAccreditationDocument, {
      input: {
        subject: { kind: "EVENT", id: event.id },
        hours: "6",
        points: "6",
        accreditationNumber: "ACC-E2E-TICKET",
        registerCodes: ["BIG"],
      },
    });
  });

  it("refuses a wrong number under its field, and stores a right one", async () => {
    const { page } = await site.open(`/workshops/aanmelden?code=${code}`, DESKTOP, {
      ip: nextIp(),
      javaScriptEnabled: false,
    });
    const numbers = page.getByRole("region", { name: "Registratienummers voor accreditatiepunten" });
    const save = numbers.getByRole("button", { name: "Registratienummers opslaan" });
    await numbers.getByLabel(/^BIG-nummer/).fill("123");
    await save.click();
    await page.getByText(BIG_MESSAGE).waitFor(POLL);
    await page
      .getByRole("region", { name: "Registratienummers voor accreditatiepunten" })
      .getByLabel(/^BIG-nummer/)
      .fill("BIG-0991 1009 701");
    await page.getByRole("button", { name: "Registratienummers opslaan" }).click();
    await page.getByText("Je registratienummers zijn opgeslagen.").waitFor(POLL);
    await expect(page.getByLabel(/^BIG-nummer/).inputValue()).resolves.toBe("09911009701");
  });
});

describe("the course enrolment's link page of an accredited course", () => {
  const numbersRegion = (page: Page) =>
    page.getByRole("region", { name: "Registratienummers voor accreditatiepunten" });
  const save = (page: Page) => numbersRegion(page).getByRole("button", { name: "Registratienummers opslaan" });
  const SAVED = "Je registratienummers zijn opgeslagen.";

  /** Enrols through the API and gives the path of the cancel link in the confirmation mail. */
  async function enrolledLink(email: string): Promise<{ path: string; enrollmentId: string }> {
    const api = apiClient(site.url, { ip: nextIp });
    const enrollmentId = await enrollThroughApi(api, course.id, { firstName: "Lotte", lastName: "Link", email });
    const mail = await mailAfterJobs(site.url, site.smtp!, email);
    const path = mail.text?.match(/\/vakschool\/afmelden\/[A-Za-z0-9_-]+/)?.[0];
    if (!path) throw new Error("geen afmeldlink in de bevestiging");
    return { path, enrollmentId };
  }

  it("gives, refuses and removes numbers with JavaScript, beside the cancel button", async () => {
    const { path } = await enrolledLink("link.met.js@voorbeeld.example.org");
    const { page, errors } = await site.open(path, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).count()).toBe(1);
    const region = numbersRegion(page);
    expect(await region.getByText("11 cijfers. Met of zonder ‘BIG-’ ervoor.").count()).toBe(1);
    await region.getByLabel(/^BIG-nummer/).fill("1234");
    await save(page).click();
    await region.getByText(BIG_MESSAGE).waitFor(POLL);
    await expect(region.getByLabel(/^BIG-nummer/).getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await region.getByLabel(/^BIG-nummer/).fill("BIG-1234 5678 901");
    await region.getByLabel(/^Registratienummer NIP/).fill("123456");
    await save(page).click();
    await region.getByText(SAVED).waitFor(POLL);
    await expect(region.getByLabel(/^BIG-nummer/).inputValue()).resolves.toBe("12345678901");
    await expect(region.getByLabel(/^Registratienummer NIP/).inputValue()).resolves.toBe("00123456");
    // The cancel button did not take the numbers' post for its own.
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).isEnabled()).toBe(true);

    await region.getByLabel(/^Registratienummer NIP/).fill("");
    // The saved message is still there from the first save: wait for this save's answer before reloading.
    const removed = page.waitForResponse((response) => response.request().method() === "POST");
    await save(page).click();
    expect((await removed).ok()).toBe(true);
    await expect.poll(() => region.getByLabel(/^Registratienummer NIP/).inputValue(), POLL).toBe("");
    await page.reload();
    await expect(
      numbersRegion(page)
        .getByLabel(/^BIG-nummer/)
        .inputValue(),
    ).resolves.toBe("12345678901");
    await expect(
      numbersRegion(page)
        .getByLabel(/^Registratienummer NIP/)
        .inputValue(),
    ).resolves.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // axe runs in the page's JavaScript: the pages without it are checked in the other two tests (the same markup).
  it("without JavaScript, refuses a wrong number under its field and stores a right one", async () => {
    const { path } = await enrolledLink("link.zonder.js@voorbeeld.example.org");
    const { page } = await site.open(path, DESKTOP, { ip: nextIp(), javaScriptEnabled: false });
    await numbersRegion(page)
      .getByLabel(/^Registratienummer NIP/)
      .fill("123456789");
    await save(page).click();
    await page.getByText("Een registratienummer bij NIP (psychologen) bestaat uit").waitFor(POLL);
    await expect(
      numbersRegion(page)
        .getByLabel(/^Registratienummer NIP/)
        .inputValue(),
    ).resolves.toBe("123456789");
    await numbersRegion(page)
      .getByLabel(/^Registratienummer NIP/)
      .fill("NIP-7654321");
    await save(page).click();
    await page.getByText(SAVED).waitFor(POLL);
    await expect(
      numbersRegion(page)
        .getByLabel(/^Registratienummer NIP/)
        .inputValue(),
    ).resolves.toBe("07654321");
    // Still enrolled: the numbers' post is not the cancel button's.
    expect(await page.getByRole("button", { name: "Plaats teruggeven" }).count()).toBe(1);
  });

  it("shows a number reported to its register without a field, and refuses a change typed before", async () => {
    const { path, enrollmentId } = await enrolledLink("link.gemeld@voorbeeld.example.org");
    const { page, errors } = await site.open(path, DESKTOP, { ip: nextIp() });
    await waitForHydration(page);
    await numbersRegion(page)
      .getByLabel(/^BIG-nummer/)
      .fill("09911009701");
    await save(page).click();
    await page.getByText(SAVED).waitFor(POLL);
    // A second tab, opened before the report, still has the field.
    const { page: before } = await site.open(path, DESKTOP, { ip: nextIp(), javaScriptEnabled: false });
    await numbersRegion(before)
      .getByLabel(/^BIG-nummer/)
      .waitFor();

    const staff = await staffApi(site);
    const scope = { kind: "COURSE", id: course.id } as const;
    const { checkIn } = await staff(StaffCheckInDocument, { input: { scope, attendeeId: enrollmentId } });
    expect(checkIn.status).toBe("WELCOME");
    const { reportPresence } = await staff(ReportPresenceDocument, {
      input: { subject: scope, registerCode: "BIG", reportsSeen: 0 },
    });
    expect(reportPresence.reports).toHaveLength(1);

    await page.reload();
    const region = numbersRegion(page);
    await region.getByText("Gemeld aan het register, dus wijzigen kan hier niet meer.", { exact: false }).waitFor();
    expect(await region.getByText("BIG-nummer").count()).toBeGreaterThan(0);
    expect(await region.getByLabel(/^BIG-nummer/).count()).toBe(0);
    expect(await region.getByLabel(/^Registratienummer NIP/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    await numbersRegion(before)
      .getByLabel(/^BIG-nummer/)
      .fill("12345678901");
    await save(before).click();
    await before.getByText(/^Je aanwezigheid is al aan BIG-register gemeld/).waitFor(POLL);
    expect(
      await numbersRegion(before)
        .getByLabel(/^BIG-nummer/)
        .count(),
    ).toBe(0);
  });
});
