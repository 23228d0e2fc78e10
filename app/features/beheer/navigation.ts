import { STAFF_PATHS } from "../../../common/site-paths.ts";

/**
 * The back office's menu: each item shows only to staff whose roles allow its permission (the pages and the API
 * refuse the others anyway). Areas add their item here.
 */
export type StaffNavItem = { label: string; to: string; permission: string };

export const STAFF_NAVIGATION: readonly StaffNavItem[] = [
  { label: "Overzicht", to: STAFF_PATHS.home, permission: "backoffice.open" },
  { label: "Evenementen", to: STAFF_PATHS.events, permission: "events.manage" },
  { label: "Cursussen", to: STAFF_PATHS.courses, permission: "courses.manage" },
  { label: "Bestellingen", to: STAFF_PATHS.orders, permission: "orders.read" },
  { label: "Check-in", to: STAFF_PATHS.checkIn, permission: "checkin.perform" },
  { label: "Vrienden", to: STAFF_PATHS.friends, permission: "content.manage" },
  { label: "Organisaties", to: STAFF_PATHS.organizations, permission: "content.manage" },
  { label: "Vacatures", to: STAFF_PATHS.vacancies, permission: "content.manage" },
  { label: "Afbeeldingen", to: STAFF_PATHS.media, permission: "events.manage" },
  { label: "Berichten", to: STAFF_PATHS.messages, permission: "participants.message" },
  { label: "Facturen", to: STAFF_PATHS.invoices, permission: "orders.read" },
  { label: "Taken", to: STAFF_PATHS.todos, permission: "orders.read" },
  { label: "Medewerkers", to: STAFF_PATHS.staffMembers, permission: "staff.manage" },
  { label: "Logboek", to: STAFF_PATHS.auditLog, permission: "audit.read" },
  { label: "Privacyverzoeken", to: STAFF_PATHS.privacyRequests, permission: "privacy.manage" },
  { label: "Verwerkingsregister", to: STAFF_PATHS.processingRegister, permission: "backoffice.open" },
];

export function navigationFor(permissions: readonly string[]): StaffNavItem[] {
  return STAFF_NAVIGATION.filter((item) => permissions.includes(item.permission));
}
