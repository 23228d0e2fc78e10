import { Router, type Request, type RequestHandler } from "express";
import { originAllowed, originOf } from "../graphql/request-info.ts";
import { isLoopbackAddress, isLoopbackHost } from "../net/loopback.ts";

/**
 * Lets through only a client on this machine, for the test and development aids (the dev mailbox, the test
 * control of the jobs); anyone else falls through to the rest of the site, as if the aid were not there. Three
 * checks:
 * - the client address Express resolved by its trusted proxies (TRUST_PROXY) is loopback;
 * - no proxy forwards the request for someone elsewhere (X-Forwarded-For, X-Real-IP, Forwarded): with
 *   TRUST_PROXY=false behind a proxy on this machine every visitor would otherwise look local;
 * - the Host is this machine or PUBLIC_URL's host, so a web page cannot reach the aid through a DNS name of its
 *   own that it rebinds to 127.0.0.1.
 * Use it on a Router mounted at the aid's path: `next("router")` leaves that router.
 */
export function onlyFromThisMachine(publicUrl: string): RequestHandler {
  const publicHost = new URL(publicUrl).hostname;
  return (req, _res, next) => {
    const hostKnown = isLoopbackHost(req.hostname) || req.hostname === publicHost;
    if (hostKnown && isLoopbackAddress(req.ip) && !forwardedForElsewhere(req)) return next();
    next("router");
  };
}

function forwardedForElsewhere(req: Request): boolean {
  if (req.headers.forwarded !== undefined) return true;
  const claimed = [req.headers["x-forwarded-for"], req.headers["x-real-ip"]].flatMap((value) =>
    value === undefined ? [] : String(value).split(","),
  );
  return claimed.some((address) => !isLoopbackAddress(address.trim()));
}

/**
 * A Router for a test aid that changes something (the test controls of the jobs and of the database's state): only
 * a client on this machine, and, since its POSTs could be sent by a page of any site from the browser of the
 * person running the tests, no request that names another page in its Origin (a browser always names it; a test's
 * fetch sends none). Everyone else falls through to the rest of the site, as if the aid were not there.
 */
export function testAidRouter(publicUrl: string): Router {
  const router = Router();
  router.use(onlyFromThisMachine(publicUrl), fromNoOtherSite(publicUrl));
  return router;
}

/** Without an Origin (no browser page), or from this site's own pages: PUBLIC_URL or the address asked. */
function fromNoOtherSite(publicUrl: string): RequestHandler {
  const publicOrigin = originOf(publicUrl);
  return (req, _res, next) => {
    const ownOrigins = new Set([publicOrigin, `${req.protocol}://${req.host}`]);
    if (originAllowed(req.get("origin"), ownOrigins)) return next();
    next("router");
  };
}
