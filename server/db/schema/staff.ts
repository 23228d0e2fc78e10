import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";

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
    /** How the session was started: a mailed link, or a passkey (decision 0039). */
    signInMethod: text("sign_in_method").notNull().default("link"),
    /** The last time this session's person proved a passkey (at sign-in or a 'Bevestig met je passkey' step). */
    passkeyVerifiedAt: timestamptz("passkey_verified_at"),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    check("staff_sessions_sign_in_method", oneOf(t.signInMethod, ["link", "passkey"])),
  ],
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

/** Raw bytes (a passkey's COSE public key): kept as the authenticator gave them, never re-encoded. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A passkey (WebAuthn credential) of a staff member (decision 0039). Only its public key is here: the private key
 * never leaves the person's device, so a copy of this table signs no one in.
 */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: id(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    /** The credential id as base64url, as the browser names it in every assertion. */
    credentialId: text("credential_id").notNull().unique(),
    publicKey: bytea("public_key").notNull(),
    /** The authenticator's signature counter; a value that goes back means a cloned key (0 = it keeps none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Named by its person ('Laptop werk'), so they know which one to remove. */
    name: text("name").notNull(),
    /** Whether the authenticator syncs it (a passkey in a password manager or phone cloud) or keeps it on one device. */
    backedUp: boolean("backed_up").notNull().default(false),
    backupEligible: boolean("backup_eligible").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamptz("last_used_at"),
  },
  (t) => [index("staff_passkeys_staff_idx").on(t.staffId)],
);

/**
 * A WebAuthn challenge handed to a browser: single use, valid a few minutes. Registration and confirmation
 * challenges belong to the signed-in staff member; sign-in challenges to nobody yet (staff_id null).
 */
export const staffPasskeyChallenges = pgTable(
  "staff_passkey_challenges",
  {
    id: id(),
    staffId: uuid("staff_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    /** The session a registration or confirmation was asked in: only that session may answer it. */
    sessionId: uuid("session_id"),
    purpose: text("purpose").notNull(),
    challenge: text("challenge").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("staff_passkey_challenges_purpose", oneOf(t.purpose, ["register", "sign-in", "confirm"])),
    index("staff_passkey_challenges_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * Whether a role requires a passkey (decision 0039). A role without a row has its default: required for the roles
 * that hold money, staff-account or privacy permissions (server/domain/staff/passkeys/policy.ts).
 */
export const staffPasskeyPolicies = pgTable("staff_passkey_policies", {
  role: text("role").primaryKey().$type<StaffRole>(),
  required: boolean("required").notNull(),
  updatedAt: timestamptz("updated_at").notNull(),
});
