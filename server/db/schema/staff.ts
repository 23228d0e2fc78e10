import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz } from "./columns.ts";

import { STAFF_ROLES, type StaffRole } from "../../../common/staff-roles.ts";

export { STAFF_ROLES, type StaffRole };

/** A person who works in the back office. Never deleted, so the audit log keeps naming them: deactivated instead. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: id(),
    /** Stored as typed; compared without regard to case (the unique index is on lower(email)). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    roles: text("roles").array().$type<StaffRole[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_members_email_unique").on(sql`lower(${t.email})`),
    check("staff_members_has_role", sql`cardinality(${t.roles}) > 0`),
    check(
      "staff_members_roles_valid",
      sql.raw(`roles <@ array[${STAFF_ROLES.map((role) => `'${role}'`).join(", ")}]::text[]`),
    ),
  ],
);

/**
 * A sign-in link sent by mail: single use, valid for a short while. Only the SHA-256 of its token is kept, so a
 * copy of the database cannot sign anyone in.
 */
export const staffSignInLinks = pgTable(
  "staff_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sign_in_links_staff_idx").on(t.staffId)],
);

/**
 * A signed-in browser. The cookie holds a random token; the row is found by its SHA-256. A session ends at its
 * idle timeout (last_seen_at), its absolute lifetime (expires_at), or when ended (signed out, everywhere).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** A public id for the session (the audit log and 'signed in elsewhere' lists name it, never the token). */
    id: uuid("id").notNull().defaultRandom().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    endedAt: timestamptz("ended_at"),
    /**
     * The browser's User-Agent (truncated) and the client address as the server saw it (TRUST_PROXY) at sign-in,
     * so the person can recognise a session that is not theirs. Personal data: the row is deleted by the daily
     * retention run once the session has ended (server/domain/privacy/retention-steps.ts).
     */
    userAgent: text("user_agent"),
    clientAddress: text("client_address"),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * One row per change made by staff, written in the change's own transaction: who, when, which entity, what, and
 * the fields before and after (null when created or removed). The staff member's name is copied, so the row
 * reads the same after they are renamed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamptz("at").notNull(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "restrict" }),
    actorName: text("actor_name").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
  ],
);
