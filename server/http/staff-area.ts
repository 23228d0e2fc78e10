import type { RequestHandler, Response } from "express";
import { isStaffPath } from "../../common/site-paths.ts";
import { onWriteHead } from "./on-write-head.ts";

/**
 * Every answer of the back office (/beheer and below): never stored by a browser or proxy (it shows people's data
 * and works with a session), never indexed, and it sends no more than its origin as Referer (the sign-in page's
 * address holds its token).
 */
const STAFF_AREA_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;

export const staffAreaHeaders: RequestHandler = (req, res, next) => {
  if (isStaffPath(req.path)) {
    setStaffAreaHeaders(res);
    // Set again as the head goes out: React Router's adapter appends a page's own headers (a no-store of its own,
    // say), which would otherwise send the value twice.
    onWriteHead(res, () => setStaffAreaHeaders(res));
  }
  next();
};

function setStaffAreaHeaders(res: Response): void {
  for (const [name, value] of Object.entries(STAFF_AREA_HEADERS)) res.setHeader(name, value);
}
