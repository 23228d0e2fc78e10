import type { StaffPermissionCase } from "./types.ts";

// Orders (issue 15): reading needs orders.read, the actions orders.manage. The actions name an unknown order or
// ticket, so an allowed caller gets NOT_FOUND and no fixture changes under the other cases.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const KEY = "permissie-sleutel-0001";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffOrders",
    permission: "orders.read",
    query: `query { staffOrders(first: 5, filter: { search: "Hofstede" }) { totalCount totals { orderCount } } }`,
    variables: () => ({}),
  },
  {
    field: "staffOrder",
    permission: "orders.read",
    query: `query ($id: UUID!) { staffOrder(id: $id) { id timeline { title } } }`,
    variables: () => ({ id: UNKNOWN }),
  },
  {
    field: "staffOrderEventOptions",
    permission: "orders.read",
    query: `query { staffOrderEventOptions { id name } }`,
    variables: () => ({}),
  },
  {
    field: "resendOrderConfirmation",
    permission: "orders.manage",
    query: `mutation ($input: ResendOrderConfirmationInput!) { resendOrderConfirmation(input: $input) { queued } }`,
    variables: () => ({ input: { orderId: UNKNOWN, idempotencyKey: KEY } }),
  },
  {
    field: "changeTicketHolder",
    permission: "orders.manage",
    query: `mutation ($input: ChangeTicketHolderInput!) { changeTicketHolder(input: $input) { changed } }`,
    variables: () => ({
      input: { ticketId: UNKNOWN, firstName: "Piet", lastName: "Klaassen", email: "piet@voorbeeld.example.org" },
    }),
  },
  {
    field: "approveOrder",
    permission: "orders.manage",
    query: `mutation ($input: ReviewOrderInput!) { approveOrder(input: $input) { status } }`,
    variables: () => ({ input: { orderId: UNKNOWN } }),
  },
  {
    field: "rejectOrder",
    permission: "orders.manage",
    query: `mutation ($input: ReviewOrderInput!) { rejectOrder(input: $input) { status } }`,
    variables: () => ({ input: { orderId: UNKNOWN } }),
  },
];
