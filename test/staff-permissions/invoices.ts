import {
  PermissionMarkInvoicePaidDocument,
  PermissionResolveStaffTodoDocument,
  PermissionSendInvoiceReminderDocument,
  PermissionStaffInvoiceDocument,
  PermissionStaffInvoiceTotalsDocument,
  PermissionStaffInvoicesDocument,
  PermissionStaffTodosDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Invoices and the to-do list: reading needs orders.read, every change orders.manage. The changes name
// an unknown invoice or to-do (NOT_FOUND for an allowed caller) with valid input, so nothing is paid or mailed.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffInvoicesDocument)({
    field: "staffInvoices",
    permission: "orders.read",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffInvoiceDocument)({
    field: "staffInvoice",
    permission: "orders.read",
    variables: () => ({ id: UNKNOWN }),
  }),
  staffCase(PermissionStaffInvoiceTotalsDocument)({
    field: "staffInvoiceTotals",
    permission: "orders.read",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffTodosDocument)({
    field: "staffTodos",
    permission: "orders.read",
    variables: () => ({}),
  }),
  staffCase(PermissionMarkInvoicePaidDocument)({
    field: "markInvoicePaid",
    permission: "orders.manage",
    variables: () => ({
      input: { invoiceId: UNKNOWN, amount: "35,00", paidOn: "2027-01-14", idempotencyKey: "permissie-betaling-1" },
    }),
  }),
  staffCase(PermissionSendInvoiceReminderDocument)({
    field: "sendInvoiceReminder",
    permission: "orders.manage",
    variables: () => ({ input: { invoiceId: UNKNOWN, idempotencyKey: "permissie-herinnering-1" } }),
  }),
  staffCase(PermissionResolveStaffTodoDocument)({
    field: "resolveStaffTodo",
    permission: "orders.manage",
    variables: () => ({ input: { id: UNKNOWN } }),
  }),
];
