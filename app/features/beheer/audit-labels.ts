/** Dutch names of what the audit log records; an area adds its entity types and actions here. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  staff_member: "Medewerker",
  course: "Cursus",
  course_enrollment: "Cursusaanmelding",
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "aangemaakt",
  update: "gewijzigd",
  cancel: "geannuleerd",
  complete: "afgerond",
};

export function auditEntityLabel(entityType: string): string {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType;
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
