import type { RouteHandleOf } from "../../lib/app-services.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { pagePermissions } from "./staff-page.ts";

/**
 * The back office's menu: each item shows only to staff who may open its page, by the permission that page declares
 * in its route's handle (./staff-page.ts). Areas add their item here.
 */
export type StaffNavItem = { label: string; to: string };

export const STAFF_NAVIGATION: readonly StaffNavItem[] = [
  { label: "Overzicht", to: STAFF_PATHS.home },
  { label: "Evenementen", to: STAFF_PATHS.events },
  { label: "Cursussen", to: STAFF_PATHS.courses },
  { label: "Bestellingen", to: STAFF_PATHS.orders },
  { label: "Check-in", to: STAFF_PATHS.checkIn },
  { label: "Vrienden", to: STAFF_PATHS.friends },
  { label: "Organisaties", to: STAFF_PATHS.organizations },
  { label: "Vacatures", to: STAFF_PATHS.vacancies },
  { label: "Pagina's", to: STAFF_PATHS.sitePages },
  { label: "Afbeeldingen", to: STAFF_PATHS.media },
  { label: "Meldingen", to: STAFF_PATHS.siteNotices },
  { label: "Berichten", to: STAFF_PATHS.messages },
  { label: "Facturen", to: STAFF_PATHS.invoices },
  { label: "Taken", to: STAFF_PATHS.todos },
  { label: "Accreditatie", to: STAFF_PATHS.accreditation },
  { label: "Registers", to: STAFF_PATHS.registers },
  { label: "Medewerkers", to: STAFF_PATHS.staffMembers },
  { label: "Logboek", to: STAFF_PATHS.auditLog },
  { label: "Privacyverzoeken", to: STAFF_PATHS.privacyRequests },
  { label: "Verwerkingsregister", to: STAFF_PATHS.processingRegister },
];

/** The items whose pages open for someone with these permissions (`handleOf`: the routes' handles). */
export function navigationFor(permissions: readonly string[], handleOf: RouteHandleOf): StaffNavItem[] {
  return STAFF_NAVIGATION.filter((item) =>
    pagePermissions(handleOf(item.to), item.to)?.some((permission) => permissions.includes(permission)),
  );
}
