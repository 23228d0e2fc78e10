import type { StaffOperation } from "../../server/domain/staff/permissions.ts";

/** Ids of existing rows a permission case may name (the runner makes them). */
export type PermissionFixtures = {
  eventId: string;
  ticketTypeId: string;
  slotId: string;
  workshopId: string;
  courseId: string;
  enrollmentId: string;
  organizationId: string;
  affiliateId: string;
  vacancyId: string;
  staffId: string;
};

/** One staff field, called anonymous (UNAUTHENTICATED), without `permission` (FORBIDDEN) and with it (allowed). */
export type StaffPermissionCase = {
  field: string;
  permission: StaffOperation;
  query: string;
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};
