import { data, type MiddlewareFunction } from "react-router";
import { isCancelTokenShape } from "../../../common/cancel-token.ts";
import { attachmentHeader, CERTIFICATE_PDF_DOWNLOAD } from "../../../common/staff-downloads.ts";
import { appServices, incomingRequestContext } from "../../lib/app-services.ts";

/** Never stored by a browser or proxy, never indexed: the PDF and the refusals alike. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** The status of each refusal: a revoked certificate is gone (410), too many wrong links wait (429). */
const REFUSAL_STATUS: Readonly<Record<string, number>> = { NOT_FOUND: 404, CONFLICT: 410, RATE_LIMITED: 429 };

/**
 * A certificate's PDF by the secret link in its mail and in Mijn gegevens. The server checks the token, counts wrong
 * ones with the other code lookups and draws the PDF as the mail attaches it (AppServices.download, in-process or
 * over HTTP). A page route rather than a resource route, answered by its middleware: the PDF is sent before anything
 * renders, while a refusal (thrown) is the site's own Dutch error page, as a resource route's would be bare JSON.
 * A token of the wrong shape is the 404 without asking.
 */
export const serveCertificatePdf: MiddlewareFunction<Response> = async ({ params, context }) => {
  const token = params.token;
  if (!isCancelTokenShape(token)) throw data(null, { status: 404 });
  const outcome = await appServices(context).download(
    { name: CERTIFICATE_PDF_DOWNLOAD, params: { token } },
    context.get(incomingRequestContext),
  );
  if (!outcome.ok) throw data(null, { status: REFUSAL_STATUS[outcome.code] ?? 400 });
  return new Response(outcome.body as Uint8Array<ArrayBuffer>, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": outcome.contentType,
      "Content-Disposition": attachmentHeader(outcome.fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
};

/**
 * The private headers on whatever answer comes back: a refusal's error page is rendered by the root's boundary, so
 * no `headers` export of the route would apply to it (on the server next() answers errors too, it never throws).
 */
export const privateAnswer: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) response.headers.set(name, value);
  return response;
};
