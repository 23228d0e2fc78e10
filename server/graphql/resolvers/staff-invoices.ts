import { typedInvoicePaymentSchema } from "../../../common/validation/invoices.ts";
import type { Actor } from "../../domain/deps.ts";
import { invoiceActions } from "../../domain/invoices/invoice-actions.ts";
import { markInvoicePaid } from "../../domain/invoices/invoice-payments.ts";
import { sendInvoiceReminder } from "../../domain/invoices/invoice-reminders.ts";
import {
  listStaffInvoices,
  staffInvoice,
  staffInvoiceTotals,
  type InvoiceListFilter,
  type StaffInvoice as StaffInvoiceView,
} from "../../domain/invoices/staff-invoice-queries.ts";
import { parseWith } from "../../domain/parse-input.ts";
import { requirePermission } from "../../domain/staff/permissions.ts";
import { listStaffTodos, resolveStaffTodo, TODO_LABELS, todoDetail } from "../../domain/todos/staff-todos.ts";
import type {
  MutationResolvers,
  QueryResolvers,
  StaffInvoice,
  StaffInvoiceFilter,
} from "../generated/resolvers-types.ts";

/** Invoices, their payments and reminders, and the to-do list; the rules live in the domain. */
const FILTERS: Record<StaffInvoiceFilter, InvoiceListFilter> = {
  OPEN: "open",
  OVERDUE: "vervallen",
  PAID: "betaald",
  ALL: "alle",
};

function invoiceToGraphQL(invoice: StaffInvoiceView, actor: Actor): StaffInvoice {
  return {
    id: invoice.id,
    orderId: invoice.orderId,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    buyerName: invoice.buyer.name,
    buyerEmail: invoice.buyer.email ?? invoice.orderEmail,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    openCents: invoice.openCents,
    status: invoice.status,
    overdue: invoice.overdue,
    lastPaidOn: invoice.lastPaidOn,
    actions: invoiceActions(actor, invoice),
  };
}

export const staffInvoiceQueries: Pick<
  QueryResolvers,
  "staffInvoices" | "staffInvoice" | "staffInvoiceTotals" | "staffTodos"
> = {
  staffInvoices: async (_parent, { filter, search, first, after }, { deps }) => {
    const page = await listStaffInvoices(deps, { filter: FILTERS[filter ?? "OPEN"], search, first, after });
    return { ...page, nodes: page.nodes.map((invoice) => invoiceToGraphQL(invoice, deps.actor)) };
  },
  staffInvoice: async (_parent, { id }, { deps }) => {
    const invoice = await staffInvoice(deps, id);
    return invoice && invoiceToGraphQL(invoice, deps.actor);
  },
  staffInvoiceTotals: (_parent, _args, { deps }) => staffInvoiceTotals(deps),
  staffTodos: async (_parent, _args, { deps }) =>
    (await listStaffTodos(deps)).map((item) => ({
      ...item,
      title: TODO_LABELS[item.kind],
      detail: todoDetail(item),
    })),
};

export const staffInvoiceMutations: Pick<
  MutationResolvers,
  "markInvoicePaid" | "sendInvoiceReminder" | "resolveStaffTodo"
> = {
  markInvoicePaid: async (_parent, { input }, { deps }) => {
    // The permission before the input, as every staff service does: a visitor learns nothing about valid amounts.
    requirePermission(deps.actor, "orders.manage");
    const { invoiceId, ...typed } = input;
    const payment = parseWith(typedInvoicePaymentSchema, typed);
    return { invoice: invoiceToGraphQL(await markInvoicePaid(deps, invoiceId, payment), deps.actor) };
  },
  sendInvoiceReminder: async (_parent, { input }, { deps }) => ({
    invoice: invoiceToGraphQL(await sendInvoiceReminder(deps, input.invoiceId, input), deps.actor),
  }),
  resolveStaffTodo: (_parent, { input }, { deps }) => resolveStaffTodo(deps, input.id),
};
