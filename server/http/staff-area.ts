import type { RequestHandler } from "express";
import { isStaffPath } from "../../common/site-paths.ts";

/**
 * Every answer of the back office (/beheer and below): never stored by a browser or proxy (it shows people's data
 * and works with a session), never indexed, and it sends no more than its origin as Referer (the sign-in page's
 * address holds its token).
 */
export const staffAreaHeaders: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "same-origin");
  }
  next();
};
