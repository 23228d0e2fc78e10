import type { Transaction } from "../client.ts";
import { vacancies } from "../schema/index.ts";
import { VACANCIES } from "../../../content/vacancies.ts";
import { requireFriend, type FriendOrganizations } from "./organizations.ts";

/** The vacancies carry the name and logo of the friend that placed them, as the listing shows them. */
export async function seedVacancies(tx: Transaction, now: Date, friends: FriendOrganizations): Promise<void> {
  await tx.insert(vacancies).values(
    VACANCIES.map((vacancy, index) => {
      const friend = requireFriend(friends, vacancy.affiliateSlug);
      return {
        status: "OPEN" as const,
        title: vacancy.title,
        organization: friend.name,
        hoursPerWeek: vacancy.hoursPerWeek,
        logoUrl: friend.logoUrl,
        summary: vacancy.summary,
        requirements: vacancy.requirements,
        responsibilities: vacancy.responsibilities,
        ...vacancy.location,
        salaryCurrency: vacancy.salary.currency,
        salaryFrequency: vacancy.salary.frequency,
        salaryMinCents: vacancy.salary.minCents,
        salaryMaxCents: vacancy.salary.maxCents,
        applyUrl: vacancy.applyUrl,
        contactPhones: vacancy.contactPhones,
        sortOrder: (index + 1) * 10,
        createdAt: now,
      };
    }),
  );
}
