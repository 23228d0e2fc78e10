/** A workshop waitlist entry's statuses, with their Dutch names. */
export const WORKSHOP_WAITLIST_STATUSES = ["WAITING", "PROMOTED", "LEFT", "CLOSED"] as const;
export type WorkshopWaitlistStatusValue = (typeof WORKSHOP_WAITLIST_STATUSES)[number];

export const WORKSHOP_WAITLIST_STATUS_LABELS: Readonly<Record<WorkshopWaitlistStatusValue, string>> = {
  WAITING: "Wacht op een plaats",
  PROMOTED: "Plaats gekregen",
  LEFT: "Van de lijst af",
  CLOSED: "Gesloten",
};
