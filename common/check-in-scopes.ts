/** Where the door staff check people in (decision 0019): what the API, the services and the check-in page share. */
export const CHECK_IN_SCOPE_KINDS = ["EVENT", "WORKSHOP", "COURSE"] as const;
export type CheckInScopeKind = (typeof CHECK_IN_SCOPE_KINDS)[number];
