import { data, type RouterContextProvider } from "react-router";
import { StaffSiteNoticeDocument } from "../../../graphql/generated.ts";
import { isUuid } from "../../../../common/ids.ts";
import { runStaffOperation } from "../staff-access.ts";

const NOT_FOUND = { message: "Deze melding bestaat niet." };

/** The notice of a /beheer/meldingen/:id page; 404 for an id that names none. */
export async function loadStaffSiteNotice(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
) {
  if (!isUuid(id)) throw data(NOT_FOUND, { status: 404 });
  const { staffSiteNotice } = await runStaffOperation(context, request, StaffSiteNoticeDocument, { id });
  if (!staffSiteNotice) throw data(NOT_FOUND, { status: 404 });
  return staffSiteNotice;
}

/** The id of the address, checked before an action asks the API. */
export function siteNoticeIdOf(id: string | undefined): string {
  if (!isUuid(id)) throw data(NOT_FOUND, { status: 404 });
  return id;
}
