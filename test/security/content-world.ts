import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { affiliates, organizations, siteNotices, vacancies } from "../../server/db/schema/index.ts";
import {
  addOrganization,
  createFriend,
  createOpenVacancy,
  createTestSiteNotice,
} from "../support/factories/content.ts";
import { CORPUS_NOW } from "./corpus-site.ts";

/**
 * The corpus's friends, organisations and vacancy, made as a redacteur makes them (test/support/factories/content.ts):
 * three friends (so the middle one can move both ways), an organisation no one uses, and one that is deleted and
 * made again as needed; three site notices (the middle one moves both ways) and one to delete.
 */
export type ContentWorld = {
  /** Of no friend and no course: a friend can be given it, or it can be changed. */
  freeOrganizationId: string;
  /** Friend A's organisation, which cannot be deleted nor become a second friend's. */
  usedOrganizationId: string;
  /** The organisation of the middle friend (affiliateId). */
  affiliateOrganizationId: string;
  /** The middle of the three friends; the other two are around it. */
  affiliateId: string;
  affiliateIds: [string, string, string];
  vacancyId: string;
  /** An organisation to delete; ensureDeletableOrganization makes a new one when a case deleted it. */
  deletableOrganizationId: string;
  /** The middle of three site notices; the other two are around it. */
  siteNoticeId: string;
  siteNoticeIds: [string, string, string];
  /** A notice to delete; ensureDeletableSiteNotice makes a new one when a case deleted it. */
  deletableSiteNoticeId: string;
};

const organization = (name: string) => ({ name, website: "https://corpus.example.org" });

export async function buildContentWorld(db: Database): Promise<ContentWorld> {
  const ids = new Map<string, string>();
  for (const name of ["Vrij", "Vriend A", "Vriend B", "Vriend C", "Te verwijderen"]) {
    ids.set(name, await addOrganization(db, organization(`Corpus ${name}`), CORPUS_NOW));
  }
  const idOf = (name: string) => ids.get(name)!;
  const friends = new Map<string, string>();
  for (const letter of ["A", "B", "C"]) {
    const friend = {
      description: `Vriend ${letter} van het corpus.`,
      url: "https://corpus.example.org",
      logoUrl: "/images/logo.svg",
    };
    friends.set(letter, await createFriend(db, idOf(`Vriend ${letter}`), CORPUS_NOW, friend));
  }
  const friendOf = (letter: string) => friends.get(letter)!;
  const vacancyId = await createOpenVacancy(
    db,
    {
      title: "Corpusfunctie",
      organization: "Corpus",
      hoursPerWeek: 24,
      summary: "Samenvatting",
      requirements: "Eisen",
      responsibilities: "Taken",
      city: "Utrecht",
    },
    CORPUS_NOW,
  );
  const notices: string[] = [];
  for (const letter of ["A", "B", "C"]) {
    notices.push(await createTestSiteNotice(db, { text: `Corpusmelding ${letter}` }, CORPUS_NOW));
  }
  return {
    siteNoticeId: notices[1]!,
    siteNoticeIds: notices as [string, string, string],
    deletableSiteNoticeId: await createTestSiteNotice(db, { text: "Te verwijderen" }, CORPUS_NOW),
    freeOrganizationId: idOf("Vrij"),
    usedOrganizationId: idOf("Vriend A"),
    affiliateOrganizationId: idOf("Vriend B"),
    affiliateId: friendOf("B"),
    affiliateIds: [friendOf("A"), friendOf("B"), friendOf("C")],
    vacancyId,
    deletableOrganizationId: idOf("Te verwijderen"),
  };
}

/** The three friends in their first order again (a move may have changed it), the middle one active. */
export async function resetFriendOrder(db: Database, content: ContentWorld): Promise<void> {
  for (const [index, id] of content.affiliateIds.entries()) {
    await db
      .update(affiliates)
      .set({ sortOrder: (index + 1) * 10 })
      .where(eq(affiliates.id, id));
  }
}

/** Gives a friend or vacancy the other status first, so setting a status writes. */
export async function setFriendStatus(db: Database, id: string, status: "ACTIVE" | "INACTIVE"): Promise<void> {
  await db.update(affiliates).set({ status }).where(eq(affiliates.id, id));
}

export async function setVacancyStatusDirectly(db: Database, id: string, status: "OPEN" | "CLOSED"): Promise<void> {
  await db.update(vacancies).set({ status }).where(eq(vacancies.id, id));
}

/** A deletable organisation exists again (a case or the baseline may have deleted it). */
export async function ensureDeletableOrganization(db: Database, content: ContentWorld): Promise<void> {
  const found = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.id, [content.deletableOrganizationId]));
  if (found.length > 0) return;
  content.deletableOrganizationId = await addOrganization(db, organization("Te verwijderen"), CORPUS_NOW);
}

/** The three site notices in their first order again (a move may have changed it), before the deletable one. */
export async function resetSiteNoticeOrder(db: Database, content: ContentWorld): Promise<void> {
  for (const [index, id] of content.siteNoticeIds.entries()) {
    await db
      .update(siteNotices)
      .set({ sortOrder: (index + 1) * 10 })
      .where(eq(siteNotices.id, id));
  }
}

/** A deletable site notice exists again (a case or the baseline may have deleted it). */
export async function ensureDeletableSiteNotice(db: Database, content: ContentWorld): Promise<void> {
  const found = await db
    .select({ id: siteNotices.id })
    .from(siteNotices)
    .where(eq(siteNotices.id, content.deletableSiteNoticeId));
  if (found.length > 0) return;
  content.deletableSiteNoticeId = await createTestSiteNotice(db, { text: "Te verwijderen" }, CORPUS_NOW);
}
