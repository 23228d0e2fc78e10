/**
 * What the audit log records: the kinds of things staff change and what they did to them, each with its Dutch
 * name. The server's audit entries are typed by these lists, so a new kind or action without a Dutch name does not
 * compile; the Logboek shows and filters by the same names.
 */

export const AUDIT_ENTITY_LABELS = {
  accreditation: "Accreditatie",
  affiliate: "Vriend",
  certificate: "Certificaat",
  check_in: "Aanwezigheid",
  course: "Cursus",
  course_enrollment: "Cursusaanmelding",
  event: "Evenement",
  invoice: "Factuur",
  media_file: "Afbeelding of pdf",
  order: "Bestelling",
  organization: "Organisatie",
  presence_report: "Aanwezigheid gemeld aan een register",
  privacy_request: "Privacyverzoek",
  register: "Register",
  site_notice: "Melding op de website",
  site_page: "Pagina",
  staff_member: "Medewerker",
  staff_passkey: "Passkey",
  staff_passkey_policy: "Passkeybeleid",
  staff_session: "Sessie",
  staff_message: "Bericht aan deelnemers",
  staff_todo: "Taak",
  ticket: "Ticket",
  ticket_type: "Tickettype",
  vacancy: "Vacature",
  workshop: "Workshop",
  workshop_slot: "Workshoptijdvak",
} as const satisfies Record<string, string>;

export type AuditEntityType = keyof typeof AUDIT_ENTITY_LABELS;

const AUDIT_ACTION_LABELS = {
  create: "aangemaakt",
  update: "gewijzigd",
  delete: "verwijderd",
  move: "verplaatst",
  activate: "geactiveerd",
  deactivate: "gedeactiveerd",
  close: "gesloten",
  reopen: "heropend",
  cancel: "geannuleerd",
  cancel_tickets: "tickets geannuleerd",
  complete: "afgerond",
  duplicate: "gekopieerd",
  approve: "goedgekeurd",
  reject: "afgewezen",
  resend_confirmation: "bevestiging opnieuw verstuurd",
  change_holder: "tickethouder gewijzigd",
  payment: "betaling geboekt",
  refund: "terugbetaald",
  reissue: "opnieuw uitgegeven",
  reminder: "herinnering verstuurd",
  resolve: "afgehandeld",
  send: "verstuurd",
  erase: "gegevens gewist",
  confirm_passkey: "met passkey bevestigd",
  publish: "gepubliceerd",
  restore: "versie teruggezet",
  check_out: "vroeg uitgecheckt",
  undo_check_out: "uitchecken ongedaan gemaakt",
  end: "beëindigd",
  end_sessions: "sessies beëindigd",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** A kind as the Logboek names it; a value from an older version of the site is shown as it is stored. */
export function auditEntityLabel(entityType: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entityType] ?? entityType;
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
