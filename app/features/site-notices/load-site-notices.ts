/**
 * The notices in force, as the strip at the bottom of every page gets them: one small GET after hydration
 * (decision 0034), never part of the page itself. What comes back is checked before it is shown: a failed request,
 * an error page or anything unexpected means no notices, never a broken strip.
 */
import type { SiteNoticesQuery } from "../../graphql/generated.ts";
import { SITE_PATHS } from "../../../common/site-paths.ts";

export type SiteNotice = SiteNoticesQuery["siteNotices"][number];

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The server only stores https addresses and paths on this site; anything else is not shown as a link. */
const isLinkAddress = (href: string) => (href.startsWith("/") && !href.startsWith("//")) || href.startsWith("https://");

function isLink(value: unknown): value is NonNullable<SiteNotice["link"]> {
  if (typeof value !== "object" || value === null) return false;
  const link = value as Record<string, unknown>;
  return isText(link.href) && isLinkAddress(link.href) && isText(link.text) && typeof link.isPdf === "boolean";
}

function isNotice(value: unknown): value is SiteNotice {
  if (typeof value !== "object" || value === null) return false;
  const notice = value as Record<string, unknown>;
  return (
    isText(notice.id) &&
    isText(notice.text) &&
    typeof notice.dismissible === "boolean" &&
    (notice.link === null || isLink(notice.link))
  );
}

/** The notices of the answer's `notices`, in their order; none for anything else. */
export function noticesOf(body: unknown): SiteNotice[] {
  if (typeof body !== "object" || body === null) return [];
  const notices = (body as { notices?: unknown }).notices;
  return Array.isArray(notices) ? notices.filter(isNotice) : [];
}

export async function loadSiteNotices(signal: AbortSignal): Promise<SiteNotice[]> {
  try {
    const response = await fetch(SITE_PATHS.siteNotices, { signal, headers: { Accept: "application/json" } });
    return response.ok ? noticesOf(await response.json()) : [];
  } catch {
    return [];
  }
}
