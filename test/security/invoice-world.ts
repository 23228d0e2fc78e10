import { eq, isNull, and } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { staffTodos } from "../../server/db/schema/index.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { raiseTodo } from "../../server/domain/todos/staff-todos.ts";
import { TEST_SETTINGS } from "../support/deps.ts";
import { insertConfirmedOrder } from "../support/factories/orders.ts";

/**
 * The corpus's invoice and to-do for the back office's invoice operations: an open invoice of an invoice
 * order (a valid payment pays one cent of it, a reminder is sent again with each fresh key) and an open to-do about
 * it (raised again when a case resolved it).
 */
export type InvoiceWorld = { invoiceId: string; orderId: string; todoId: string };

export async function buildInvoiceWorld(db: Database): Promise<InvoiceWorld> {
  const { orderId } = await insertConfirmedOrder(db, {
    paymentMethod: "INVOICE",
    event: { name: "Corpus facturen" },
    lines: [{ name: "Regulier", priceCents: 100_000, vatRate: "21", quantity: 1 }],
  });
  const now = new Date();
  const { invoiceId } = await db.transaction((tx) =>
    createInvoiceForOrder({ tx, now, settings: TEST_SETTINGS }, orderId),
  );
  const world = { invoiceId, orderId, todoId: "" };
  await ensureOpenTodo(db, world);
  return world;
}

/** An open to-do about the corpus's invoice: the current one, or a new one when a case resolved it. */
export async function ensureOpenTodo(db: Database, world: InvoiceWorld): Promise<void> {
  const open = () =>
    db
      .select({ id: staffTodos.id })
      .from(staffTodos)
      .where(and(eq(staffTodos.invoiceId, world.invoiceId), isNull(staffTodos.resolvedAt)));
  let [todo] = await open();
  if (!todo) {
    await raiseTodo(db, new Date(), { kind: "INVOICE_UNPAID_AFTER_REMINDERS", invoiceId: world.invoiceId });
    [todo] = await open();
  }
  world.todoId = todo!.id;
}
