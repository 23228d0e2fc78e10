import { PassThrough, pipeline } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { cspNonceContext } from "./lib/app-services.ts";
import { scriptTiming } from "./lib/script-timing.ts";
import { outageHeaders, SERVICE_UNAVAILABLE_STATUS } from "./lib/service-unavailable.ts";

// The composition root (server/main.ts) reads this key from the server build to hand the app its services,
// so both sides use the very same context object.
export {
  appServicesContext,
  cspNonceContext,
  incomingRequestContext,
  routeHandlesContext,
} from "./lib/app-services.ts";

export const streamTimeout = 5_000;

/** A `.data` answer (a client-side navigation or form post) during an outage: the same headers as the page's. */
export function handleDataRequest(response: Response): Response {
  if (response.status === SERVICE_UNAVAILABLE_STATUS) outageHeaders(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A HEAD request gets the head a GET would get: an HTML page, with that page's Content-Security-Policy.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (responseStatusCode === SERVICE_UNAVAILABLE_STATUS) outageHeaders(responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The response's CSP nonce goes on React Router's scripts (ServerRouter hands it to <Scripts> and
    // <ScrollRestoration>) and on the scripts React streams in itself (Suspense boundaries, the data stream).
    const nonce = loadContext.get(cspNonceContext) ?? undefined;
    const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        // A page without a form loads its JavaScript once it is painted, the others at low priority
        // (./lib/script-timing.ts). An error in the render ends the page's stream too (pipe() alone would not).
        const { matches } = routerContext.staticHandlerContext;
        const html = scriptTiming(matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
        pipeline(body, html, () => {});
        resolve(
          new Response(createReadableStreamFromReadable(html), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // In the server the console goes through its logger (server/log/console.ts): redacted, JSON in production.
        if (shellRendered) console.error("Pagina renderen mislukt na de eerste bytes:", error);
      },
    });
  });
}
