import type { Request, RequestHandler } from "express";
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
