import { data } from "react-router";
import type { Route } from "./+types/certificate-pdf.ts";
import { isCancelTokenShape } from "../../common/cancel-token.ts";
import { attachmentHeader, CERTIFICATE_PDF_DOWNLOAD } from "../../common/staff-downloads.ts";
import { appServices, incomingRequestContext } from "../lib/app-services.ts";

/** The status of each refusal: a revoked certificate is gone (410), too many wrong links wait (429). */
const REFUSAL_STATUS: Readonly<Record<string, number>> = { NOT_FOUND: 404, CONFLICT: 410, RATE_LIMITED: 429 };

/**
 * A certificate's PDF by the secret link in its mail and in Mijn gegevens. The server checks the token, counts wrong
 * ones with the other code lookups and draws the PDF as the mail attaches it (AppServices.download, in-process or
 * over HTTP). A token of the wrong shape is the site's 404 without asking. Never stored by a browser or proxy, never
 * indexed; the PDF has no links out, so its address does not leave in a Referer.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!isCancelTokenShape(params.token)) throw data(null, { status: 404, headers: noStore });
  const outcome = await appServices(context).download(
    { name: CERTIFICATE_PDF_DOWNLOAD, params: { token: params.token } },
    context.get(incomingRequestContext),
  );
  if (!outcome.ok) {
    throw data({ message: outcome.message }, { status: REFUSAL_STATUS[outcome.code] ?? 400, headers: noStore });
  }
  return new Response(outcome.body as Uint8Array<ArrayBuffer>, {
    headers: {
      ...noStore,
      "Content-Type": outcome.contentType,
      "Content-Disposition": attachmentHeader(outcome.fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
