import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SetAccreditationDocument } from "../app/graphql/generated.ts";
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
import { DEMO_BEHEERDER, POLL, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";
import { ownCourses } from "../test/support/site/course-scenarios.ts";
import { staffApi } from "../test/support/site/staff-api.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { eventWithTicketCodes } from "../test/support/site/workshop-scenarios.ts";

// Registration numbers (decision 0036): the enrolment form of an accredited course asks an optional number per
// register, refuses a wrong one in the register's Dutch words (in the browser, and on the server without JavaScript),
// and staff see the number in the course's enrolment list. The ticket's page has its own small form for them.

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
