import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { UnregisterAttendeeDocument } from "../app/graphql/generated.ts";
import { apiClient } from "../test/support/site/api-client.ts";
import { axeViolations } from "../test/support/browser/axe.ts";
import { eventWithFullWorkshop, TICKET_CODE, type FullWorkshop } from "../test/support/site/workshop-scenarios.ts";
import { afterJobs } from "../test/support/site/jobs.ts";
import { DESKTOP, useSiteSession } from "../test/support/browser/session.ts";
import { waitForHydration } from "../test/support/browser/site.ts";
import { DEMO_REDACTEUR, mailsTo, signInByMail, waitForStaffHydration } from "../test/support/browser/staff.ts";

// The workshop waitlist (decision 0018) in the browser against the production build, with the app's mail delivered to
// a real SMTP server in this process: a full workshop is joined from the wizard, with JavaScript and without; a
// holder gives a place back, the first in line gets it at once and is mailed, and the wizard shows the new choice.

const site = useSiteSession({ mail: true });
let visitor = 0;
const api = apiClient(site, { ip: () => `10.91.${Math.floor(++visitor / 250)}.${visitor % 250}` });

/** The first mail to `to` that matches, once the server ran its jobs. */
function waitForMail(to: string, matches: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  return afterJobs(
    site.url,
    () => mailsTo(site.smtp, to).find(matches),
    () => `geen passende mail voor ${to}`,
  );
}

const BUYER = "wachtlijst.koper@voorbeeld.example.org";

async function toWorkshopStep(page: Page, person: { firstName: string; email: string }): Promise<void> {
  await page.getByRole("heading", { name: "Persoonlijke details" }).waitFor();
  await page.getByLabel("Voornaam").fill(person.firstName);
  await page.getByLabel("Achternaam").fill("Wachter");
  await page.getByLabel("E-mailadres").fill(person.email);
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();
}

/** Staff who read participant lists see who waits, in line, with the code masked. */
async function expectStaffSeesWaitlist(target: FullWorkshop, waiter: { firstName: string; email: string }) {
  const { page, errors } = await site.open("/beheer/inloggen", DESKTOP, { ip: "10.92.1.1" });
  await signInByMail(page, site.url, site.smtp, DEMO_REDACTEUR.email);
  await page.goto(`${site.url}/beheer/evenementen/${target.eventId}/workshops/${target.workshop.id}/aanmeldingen`);
  await waitForStaffHydration(page);
  const list = page.getByRole("region", { name: "Wachtlijst" });
  const row = list.getByRole("row").filter({ hasText: waiter.email });
  // The row as the table shows it on a desktop, its cells apart (a card's labels are hidden there).
  const cells = (await row.innerText()).split(/\s*\t\s*/);
  expect(cells.slice(0, 3)).toEqual(["1", `${waiter.firstName} Wachter`, waiter.email]);
  expect(cells[3]).toMatch(/^eindigt op\s*[•-]+[0-9A-Z]{4}$/);
  expect(await list.textContent()).not.toMatch(TICKET_CODE);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
}

describe("the workshop waitlist in the wizard", () => {
  let target: FullWorkshop;
  const people = [
    { firstName: "Jet", email: "jet.wachter@example.org", javaScriptEnabled: true },
    { firstName: "Nol", email: "nol.wachter@example.org", javaScriptEnabled: false },
  ] as const;

  beforeAll(async () => {
    // A workshop of two places, taken; two more tickets will wait for it.
    target = await eventWithFullWorkshop(site, api, {
      name: "Forum met een wachtlijst",
      capacity: 2,
      spare: 2,
      buyer: BUYER,
    });
  });

  for (const [index, person] of people.entries()) {
    const how = person.javaScriptEnabled ? "with JavaScript" : "without JavaScript";
    it(`joins a full workshop's list, gets a place given back, is mailed and sees it chosen (${how})`, async () => {
      const code = target.spare[index]!;
      const { page, errors } = await site.open(`/workshops/aanmelden?code=${code}`, DESKTOP, {
        ip: `10.92.0.${index + 1}`,
        javaScriptEnabled: person.javaScriptEnabled,
      });
      if (person.javaScriptEnabled) await waitForHydration(page);
      await toWorkshopStep(page, person);

      const card = page.getByRole("listitem").filter({ hasText: target.workshop.name });
      await card.getByRole("button", { name: /^Zet me op de wachtlijst/ }).click();
      await card.getByText("Je staat op de wachtlijst (plaats 1)").waitFor();
      await card.getByRole("button", { name: /^Verlaat de wachtlijst/ }).waitFor();
      // axe runs in the page, so only where the page runs scripts; the markup is the same without them.
      if (person.javaScriptEnabled) {
        expect(await axeViolations(page)).toEqual([]);
        await expectStaffSeesWaitlist(target, person);
      }

      await api(UnregisterAttendeeDocument, {
        input: {
          registrationToken: target.holders[index]!,
          workshopId: target.workshop.id,
          email: BUYER,
        },
      });
      const mail = await waitForMail(
        person.email,
        (candidate) => candidate.subject?.includes("workshopkeuze") ?? false,
      );
      expect(mail.text).toContain(`er kwam een plaats vrij in de workshop ${target.workshop.name}`);
      expect(mail.text).toContain(`/workshops/aanmelden?code=${code}`);
      expect(mail.text).toMatch(/Dat kan tot \w+dag \d+ \w+ \d{4} om \d\d:\d\d uur/);

      await page.goto(`${site.url}/workshops/aanmelden?code=${code}`);
      if (person.javaScriptEnabled) {
        // The browser kept the details: the wizard goes on at step 3.
        await waitForHydration(page);
        await page.getByRole("heading", { name: "Selecteer de workshops die je wilt bezoeken" }).waitFor();
      } else {
        await toWorkshopStep(page, person);
      }
      await card.getByRole("button", { pressed: true }).waitFor();
      expect(await page.getByText("Je staat op de wachtlijst").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
