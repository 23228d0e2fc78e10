import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, timestamptz } from "./columns.ts";
import { MAIL_STATUSES } from "../../../common/vocabulary/mail.ts";

export { MAIL_STATUSES };

/** A reference to a document the mail worker renders when it sends (ticket or invoice PDF, calendar file). */
export type MailAttachmentRef = { kind: string; id: string; filename: string };

/**
 * Transactional outbox: a mail is written in the same transaction as the change it reports,
 * and a worker sends it with retries, so no e-mail is lost when SMTP is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** Makes writing the same mail twice harmless, e.g. 'order-confirmation:{orderId}'. */
    dedupeKey: text("dedupe_key").unique("mail_outbox_dedupe_key_unique"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>().notNull().default([]),
    status: text("status").$type<(typeof MAIL_STATUSES)[number]>().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    /**
     * The order a mail is about, so an order's page can show every mail sent for it and its delivery.
     * No foreign key: the outbox is the mail worker's table and must never stop an order's change.
     */
    orderId: uuid("order_id"),
    /**
     * A request whose mail the worker writes when it sends (server/jobs/mail-requests.ts): who gets what is decided
     * after the visitor's answer, e.g. 'staff-sign-in'. Null for a written mail; subject and bodies are empty until
     * the worker writes them.
     */
    composer: text("composer"),
    /**
     * The single-use or sign-in secrets in the text and HTML (a link's token), declared when the mail is written:
     * delivered or given up, the stored bodies keep a redacted link instead, and this list is emptied.
     */
    secrets: jsonb("secrets").$type<string[]>().notNull().default([]),
    /** When the secrets were taken out of the stored bodies (delivered or given up); null while they are in. */
    redactedAt: timestamptz("redacted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_valid", oneOf(t.status, MAIL_STATUSES)),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);
