import { asc, eq, type InferSelectModel } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { affiliateMembers, affiliates } from "../../db/schema/index.ts";

export type AffiliateView = InferSelectModel<typeof affiliates> & {
  organizationName: string;
  members: { userId: string }[];
};

/** Active friends in display order. */
export async function listActiveAffiliates(db: DbOrTx): Promise<AffiliateView[]> {
  const rows = await db.query.affiliates.findMany({
    where: eq(affiliates.status, "ACTIVE"),
    with: {
      organization: { columns: { name: true } },
      members: { columns: { userId: true }, orderBy: [asc(affiliateMembers.createdAt)] },
    },
    orderBy: [asc(affiliates.sortOrder)],
  });
  return rows
    .map(({ organization, ...affiliate }) => ({ ...affiliate, organizationName: organization.name }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.organizationName.localeCompare(b.organizationName, "nl"));
}
