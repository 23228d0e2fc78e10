/**
 * Messages from staff to everyone of an event, a workshop or a course (decision 0013). Sending is one transaction: the
 * message row, ONE outbox mail per distinct e-mail address (dedupe key `message:<id>:<address>`, linked to the
 * ticket's order where there is one, so the order's page shows it) and the audit row. The form's idempotency key is
 * unique: a double click, a retried request or two staff members sending the same form at once write one message
 * and its mails once. A test goes only to the signed-in staff member. Needs `participants.message`.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { staffMessages } from "../../db/schema/index.ts";
import {
  parseAudience,
  sendStaffMessageSchema,
  staffMessageDraftSchema,
  type MessageAudience,
} from "../../../common/validation/staff-messages.ts";
import { formatDate } from "../../../common/format/dates.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { staffMessageMail } from "../../mail/templates/staff-message.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import * as pages from "../pagination.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { readCourseParticipants, readEventParticipants, readWorkshopParticipants } from "./participant-lists.ts";

const AUDIENCE_NOT_FOUND_MESSAGE = "Dit evenement, deze workshop of deze cursus bestaat niet (meer).";
const NO_RECIPIENTS_MESSAGE = "Er is nog niemand om dit bericht aan te sturen.";

type MessageRecipient = { email: string; orderId: string | null };

type ResolvedAudience = MessageAudience & {
  /** The audience as the mail names it: 'de workshop X van Y'. */
  name: string;
  /** A short label for lists and the page: 'Workshop X (Y)'. */
  label: string;
  /** One per distinct e-mail address (case-insensitive), in list order. */
  recipients: MessageRecipient[];
};

export type StaffMessage = typeof staffMessages.$inferSelect;

/** Everyone an audience reaches, one entry per address; null when the event, workshop or course is unknown. */
async function resolveAudience(db: DbOrTx, audience: MessageAudience): Promise<ResolvedAudience | null> {
  if (audience.kind === "evenement") {
    const list = await readEventParticipants(db, audience.id);
    if (!list) return null;
    const label = `${list.event.name} (${formatDate(list.event.startsAt)})`;
    return { ...audience, name: list.event.name, label, recipients: distinct(list.participants) };
  }
  if (audience.kind === "workshop") {
    const list = await readWorkshopParticipants(db, audience.id);
    if (!list) return null;
    const { workshop } = list;
    return {
      ...audience,
      name: `de workshop ${workshop.name} van ${workshop.eventName}`,
      label: `Workshop ${workshop.name} (${workshop.eventName})`,
      recipients: distinct(list.participants),
    };
  }
  const list = await readCourseParticipants(db, audience.id);
  if (!list) return null;
  return {
    ...audience,
    name: `de cursus ${list.course.title}`,
    label: `Cursus ${list.course.title} (${formatDate(list.course.startsAt)})`,
    recipients: distinct(list.participants),
  };
}

function distinct(people: readonly MessageRecipient[]): MessageRecipient[] {
  const seen = new Map<string, MessageRecipient>();
  for (const person of people) {
    const key = addressKey(person.email);
    if (!seen.has(key)) seen.set(key, { email: person.email.trim(), orderId: person.orderId });
  }
  return [...seen.values()];
}

const addressKey = (email: string) => email.trim().toLowerCase();

async function audienceOf(db: DbOrTx, value: string): Promise<ResolvedAudience> {
  const audience = parseAudience(value);
  const resolved = audience ? await resolveAudience(db, audience) : null;
  if (!resolved) throw new DomainError("NOT_FOUND", AUDIENCE_NOT_FOUND_MESSAGE, { field: "audience" });
  return resolved;
}

/** Who a message form is for: the audience's label and how many people it reaches. */
export async function messageAudience(
  deps: ServiceDeps,
  audience: string,
): Promise<{ kind: MessageAudience["kind"]; id: string; label: string; recipientCount: number } | null> {
  requirePermission(deps.actor, "participants.message");
  const parsed = parseAudience(audience);
  const resolved = parsed ? await resolveAudience(deps.db, parsed) : null;
  if (!resolved) return null;
  return { kind: resolved.kind, id: resolved.id, label: resolved.label, recipientCount: resolved.recipients.length };
}

export type MessagePreview = { label: string; recipientCount: number; subject: string; html: string; text: string };

