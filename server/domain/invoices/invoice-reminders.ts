/**
 * Reminders about unpaid invoices. Automatically: INVOICE_REMINDER_DAYS after the due date, a second one
 * as many days after the first, and when that one too stays unanswered, a to-do for staff; never more than two
 * automatic ones (a unique index on invoice and number). Manually: staff send one whenever they like, with the
 * form's key so a double click sends one mail. The mail goes through the outbox in the reminder's transaction.
 */
import { and, count, desc, eq, lte, notExists } from "drizzle-orm";
import { idempotencyKey as idempotencyKeySchema } from "../../../common/validation/invoices.ts";
import { invoiceReminders, invoices, staffTodos } from "../../db/schema/index.ts";
import { invoicePdfRef } from "../../mail/attachment-refs.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { invoiceReminderMail } from "../../mail/templates/invoice-reminder.ts";
import { inTransaction, type ServiceDeps, type UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { raiseTodo } from "../todos/staff-todos.ts";
import { statusAllows } from "./invoice-actions.ts";
import { INVOICE_PAYMENT_MESSAGES, lockInvoice, standingAllowing } from "./invoice-payments.ts";
import { isOpenSql } from "./invoice-standing.ts";
import { findStaffInvoice, type StaffInvoice } from "./staff-invoice-queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AUTOMATIC = 2;
/** Invoices looked at per worker round; the rest wait for the next round. */
const BATCH = 50;

type Reminder = typeof invoiceReminders.$inferInsert;

/** Writes the reminder and its mail; false when another process (or request) wrote it first. */
async function sendReminder(unit: UnitOfWork, invoice: StaffInvoice, reminder: Omit<Reminder, "invoiceId">) {
  const [row] = await unit.tx
    .insert(invoiceReminders)
    .values({ ...reminder, invoiceId: invoice.id })
    .onConflictDoNothing()
    .returning({ id: invoiceReminders.id });
  if (!row) return false;
  const { siteName, publicUrl } = unit.settings.site;
  const mail = invoiceReminderMail({
    invoice,
    openCents: invoice.openCents,
    sequence: reminder.sequence,
    siteName,
    publicUrl,
  });
  await enqueueMail(unit, {
    dedupeKey: `invoice-reminder:${row.id}`,
    to: invoice.buyer.email ?? invoice.orderEmail,
    ...mail,
    attachments: [invoicePdfRef(invoice)],
    orderId: invoice.orderId,
  });
  return true;
}

/** Staff send a reminder now; a repeat with the same key sends nothing more. Needs `orders.manage`. */
export async function sendInvoiceReminder(
  deps: ServiceDeps,
  invoiceId: string,
  input: { idempotencyKey: string },
): Promise<StaffInvoice> {
  return staffChange(deps, "orders.manage", async (unit) => {
    const key = parseWith(idempotencyKeySchema, input.idempotencyKey);
    const locked = await lockInvoice(unit.tx, invoiceId);
    const [earlier] = await unit.tx
      .select({ invoiceId: invoiceReminders.invoiceId })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.idempotencyKey, key));
    if (earlier && earlier.invoiceId !== locked.id) {
      throw new DomainError("CONFLICT", INVOICE_PAYMENT_MESSAGES.keyReused, { field: "idempotencyKey" });
    }
    if (!earlier) {
      const invoice = await standingAllowing(unit.tx, locked, unit.now, "SEND_REMINDER");
      const [manual] = await unit.tx
        .select({ n: count() })
        .from(invoiceReminders)
        .where(and(eq(invoiceReminders.invoiceId, invoice.id), eq(invoiceReminders.automatic, false)));
      const sequence = (manual?.n ?? 0) + 1;
      const reminder = {
        sequence,
        automatic: false,
        staffId: unit.staff.staffId,
        idempotencyKey: key,
        sentAt: unit.now,
      };
      await sendReminder(unit, invoice, reminder);
      await unit.audit({
        entityType: "invoice",
        entityId: invoice.id,
        action: "reminder",
        before: null,
        after: { sequence, to: "koper", openCents: invoice.openCents },
      });
    }
    const standing = await findStaffInvoice(unit.tx, locked.id, unit.now);
    return standing!;
  });
}

/**
 * One round of automatic reminders: every open invoice whose next step is due gets it, each in its own short
 * transaction with the invoice locked. Several workers at once send each reminder once (the unique index) and
 * raise each to-do once (the to-do's own unique index). Returns how many reminders and to-dos it wrote.
 */
export async function sendDueInvoiceReminders(deps: ServiceDeps): Promise<{ reminders: number; todos: number }> {
  const now = deps.clock();
  const waitMs = deps.settings.invoices.reminderDays * DAY_MS;
  const candidates = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        isOpenSql,
        lte(invoices.dueAt, new Date(now.getTime() - waitMs)),
        notExists(
          deps.db
            .select({ id: staffTodos.id })
            .from(staffTodos)
            .where(and(eq(staffTodos.invoiceId, invoices.id), eq(staffTodos.kind, "INVOICE_UNPAID_AFTER_REMINDERS"))),
        ),
      ),
    )
    .orderBy(invoices.dueAt, invoices.id)
    .limit(BATCH);
  const done = { reminders: 0, todos: 0 };
  for (const { id } of candidates) {
    const step = await inTransaction(deps, (unit) => nextAutomaticStep(unit, id, waitMs), now);
    if (step === "reminder") done.reminders++;
    if (step === "todo") done.todos++;
  }
  return done;
}

async function nextAutomaticStep(unit: UnitOfWork, invoiceId: string, waitMs: number) {
  await lockInvoice(unit.tx, invoiceId);
  const invoice = await findStaffInvoice(unit.tx, invoiceId, unit.now);
  // The automatic reminder is the same message as staff's: it goes where their button would.
  if (!invoice || !statusAllows(invoice.status, "SEND_REMINDER")) return null;
  const [last] = await unit.tx
    .select({ sequence: invoiceReminders.sequence, sentAt: invoiceReminders.sentAt })
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.invoiceId, invoiceId), eq(invoiceReminders.automatic, true)))
    .orderBy(desc(invoiceReminders.sequence))
    .limit(1);
  const since = last ? last.sentAt : invoice.dueAt;
  if (unit.now.getTime() - since.getTime() < waitMs) return null;
  const sequence = (last?.sequence ?? 0) + 1;
  if (sequence > MAX_AUTOMATIC) {
    const raised = await raiseTodo(unit.tx, unit.now, {
      kind: "INVOICE_UNPAID_AFTER_REMINDERS",
      invoiceId,
      details: { openCents: invoice.openCents, number: invoice.number },
    });
    return raised ? "todo" : null;
  }
  const sent = await sendReminder(unit, invoice, { sequence, automatic: true, staffId: null, sentAt: unit.now });
  return sent ? "reminder" : null;
}
