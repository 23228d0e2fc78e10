import {
  PermissionCancelOrderDocument,
  PermissionRefundOrderDocument,
  PermissionStaffOrderRefundStateDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Cancelling orders and refunds. Reading needs orders.read, the money actions orders.manage. An unknown
// order: allowed callers get null or NOT_FOUND (not a refusal), and no fixture is changed.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffOrderRefundStateDocument)({
    field: "staffOrderRefundState",
    permission: "orders.read",
    variables: () => ({ orderId: UNKNOWN }),
  }),
  staffCase(PermissionCancelOrderDocument)({
    field: "cancelOrder",
    permission: "orders.manage",
    variables: () => ({ input: { orderId: UNKNOWN, idempotencyKey: "permission-case-cancel" } }),
  }),
  staffCase(PermissionRefundOrderDocument)({
    field: "refundOrder",
    permission: "orders.manage",
    variables: () => ({ input: { orderId: UNKNOWN, amountCents: 100, idempotencyKey: "permission-case-refund" } }),
  }),
];
