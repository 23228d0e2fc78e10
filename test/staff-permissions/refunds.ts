import type { StaffPermissionCase } from "./types.ts";

// Cancelling orders and refunds (issue 15). Reading needs orders.read, the money actions orders.manage. An unknown
// order: allowed callers get null or NOT_FOUND (not a refusal), and no fixture is changed.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffOrderRefundState",
    permission: "orders.read",
    query: `query ($orderId: UUID!) { staffOrderRefundState(orderId: $orderId) { orderId refundableCents } }`,
    variables: () => ({ orderId: UNKNOWN }),
  },
  {
    field: "cancelOrder",
    permission: "orders.manage",
    query: `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { orderId whole } }`,
    variables: () => ({ input: { orderId: UNKNOWN, idempotencyKey: "permission-case-cancel" } }),
  },
  {
    field: "refundOrder",
    permission: "orders.manage",
    query: `mutation ($input: RefundOrderInput!) { refundOrder(input: $input) { refund { id } } }`,
    variables: () => ({ input: { orderId: UNKNOWN, amountCents: 100, idempotencyKey: "permission-case-refund" } }),
  },
];
