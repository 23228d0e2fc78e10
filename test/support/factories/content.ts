/**
 * The site's content as a redacteur enters it in the back office: organisations, friends (affiliates) of an
 * organisation, vacancies and site notices, through their services (createOrganization, createAffiliate,
 * createVacancy, createSiteNotice), with their audit rows, by a redacteur made here.
 */
import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../../server/db/client.ts";
import { createAffiliate } from "../../../server/domain/affiliates/manage-affiliates.ts";
import { createOrganization } from "../../../server/domain/affiliates/organizations.ts";
import { createVacancy } from "../../../server/domain/vacancies/manage-vacancies.ts";
import { createSiteNotice } from "../../../server/domain/site-notices/manage-site-notices.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

/** When no moment matters to the test: content entered before every test's own clock. */
const LONG_AGO = new Date("2026-01-01T08:00:00Z");

function redacteurAt(db: DbOrTx, at: Date) {
  return staffDeps(factoryDeps(db, at), { roles: ["redacteur"], at });
}

/** An organisation with its website; its id. */
export async function addOrganization(
  db: DbOrTx,
  organization: { name: string; website: string },
  at: Date = LONG_AGO,
): Promise<string> {
  return (await createOrganization(await redacteurAt(db, at), organization)).id;
}

export type TestFriend = { description?: string; url?: string; logoUrl?: string };

/** The organisation made a friend of the site, active, at the end of the list; returns the friend's id. */
export async function createFriend(
  db: DbOrTx,
  organizationId: string,
  at: Date = LONG_AGO,
  friend: TestFriend = {},
): Promise<string> {
  const created = await createAffiliate(await redacteurAt(db, at), {
    organizationId,
    description: friend.description ?? "Een vriend.",
    url: friend.url ?? "https://fca.example.org",
    logoUrl: friend.logoUrl ?? "/logo.svg",
    status: "ACTIVE",
  });
  return created.id;
}

export type TestVacancy = {
  title?: string;
  organization?: string;
  hoursPerWeek?: number;
  summary?: string;
  requirements?: string;
  responsibilities?: string;
  city?: string;
};

/** An open vacancy with realistic details; returns its id. */
export async function createOpenVacancy(db: DbOrTx, vacancy: TestVacancy = {}, at: Date = LONG_AGO): Promise<string> {
  const row = await createVacancy(await redacteurAt(db, at), {
    title: vacancy.title ?? "Sociotherapeut",
    organization: vacancy.organization ?? "FPC De Waterlinie",
    hoursPerWeek: vacancy.hoursPerWeek ?? 32,
    summary: vacancy.summary ?? "Werken in een forensisch team.",
    requirements: vacancy.requirements ?? "Hbo",
    responsibilities: vacancy.responsibilities ?? "Begeleiden",
    city: vacancy.city ?? "Amersfoort",
    salaryFrequency: "MONTHLY",
    contactPhones: [],
  });
  return row.id;
}

export type TestSiteNotice = {
  text?: string;
  linkUrl?: string | null;
  linkText?: string | null;
  shownFrom?: Date | null;
  shownUntil?: Date | null;
  dismissible?: boolean;
};

/** A site notice at the end of the order, by default always in force, without link, dismissible; returns its id. */
export async function createTestSiteNotice(
  db: DbOrTx,
  notice: TestSiteNotice = {},
  at: Date = LONG_AGO,
): Promise<string> {
  const created = await createSiteNotice(await redacteurAt(db, at), {
    creationKey: randomUUID(),
    text: notice.text ?? "Inschrijven voor de studiedag kan tot 1 maart.",
    linkUrl: notice.linkUrl ?? null,
    linkText: notice.linkText ?? null,
    shownFrom: notice.shownFrom ?? null,
    shownUntil: notice.shownUntil ?? null,
    dismissible: notice.dismissible ?? true,
  });
  return created.id;
}
