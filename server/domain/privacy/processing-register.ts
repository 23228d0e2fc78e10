/**
 * The processing register (verwerkingsregister, AVG art. 30; decision 0024), generated from the settings and the
 * permission table, so it always says what the site really does: the retention periods the retention job uses, and
 * the roles that really can see each kind of data.
 */
import { ROLE_LABELS, STAFF_ROLES } from "../../../common/staff-roles.ts";
import type { ServiceDeps, Settings } from "../deps.ts";
import { ROLE_PERMISSIONS, type StaffOperation } from "../../../common/staff-permissions.ts";
import { requirePermission } from "../staff/permissions.ts";
import { LEGAL_BASIS_LABELS, processingActivities } from "./processing-activities.ts";
import { privacyFacts } from "./privacy-facts.ts";

type ProcessingActivity = {
  key: string;
  name: string;
  purpose: string;
  dataCategories: string[];
  /** Dutch, each with the article and why it applies. */
  legalBases: string[];
  retention: string;
  /** Dutch role names; empty when no back-office role can see it (only the server's technical administrator). */
  visibleToRoles: string[];
  recipients: string[];
};

export type ProcessingRegister = {
  controller: { name: string; siteName: string; address: string; contactEmail: string };
  activities: ProcessingActivity[];
};

/** The Dutch names of the roles that may do at least one of `operations`, in the roles' own order. */
export function rolesThatCan(operations: readonly StaffOperation[]): string[] {
  return STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].some((operation) => operations.includes(operation))).map(
    (role) => ROLE_LABELS[role],
  );
}

export function processingRegister(settings: Settings): ProcessingRegister {
  const facts = privacyFacts(settings);
  return {
    controller: {
      name: facts.organizationName,
      siteName: facts.siteName,
      address: `${facts.address}, ${facts.postalCode} ${facts.city}`,
      contactEmail: facts.contactEmail,
    },
    activities: processingActivities(settings).map(({ visibleWith, legalBases, ...activity }) => ({
      ...activity,
      legalBases: legalBases.map(({ key, why }) => `${LEGAL_BASIS_LABELS[key]}: ${why}`),
      visibleToRoles: rolesThatCan(visibleWith),
    })),
  };
}

/** The register for the back office: every staff member may read it (it holds no one's personal data). */
export function staffProcessingRegister(deps: Pick<ServiceDeps, "actor" | "settings">): ProcessingRegister {
  requirePermission(deps.actor, "backoffice.open");
  return processingRegister(deps.settings);
}
