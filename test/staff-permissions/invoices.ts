import type { StaffPermissionCase } from "./types.ts";

// Invoices and the to-do list (issue 15): reading needs orders.read, every change orders.manage. The changes name
// an unknown invoice or to-do (NOT_FOUND for an allowed caller) with valid input, so nothing is paid or mailed.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffInvoices",
    permission: "orders.read",
    query: `query { staffInvoices(filter: ALL, first: 5) { totalCount } }`,
    variables: () => ({}),
  },
  {
    field: "staffInvoice",
    permission: "orders.read",
    query: `query ($id: UUID!) { staffInvoice(id: $id) { id } }`,
    variables: () => ({ id: UNKNOWN }),
  },
  {
    field: "staffInvoiceTotals",
    permission: "orders.read",
    query: `query { staffInvoiceTotals { openCents overdueCents } }`,
    variables: () => ({}),
  },
  {
    field: "staffTodos",
    permission: "orders.read",
    query: `query { staffTodos { kind title } }`,
    variables: () => ({}),
  },
  {
    field: "markInvoicePaid",
    permission: "orders.manage",
    query: `mutation ($input: MarkInvoicePaidInput!) { markInvoicePaid(input: $input) { invoice { id } } }`,
    variables: () => ({
      input: { invoiceId: UNKNOWN, amount: "35,00", paidOn: "2027-01-14", idempotencyKey: "permissie-betaling-1" },
    }),
  },
  {
    field: "sendInvoiceReminder",
    permission: "orders.manage",
    query: `mutation ($input: SendInvoiceReminderInput!) { sendInvoiceReminder(input: $input) { invoice { id } } }`,
    variables: () => ({ input: { invoiceId: UNKNOWN, idempotencyKey: "permissie-herinnering-1" } }),
  },
  {
    field: "resolveStaffTodo",
    permission: "orders.manage",
    query: `mutation ($input: ResolveStaffTodoInput!) { resolveStaffTodo(input: $input) { id } }`,
    variables: () => ({ input: { id: UNKNOWN } }),
  },
];
