import { data, type RouterContextProvider } from "react-router";
import { StaffOrderRefundStateDocument } from "../../../graphql/generated.ts";
import { isUuid } from "../../../../common/ids.ts";
import { runStaffOperation } from "../staff-access.ts";

const ORDER_NOT_FOUND = { message: "Deze bestelling bestaat niet." };

/** The cancel/refund facts of the order of a page below /beheer/bestellingen/:id, or a 404; needs orders.manage. */
export async function loadOrderRefundState(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
) {
  if (!id || !isUuid(id)) throw data(ORDER_NOT_FOUND, { status: 404 });
  const { staffOrderRefundState } = await runStaffOperation(context, request, StaffOrderRefundStateDocument, {
    orderId: id,
  });
  if (!staffOrderRefundState) throw data(ORDER_NOT_FOUND, { status: 404 });
  // The form's idempotency key: a resubmit (double click, back button) finds the first result.
  return { state: staffOrderRefundState, formKey: crypto.randomUUID() };
}

/** The id of the order an action is about, or a 404 (the API checks it exists). */
export function orderIdOf(context: Readonly<RouterContextProvider>, id: string | undefined): string {
  if (!id || !isUuid(id)) throw data(ORDER_NOT_FOUND, { status: 404 });
  return id;
}
