/**
 * The to-do list of the back office: what a person must look at. Some to-dos are rows raised by the
 * system (a payment whose amount differs from the order, an invoice unpaid after two reminders), at most one open
 * per kind and subject; others follow from an order's status (a refund to make, an order awaiting approval) and
 * are read from the orders table, so they disappear when the order moves on.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { formatEuros } from "../../../common/format/money.ts";
import { isUuid } from "../../../common/ids.ts";
import type { DbOrTx } from "../../db/client.ts";
import { events, invoices, orders, staffTodos, type StaffTodoKind } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { staffChange } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";

export type TodoItemKind =
  | "PAYMENT_AMOUNT_MISMATCH"
  | "INVOICE_UNPAID_AFTER_REMINDERS"
  | "REFUND_REFUSED"
  | "CERTIFICATE_NAME_CORRECTION"
  | "REFUND_REQUIRED"
  | "AWAITING_APPROVAL";

export const TODO_LABELS: Record<TodoItemKind, string> = {
  PAYMENT_AMOUNT_MISMATCH: "Betaald bedrag wijkt af van de bestelling",
  INVOICE_UNPAID_AFTER_REMINDERS: "Factuur onbetaald na twee herinneringen",
  REFUND_REFUSED: "Terugbetaling geweigerd door de betaalprovider",
  CERTIFICATE_NAME_CORRECTION: "Naam op certificaat corrigeren",
  REFUND_REQUIRED: "Terugbetaling nodig",
  AWAITING_APPROVAL: "Bestelling wacht op goedkeuring",
};

/** Raises a to-do unless one of its kind is already open for the subject; true when it is new. */
export async function raiseTodo(
  tx: DbOrTx,
  now: Date,
  todo: {
    kind: StaffTodoKind;
    orderId?: string;
    invoiceId?: string;
    certificateId?: string;
    details?: Record<string, unknown>;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(staffTodos)
    .values({
      kind: todo.kind,
      orderId: todo.orderId ?? null,
      invoiceId: todo.invoiceId ?? null,
      certificateId: todo.certificateId ?? null,
      details: todo.details ?? {},
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: staffTodos.id });
  return inserted.length > 0;
}

export type TodoItem = {
  /** The to-do row's id; null for a to-do derived from an order's status (it ends when the order moves on). */
  id: string | null;
  kind: TodoItemKind;
  orderId: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  buyerName: string | null;
  eventName: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

const MAX_ITEMS = 500;

/** Everything open, oldest first (the longest waiting on top). Needs `orders.read`. */
export async function listStaffTodos(deps: ServiceDeps): Promise<TodoItem[]> {
  requirePermission(deps.actor, "orders.read");
  const raised = await deps.db
    .select({
      todo: staffTodos,
      invoiceNumber: invoices.number,
      invoiceOrderId: invoices.orderId,
      buyer: invoices.buyer,
    })
    .from(staffTodos)
    .leftJoin(invoices, eq(invoices.id, staffTodos.invoiceId))
    .where(isNull(staffTodos.resolvedAt))
    .orderBy(desc(staffTodos.createdAt))
    .limit(MAX_ITEMS);
  const fromOrders = await deps.db
    .select({ order: orders, eventName: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(inArray(orders.status, ["REFUND_REQUIRED", "AWAITING_APPROVAL"]))
    .orderBy(desc(orders.updatedAt))
    .limit(MAX_ITEMS);
  const items: TodoItem[] = [
    ...raised.map(({ todo, invoiceNumber, invoiceOrderId, buyer }) => ({
      id: todo.id,
      kind: todo.kind,
      orderId: todo.orderId ?? invoiceOrderId,
      invoiceId: todo.invoiceId,
      invoiceNumber,
      buyerName: buyer?.name ?? null,
      eventName: null,
      details: todo.details,
      createdAt: todo.createdAt,
    })),
    ...fromOrders.map(({ order, eventName }) => ({
      id: null,
      kind: order.status as "REFUND_REQUIRED" | "AWAITING_APPROVAL",
      orderId: order.id,
      invoiceId: null,
      invoiceNumber: null,
      buyerName: `${order.firstName} ${order.lastName}`.trim(),
      eventName,
      details: { totalCents: order.totalCents },
      createdAt: order.updatedAt,
    })),
  ];
  return items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const TODO_MESSAGES = { notFound: "Deze taak bestaat niet." } as const;

/** Marks a to-do done; doing it again changes nothing. Needs `orders.manage`. */
export async function resolveStaffTodo(deps: ServiceDeps, todoId: string): Promise<{ id: string; resolvedAt: Date }> {
  return staffChange(deps, "orders.manage", async (unit) => {
    const [todo] = isUuid(todoId) ? await unit.tx.select().from(staffTodos).where(eq(staffTodos.id, todoId)) : [];
    if (!todo) throw new DomainError("NOT_FOUND", TODO_MESSAGES.notFound, { todoId });
    const [claimed] = await unit.tx
      .update(staffTodos)
      .set({ resolvedAt: unit.now, resolvedBy: unit.staff.staffId })
      .where(and(eq(staffTodos.id, todo.id), isNull(staffTodos.resolvedAt)))
      .returning({ resolvedAt: staffTodos.resolvedAt });
    if (!claimed) return { id: todo.id, resolvedAt: todo.resolvedAt ?? unit.now };
    await unit.audit({
      entityType: "staff_todo",
      entityId: todo.id,
      action: "resolve",
      before: { kind: todo.kind, resolvedAt: null },
      after: { kind: todo.kind, resolvedAt: unit.now },
    });
    return { id: todo.id, resolvedAt: unit.now };
  });
}

/** The Dutch line under a to-do's title: the amounts involved. */
export function todoDetail(item: TodoItem): string | null {
  const cents = (key: string) => (typeof item.details[key] === "number" ? formatEuros(item.details[key]) : "?");
  switch (item.kind) {
    case "PAYMENT_AMOUNT_MISMATCH":
      return `Verwacht ${cents("expectedCents")}, ontvangen ${cents("receivedCents")}`;
    case "INVOICE_UNPAID_AFTER_REMINDERS":
      return `Nog open: ${cents("openCents")}`;
    case "REFUND_REFUSED":
      return `${cents("amountCents")} niet terugbetaald; betaal het op een andere manier terug of probeer een lager bedrag`;
    case "CERTIFICATE_NAME_CORRECTION": {
      const text = (key: string) => (typeof item.details[key] === "string" ? item.details[key] : "");
      const note = text("note") ? ` (${text("note")})` : "";
      return (
        `${text("subjectTitle")}, certificaat ${text("code")}: nu '${text("currentName")}', gevraagd: ` +
        `'${text("requestedName")}'${note}. Pas de naam aan bij de certificaten en verstuur opnieuw.`
      );
    }
    default:
      return `Bestelling van ${cents("totalCents")}`;
  }
}
