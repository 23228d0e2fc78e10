import type { StaffOperation } from "../../server/domain/staff/permissions.ts";

/** Ids of existing rows, for the variables of a permission case. */
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

/**
 * One staff operation for the permission runner: sent anonymous (UNAUTHENTICATED), with a role lacking
 * `permission` (FORBIDDEN) and with one having it (not refused). `query` calls exactly `field`.
 */
export type StaffPermissionCase = {
  field: string;
  permission: StaffOperation;
  query: string;
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};
