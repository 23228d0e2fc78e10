/**
 * Where a site notice stands against the clock, with its Dutch name: the server decides it (from its shown-from
 * and shown-until moments and the request's clock) and the back office shows the name it is given.
 */

export const SITE_NOTICE_STATUSES = ["SCHEDULED", "VISIBLE", "EXPIRED"] as const;
export type SiteNoticeStatusValue = (typeof SITE_NOTICE_STATUSES)[number];

export const SITE_NOTICE_STATUS_LABELS: Readonly<Record<SiteNoticeStatusValue, string>> = {
  SCHEDULED: "Gepland",
  VISIBLE: "Zichtbaar",
  EXPIRED: "Verlopen",
};
