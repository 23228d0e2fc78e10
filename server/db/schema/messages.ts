import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf } from "./columns.ts";
import { staffMembers } from "./staff.ts";

/** Who a staff message goes to: everyone of an event, of a workshop or of a course. */
export const MESSAGE_AUDIENCE_KINDS = ["evenement", "workshop", "cursus"] as const;
export type MessageAudienceKind = (typeof MESSAGE_AUDIENCE_KINDS)[number];

/**
 * An e-mail a staff member sent to the participants of an event, a workshop or a course. The mails themselves are
 * in the outbox (one per address, dedupe key `message:<id>:<address>`); the idempotency key comes from the form, so
 * a double click or a retried request sends once.
 */
export const staffMessages = pgTable(
  "staff_messages",
  {
    id: id(),
    audienceKind: text("audience_kind").$type<MessageAudienceKind>().notNull(),
    /** The event, workshop or course; no foreign key, as the message outlives nothing it names. */
    audienceId: uuid("audience_id").notNull(),
    /** The audience's name when the message was sent, e.g. 'Workshop Verhoortechnieken (Jaarcongres 2027)'. */
    audienceName: text("audience_name").notNull(),
    subject: text("subject").notNull(),
    /** The text as the staff member typed it: plain paragraphs, rendered (escaped) by the mail template. */
    body: text("body").notNull(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "restrict" }),
    staffName: text("staff_name").notNull(),
    recipientCount: integer("recipient_count").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique("staff_messages_idempotency_key_unique"),
    createdAt: createdAt(),
  },
  (t) => [
    check("staff_messages_audience_kind_valid", oneOf(t.audienceKind, MESSAGE_AUDIENCE_KINDS)),
    check("staff_messages_recipient_count_not_negative", sql`${t.recipientCount} >= 0`),
    index("staff_messages_created_idx").on(t.createdAt),
  ],
);
