import type { Transaction } from "../client.ts";
import { affiliates, organizations } from "../schema/index.ts";
import { AFFILIATES, affiliateLogoUrl, affiliateWebsite } from "../../../content/affiliates.ts";

/** A friend's organisation as other seed steps need it: courses and the vacancy point at friends. */
export type FriendOrganization = { id: string; name: string; logoUrl: string };
export type FriendOrganizations = Map<string, FriendOrganization>;

/** Inserts every friend as an organisation plus its public affiliate listing; returns them by slug. */
export async function seedAffiliates(tx: Transaction, now: Date): Promise<FriendOrganizations> {
  const inserted = await tx
    .insert(organizations)
    .values(
      AFFILIATES.map((affiliate) => ({
        name: affiliate.name,
        logoUrl: affiliateLogoUrl(affiliate.slug),
        description: affiliate.description,
        website: affiliateWebsite(affiliate.slug),
        createdAt: now,
      })),
    )
    .returning({ id: organizations.id, name: organizations.name });
  // Matched by name rather than by position: RETURNING does not promise the order of VALUES.
  const idByName = new Map(inserted.map((row) => [row.name, row.id]));

  const friends: FriendOrganizations = new Map();
  for (const affiliate of AFFILIATES) {
    const id = idByName.get(affiliate.name);
    if (!id) throw new Error(`Organisatie '${affiliate.name}' is niet aangemaakt`);
    friends.set(affiliate.slug, { id, name: affiliate.name, logoUrl: affiliateLogoUrl(affiliate.slug) });
  }

  await tx.insert(affiliates).values(
    AFFILIATES.map((affiliate, index) => ({
      organizationId: friends.get(affiliate.slug)?.id ?? "",
      description: affiliate.description,
      url: affiliateWebsite(affiliate.slug),
      logoUrl: affiliateLogoUrl(affiliate.slug),
      status: "ACTIVE" as const,
      // Gaps of ten let an editor place a new friend between two others without renumbering.
      sortOrder: (index + 1) * 10,
      createdAt: now,
    })),
  );
  return friends;
}

export function requireFriend(friends: FriendOrganizations, slug: string): FriendOrganization {
  const friend = friends.get(slug);
  if (!friend) throw new Error(`Onbekende vriend '${slug}' in de demo-inhoud`);
  return friend;
}
