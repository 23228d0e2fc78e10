import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { InvoiceActionsDocument } from "../graphql/generated.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { invoices } from "../../server/db/schema/index.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { INVOICE_ACTIONS, type InvoiceAction } from "../../server/domain/invoices/invoice-actions.ts";
import { markInvoicePaid } from "../../server/domain/invoices/invoice-payments.ts";
import { sendInvoiceReminder } from "../../server/domain/invoices/invoice-reminders.ts";
import { INVOICE_STATUS_LABELS, type InvoiceStatusValue } from "../../common/vocabulary/invoices.ts";
import { testDatabases } from "../support/databases.ts";
import { creditWholeInvoice, invoiceOrder, registerInvoicePayment } from "../support/factories/invoices.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";
import { actionSuite, expectOfferedIsAccepted } from "../support/lifecycle-actions.ts";

// The back office draws an invoice's buttons from StaffInvoice.actions (server/domain/invoices/invoice-actions.ts);
// every status and action is held against what the command accepts (test/support/lifecycle-actions.ts).
const ISSUED = new Date("2027-01-10T10:00:00Z");
const NOW = new Date("2027-02-01T10:00:00Z");
const PAID_ON = "2027-01-20";
const [database] = testDatabases();

/** Runs the action's command; true when it did what the button promises (a refusal answers its message). */
const COMMANDS: Record<InvoiceAction, (deps: ServiceDeps, invoiceId: string) => Promise<boolean>> = {
  MARK_PAID: async (deps, invoiceId) => {
    const payment = { amountCents: 100, paidOn: PAID_ON, idempotencyKey: randomUUID() };
    return (await markInvoicePaid(deps, invoiceId, payment)).lastPaidOn === PAID_ON;
  },
  SEND_REMINDER: async (deps, invoiceId) =>
    (await sendInvoiceReminder(deps, invoiceId, { idempotencyKey: randomUUID() })).id === invoiceId,
};

/** An invoice in `status` as it gets there: issued for an invoice order, then paid (in part), or credited. */
async function invoiceIn(handle: DatabaseHandle, status: InvoiceStatusValue): Promise<string> {
  const { orderId } = await insertConfirmedOrder(handle.db);
  const { invoiceId } = await invoiceOrder(handle.db, orderId, ISSUED);
  const [{ totalCents }] = (await handle.db
    .select({ totalCents: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))) as [{ totalCents: number }];
  const pay = (amountCents: number) =>
    registerInvoicePayment(handle.db, invoiceId, { amountCents, paidOn: PAID_ON }, ISSUED);
  if (status === "PARTLY_PAID") await pay(100);
  if (status === "PAID") await pay(totalCents);
  if (status === "CREDITED") await creditWholeInvoice(handle.db, invoiceId, ISSUED);
  if (status === "CREDIT_NOTE") return (await creditWholeInvoice(handle.db, invoiceId, ISSUED)).invoiceId;
  return invoiceId;
}

describe(`An invoice's actions on ${database!.name}`, () => {
  const suite = actionSuite(database!, NOW, ["financien"]);

  const statuses = Object.keys(INVOICE_STATUS_LABELS) as InvoiceStatusValue[];
  it.each(statuses)("offers for %s exactly the actions its commands accept", (status) =>
    expectOfferedIsAccepted(INVOICE_ACTIONS, async (action) => {
      const invoiceId = await invoiceIn(suite.handle, status);
      const answer = await suite.api.run(InvoiceActionsDocument, { id: invoiceId }, { cookie: suite.cookie });
      expect(answer.data?.staffInvoice?.status).toBe(status);
      return { offered: answer.data?.staffInvoice?.actions, run: () => COMMANDS[action](suite.deps, invoiceId) };
    }),
  );
});
