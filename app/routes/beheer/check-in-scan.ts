/**
 * Where the door page's script posts a scan (issue 18), also one queued while the device was offline: the same
 * fields and operation as the page's own form (check-in-request.ts), answered as JSON. It has no page of its own.
 * The back office's layout requires a staff session first; an ended one is answered with the sign-in page, which
 * the script recognises (no JSON) and keeps the scan for later.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/check-in-scan.ts";
import { performCheckIn, scopeFromKind } from "../../features/beheer/check-in/check-in-request.ts";
import { requirePagePermission } from "../../features/beheer/staff-access.ts";
import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export function loader() {
  return redirect(STAFF_PATHS.checkIn);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePagePermission(context, "checkin.perform");
  const form = await request.formData();
  const scope = scopeFromKind(formText(form, "soort"), formText(form, "id"));
  if (!scope) {
    return Response.json({ kind: "refused", message: "Onbekende plek voor de check-in." }, { status: 400 });
  }
  const answer = await performCheckIn(context, request, scope, form);
  return Response.json(answer, {
    status: answer.kind === "refused" ? 400 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
