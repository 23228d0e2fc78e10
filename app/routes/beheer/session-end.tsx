/**
 * Ends one of the signed-in person's own sessions ('Beëindigen' in Mijn sessies on the account page): an action
 * only. The API refuses another person's session as unknown; either way the account page says what happened.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/session-end.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { EndMyStaffSessionDocument } from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { isUuid } from "../../../common/ids.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const handle = staffPage("backoffice.open");

/** Nothing to show at this address itself. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  const sessionId = formText(await request.formData(), "sessie").trim();
  if (!isUuid(sessionId)) return redirectWithNotice(context, STAFF_PATHS.account, "sessie-onbekend");
  try {
    const input = { sessionId };
    const { endMyStaffSession } = await runStaffOperation(context, request, EndMyStaffSessionDocument, { input });
    return redirectWithNotice(
      context,
      STAFF_PATHS.account,
      endMyStaffSession.ended ? "sessie-beeindigd" : "sessie-al-beeindigd",
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "NOT_FOUND") throw error;
    return redirectWithNotice(context, STAFF_PATHS.account, "sessie-onbekend");
  }
}
