import { data, type RouterContextProvider } from "react-router";
import { StaffTicketTypeDocument } from "../../../graphql/generated.ts";
import { isUuid } from "../../../../common/ids.ts";
import { runStaffOperation } from "../staff-access.ts";
import { loadStaffEvent } from "./load-event.ts";

const TICKET_TYPE_NOT_FOUND = { message: "Dit tickettype bestaat niet." };

/** The event and one of its ticket types for /beheer/evenementen/:id/tickets/:ticketTypeId, or a 404. */
export async function loadStaffTicketType(
  context: Readonly<RouterContextProvider>,
  request: Request,
  params: { id?: string; ticketTypeId?: string },
) {
  const event = await loadStaffEvent(context, request, params.id);
  const id = params.ticketTypeId;
  if (!id || !isUuid(id)) throw data(TICKET_TYPE_NOT_FOUND, { status: 404 });
  const { staffTicketType } = await runStaffOperation(context, request, StaffTicketTypeDocument, { id });
  if (!staffTicketType || staffTicketType.eventId !== event.id) throw data(TICKET_TYPE_NOT_FOUND, { status: 404 });
  return { event: { id: event.id, name: event.name }, ticketType: staffTicketType };
}

export function ticketTypeIdOf(id: string | undefined): string {
  if (!id || !isUuid(id)) throw data(TICKET_TYPE_NOT_FOUND, { status: 404 });
  return id;
}
