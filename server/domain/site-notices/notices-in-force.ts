/**
 * The notices the public site shows now: those whose 'from' has come and whose 'until' has not, in their order,
 * judged against the request's clock. Read from the process's in-memory copy when it has one (notice-copy.ts),
 * else from the database.
 */
import type { ServiceDeps } from "../deps.ts";
import { noticesInOrder } from "./notice-queries.ts";
import { noticeStatus, publicView, type PublicSiteNotice } from "./notice-views.ts";

export async function siteNoticesInForce(deps: ServiceDeps): Promise<PublicSiteNotice[]> {
  const now = deps.clock();
  const notices = deps.siteNotices ? await deps.siteNotices.all(deps.db) : await noticesInOrder(deps.db);
  return notices.filter((notice) => noticeStatus(notice, now) === "VISIBLE").map(publicView);
}
