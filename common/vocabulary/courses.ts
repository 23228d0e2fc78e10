/** A course's statuses, its enrolments' and its waitlist entries', with their Dutch names. */

export const COURSE_STATUSES = ["DRAFT", "PUBLISHED", "CANCELED", "COMPLETED"] as const;
export type CourseStatusValue = (typeof COURSE_STATUSES)[number];

export const COURSE_STATUS_LABELS: Readonly<Record<CourseStatusValue, string>> = {
  DRAFT: "Concept",
  PUBLISHED: "Gepubliceerd",
  CANCELED: "Geannuleerd",
  COMPLETED: "Afgerond",
};

export const ENROLLMENT_STATUSES = ["ACTIVE", "CANCELED"] as const;
export type EnrollmentStatusValue = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_STATUS_LABELS: Readonly<Record<EnrollmentStatusValue, string>> = {
  ACTIVE: "Ingeschreven",
  CANCELED: "Afgemeld",
};

/**
 * A place on a full course's waitlist: WAITING, then OFFERED (a place is reserved for them until
 * offer_expires_at), then ENROLLED, or LEFT (they left), EXPIRED (the offer ran out) or CLOSED (course cancelled).
 */
export const COURSE_WAITLIST_STATUSES = ["WAITING", "OFFERED", "ENROLLED", "LEFT", "EXPIRED", "CLOSED"] as const;
export type CourseWaitlistStatusValue = (typeof COURSE_WAITLIST_STATUSES)[number];

export const COURSE_WAITLIST_STATUS_LABELS: Readonly<Record<CourseWaitlistStatusValue, string>> = {
  WAITING: "Wacht op een plaats",
  OFFERED: "Plaats aangeboden",
  ENROLLED: "Plaats genomen",
  LEFT: "Van de lijst af",
  EXPIRED: "Aanbod verlopen",
  CLOSED: "Gesloten (cursus geannuleerd)",
};
