import {
  PermissionApproveOrderDocument,
  PermissionChangeTicketHolderDocument,
  PermissionRejectOrderDocument,
  PermissionResendOrderConfirmationDocument,
  PermissionStaffOrderDocument,
  PermissionStaffOrderEventOptionsDocument,
  PermissionStaffOrdersDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Orders: reading needs orders.read, the actions orders.manage. The actions name an unknown order or
// ticket, so an allowed caller gets NOT_FOUND and no fixture changes under the other cases.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const KEY = "permissie-sleutel-0001";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffOrdersDocument)({
    field: "staffOrders",
    permission: "orders.read",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffOrderDocument)({
    field: "staffOrder",
    permission: "orders.read",
    variables: () => ({ id: UNKNOWN }),
  }),
  staffCase(PermissionStaffOrderEventOptionsDocument)({
    field: "staffOrderEventOptions",
    permission: "orders.read",
    variables: () => ({}),
  }),
  staffCase(PermissionResendOrderConfirmationDocument)({
    field: "resendOrderConfirmation",
    permission: "orders.manage",
    variables: () => ({ input: { orderId: UNKNOWN, idempotencyKey: KEY } }),
  }),
  staffCase(PermissionChangeTicketHolderDocument)({
    field: "changeTicketHolder",
    permission: "orders.manage",
    variables: () => ({
      input: { ticketId: UNKNOWN, firstName: "Piet", lastName: "Klaassen", email: "piet@voorbeeld.example.org" },
    }),
  }),
  staffCase(PermissionApproveOrderDocument)({
    field: "approveOrder",
    permission: "orders.manage",
    variables: () => ({ input: { orderId: UNKNOWN } }),
  }),
  staffCase(PermissionRejectOrderDocument)({
    field: "rejectOrder",
    permission: "orders.manage",
    variables: () => ({ input: { orderId: UNKNOWN } }),
  }),
];
