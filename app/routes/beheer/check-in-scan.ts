/**
 * Where the door page's script posts a scan (decision 0019), also one queued while the device was offline: the same
 * fields and operation as the page's own form (check-in-request.ts), answered as JSON; a refusal is answered with
 * its Dutch sentence as plain text and status 400, the way a person would read it. It has no page of its own.
 * The back office's layout requires a staff session first; an ended one is answered with the sign-in page, which
 * the script recognises (no JSON) and keeps the scan for later.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/check-in-scan.ts";
import { performCheckIn, scopeFromKind } from "../../features/beheer/check-in/check-in-request.ts";

import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("checkin.perform");

const NO_STORE = { "Cache-Control": "no-store" };

/** Nothing to show at this address itself. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const scope = scopeFromKind(formText(form, "soort"), formText(form, "id"));
  const answer = scope
    ? await performCheckIn(context, request, scope, form)
    : ({ kind: "refused", message: "Onbekende plek voor de check-in." } as const);
  if (answer.kind === "refused") {
    return new Response(answer.message, {
      status: 400,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return Response.json(answer, { headers: NO_STORE });
}
