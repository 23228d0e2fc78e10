import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { staffMembers } from "./staff.ts";

/**
 * Background jobs that run at most once a day across every worker process: a process claims a job by
 * moving `last_started_at` forward with a conditional update; only the one whose update succeeded runs it.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamptz("last_started_at").notNull(),
});

export const PRIVACY_REQUEST_KINDS = ["ERASURE"] as const;
export const PRIVACY_REQUESTERS = ["SELF", "STAFF"] as const;

/**
 * That a person's data was erased, without the data: only the SHA-256 of the lowercased address, who
 * asked, when, and how many rows of each kind changed. Accountability (AVG art. 5(2)) without keeping the address.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: id(),
    kind: text("kind").$type<(typeof PRIVACY_REQUEST_KINDS)[number]>().notNull(),
    emailSha256: text("email_sha256").notNull(),
    requestedBy: text("requested_by").$type<(typeof PRIVACY_REQUESTERS)[number]>().notNull(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check("privacy_requests_kind_valid", oneOf(t.kind, PRIVACY_REQUEST_KINDS)),
    check("privacy_requests_requested_by_valid", oneOf(t.requestedBy, PRIVACY_REQUESTERS)),
    index("privacy_requests_email_idx").on(t.emailSha256),
  ],
);

/**
 * A "Mijn gegevens" link: sent to an address on request, it shows what the site holds about that
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