/** The mail as it will look, for the form's preview; checks the draft like sending does. */
export async function previewStaffMessage(deps: ServiceDeps, rawInput: unknown): Promise<MessagePreview> {
  requirePermission(deps.actor, "participants.message");
  const draft = parseWith(staffMessageDraftSchema, rawInput);
  const audience = await audienceOf(deps.db, draft.audience);
  const mail = staffMessageMail({ ...draft, audienceName: audience.name, ...site(deps) });
  return { label: audience.label, recipientCount: audience.recipients.length, ...mail };
}

/**
 * Mails the message to the signed-in staff member only, marked as a test. One test per form and text: a double
 * click tests once, a changed text can be tested again.
 */
export async function sendTestStaffMessage(deps: ServiceDeps, rawInput: unknown): Promise<{ to: string }> {
  const input = parseWith(sendStaffMessageSchema, rawInput);
  return staffChange(deps, "participants.message", async (unit) => {
    const audience = await audienceOf(unit.tx, input.audience);
    const mail = staffMessageMail({ ...input, audienceName: audience.name, ...site(deps), test: true });
    const version = createHash("sha256").update(`${input.audience}\n${input.subject}\n${input.body}`).digest("hex");
    await enqueueMail(unit, {
      dedupeKey: `message-test:${input.idempotencyKey}:${version.slice(0, 32)}`,
      to: unit.staff.email,
      ...mail,
      attachments: [],
    });
    return { to: unit.staff.email };
  });
}

/**
 * Sends the message to everyone of its audience: one mail per distinct address. Sending a form again (the same
 * idempotency key) returns the message sent the first time and sends nothing more.
 */
export async function sendStaffMessage(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<{ message: StaffMessage; sentNow: boolean }> {
  const input = parseWith(sendStaffMessageSchema, rawInput);
  return staffChange(deps, "participants.message", async (unit) => {
    const audience = await audienceOf(unit.tx, input.audience);
    if (audience.recipients.length === 0) throw new DomainError("CONFLICT", NO_RECIPIENTS_MESSAGE);
    // The unique key decides: a second request with the same key waits here for the first and then inserts nothing.
    const [message] = await unit.tx
      .insert(staffMessages)
      .values({
        audienceKind: audience.kind,
        audienceId: audience.id,
        audienceName: audience.label,
        subject: input.subject,
        body: input.body,
        staffId: unit.staff.staffId,
        staffName: unit.staff.name,
        recipientCount: audience.recipients.length,
        idempotencyKey: input.idempotencyKey,
        createdAt: unit.now,
      })
      .onConflictDoNothing({ target: staffMessages.idempotencyKey })
      .returning();
    if (!message) {
      const [earlier] = await unit.tx
        .select()
        .from(staffMessages)
        .where(eq(staffMessages.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!earlier) throw new DomainError("CONFLICT", "Dit bericht wordt al verstuurd.");
      return { message: earlier, sentNow: false };
    }
    const mail = staffMessageMail({ ...input, audienceName: audience.name, ...site(deps) });
    for (const recipient of audience.recipients) {
      await enqueueMail(unit, {
        dedupeKey: `message:${message.id}:${addressKey(recipient.email)}`,
        to: recipient.email,
        ...mail,
        attachments: [],
        ...(recipient.orderId ? { orderId: recipient.orderId } : {}),
      });
    }
    await unit.audit({
      entityType: "staff_message",
      entityId: message.id,
      action: "send",
      before: null,
      after: {
        audienceKind: message.audienceKind,
        audienceId: message.audienceId,
        audienceName: message.audienceName,
        subject: message.subject,
        recipientCount: message.recipientCount,
      },
    });
    return { message, sentNow: true };
  });
}

const newestFirst = pages.creationOrder(staffMessages.createdAt, staffMessages.id, "desc");

/** The messages sent, newest first, in pages. */
export async function listStaffMessages(
  deps: ServiceDeps,
  page: pages.PageArgs = {},
): Promise<pages.Page<StaffMessage>> {
  requirePermission(deps.actor, "participants.message");
  const request = pages.parsePageArgs(page, newestFirst.key);
  const query = deps.db
    .select({ message: staffMessages, createdAtKey: newestFirst.createdAtKey })
    .from(staffMessages)
    .where(request.after ? newestFirst.after(request.after) : undefined)
    .orderBy(...newestFirst.orderBy)
    .$dynamic();
  return pages.toPage(await pages.limitRows(query, pages.fetchLimit(request)), request, {
    sortKey: (row) => [row.createdAtKey, row.message.id],
    node: (row) => row.message,
    countAll: () => pages.countRows(deps.db, staffMessages, undefined),
  });
}

const site = (deps: ServiceDeps) => ({
  siteName: deps.settings.site.siteName,
  publicUrl: deps.settings.site.publicUrl,
});
