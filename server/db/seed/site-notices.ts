import { randomUUID } from "node:crypto";
import type { Transaction } from "../client.ts";
import { siteNotices } from "../schema/index.ts";
import { SITE_NOTICES } from "../../../content/site-notices.ts";

/** The demo's notices, shown from the start with no end, in the order of the content file. */
export async function seedSiteNotices(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(siteNotices).values(
    SITE_NOTICES.map((notice, index) => ({
      ...notice,
      sortOrder: (index + 1) * 10,
      creationKey: randomUUID(),
      createdAt: now,
    })),
  );
}
