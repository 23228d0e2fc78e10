/**
 * The site's content as a redacteur enters it in the back office: friends (affiliates) of an organisation and
 * vacancies, through their services (createAffiliate, createVacancy), with their audit rows, by a redacteur made
 * here.
 */
import type { DbOrTx } from "../../../server/db/client.ts";
import { createAffiliate } from "../../../server/domain/affiliates/manage-affiliates.ts";
import { createVacancy } from "../../../server/domain/vacancies/manage-vacancies.ts";
import { factoryDeps } from "./deps.ts";
import { staffDeps } from "./staff.ts";

/** When no moment matters to the test: content entered before every test's own clock. */
const LONG_AGO = new Date("2026-01-01T08:00:00Z");

function redacteurAt(db: DbOrTx, at: Date) {
  return staffDeps(factoryDeps(db, at), { roles: ["redacteur"], at });
}

/** The organisation made a friend of the site, active; returns the friend's id. */
export async function createFriend(db: DbOrTx, organizationId: string, at: Date = LONG_AGO): Promise<string> {
  const friend = await createAffiliate(await redacteurAt(db, at), {
    organizationId,
    description: "Een vriend.",
    url: "https://fca.example.org",
    logoUrl: "/logo.svg",
    status: "ACTIVE",
  });
  return friend.id;
}

export type TestVacancy = { title?: string; organization?: string };

/** An open vacancy with realistic details; returns its id. */
export async function createOpenVacancy(db: DbOrTx, vacancy: TestVacancy = {}, at: Date = LONG_AGO): Promise<string> {
  const row = await createVacancy(await redacteurAt(db, at), {
    title: vacancy.title ?? "Sociotherapeut",
    organization: vacancy.organization ?? "FPC De Waterlinie",
    hoursPerWeek: 32,
    summary: "Werken in een forensisch team.",
    requirements: "Hbo",
    responsibilities: "Begeleiden",
    city: "Amersfoort",
    salaryFrequency: "MONTHLY",
    contactPhones: [],
  });
  return row.id;
}
