/** Dutch names of what the audit log records; an area adds its entity types and actions here. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  staff_member: "Medewerker",
  organization: "Organisatie",
  affiliate: "Vriend",
  vacancy: "Vacature",
  media_file: "Afbeelding",
  workshop_slot: "Workshoptijdvak",
  workshop: "Workshop",
  course: "Cursus",
  course_enrollment: "Cursusaanmelding",
  event: "Evenement",
  ticket_type: "Tickettype",
  order: "Bestelling",
  ticket: "Ticket",
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: "aangemaakt",
  update: "gewijzigd",
  delete: "verwijderd",
  move: "verplaatst",
  activate: "geactiveerd",
  deactivate: "gedeactiveerd",
  close: "gesloten",
  reopen: "heropend",
  cancel: "geannuleerd",
  complete: "afgerond",
  duplicate: "gekopieerd",
  approve: "goedgekeurd",
  reject: "afgewezen",
  resend_confirmation: "bevestiging opnieuw verstuurd",
  change_holder: "tickethouder gewijzigd",
};

export function auditEntityLabel(entityType: string): string {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType;
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
