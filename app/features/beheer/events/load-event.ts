import { data, type RouterContextProvider } from "react-router";
import { StaffEventDocument } from "../../../graphql/generated.ts";
import { isUuid } from "../../../../common/ids.ts";
import { runStaffOperation } from "../staff-access.ts";

const EVENT_NOT_FOUND = { message: "Dit evenement bestaat niet." };

/** The event of a page below /beheer/evenementen/:id, or a 404; checks events.manage first. */
export async function loadStaffEvent(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
) {
  if (!id || !isUuid(id)) throw data(EVENT_NOT_FOUND, { status: 404 });
  const { staffEvent } = await runStaffOperation(context, request, StaffEventDocument, { id });
  if (!staffEvent) throw data(EVENT_NOT_FOUND, { status: 404 });
  return staffEvent;
}

/** The id of the event an action is about, or a 404 (the API checks it exists). */
export function eventIdOf(context: Readonly<RouterContextProvider>, id: string | undefined): string {
  if (!id || !isUuid(id)) throw data(EVENT_NOT_FOUND, { status: 404 });
  return id;
}
