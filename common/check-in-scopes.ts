/** Where the door staff check people in (decision 0019): what the API, the services and the check-in page share. */
export const CHECK_IN_SCOPE_KINDS = ["EVENT", "WORKSHOP", "COURSE"] as const;
export type CheckInScopeKind = (typeof CHECK_IN_SCOPE_KINDS)[number];

/** Where someone was checked in, as a sentence about them names it. */
export const CHECK_IN_PLACE_LABELS: Readonly<Record<CheckInScopeKind, string>> = {
  EVENT: "Bij de ingang",
  WORKSHOP: "Bij de workshop",
  COURSE: "Bij de cursus",
};
