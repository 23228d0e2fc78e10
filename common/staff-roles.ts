/** The roles of the back office (decision 0012); what each may do is server/domain/staff/permissions.ts. */
export const STAFF_ROLES = ["beheerder", "redacteur", "financien", "balie"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Their Dutch names, for the screens. */
export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  beheerder: "Beheerder",
  redacteur: "Redacteur",
  financien: "Financiën",
  balie: "Balie",
};
