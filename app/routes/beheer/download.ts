import { data, redirect } from "react-router";
import type { Route } from "./+types/download.ts";
import { appServices, incomingRequestContext } from "../../lib/app-services.ts";
import { signInPathFor } from "../../features/beheer/staff-access.ts";
import { attachmentHeader } from "../../../common/staff-downloads.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("backoffice.open");

/**
 * A back-office file: /beheer/downloads/<name>?<params>. The server makes it for the signed-in staff
 * member (AppServices.download), after the permission check of the domain service that reads its data. A session
 * that ended goes to sign in and back; a refusal is a Dutch error page with its status.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const outcome = await appServices(context).download(
    { name: params.name, params: query },
    context.get(incomingRequestContext),
  );
  if (!outcome.ok) {
    if (outcome.code === "UNAUTHENTICATED") throw redirect(signInPathFor(request));
    const status = { FORBIDDEN: 403, NOT_FOUND: 404 }[outcome.code] ?? 400;
    throw data({ message: outcome.message }, { status });
  }
  return new Response(outcome.body as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": outcome.contentType,
      "Content-Disposition": attachmentHeader(outcome.fileName),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
