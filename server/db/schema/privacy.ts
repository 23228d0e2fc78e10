import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";

/**
 * A "Mijn gegevens" link (issue 19): sent to an address on request, it shows what the site holds about that
 * address until it expires. Only the SHA-256 of its token is kept, so a copy of the database opens no one's data.
 * The address is stored in lower case, as the data is looked up.
 */
export const personalDataLinks = pgTable(
  "personal_data_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("personal_data_links_email_idx").on(t.email), index("personal_data_links_expires_idx").on(t.expiresAt)],
);
