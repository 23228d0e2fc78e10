import type { StaffOperation } from "../../server/domain/staff/permissions.ts";

/** Ids of existing rows the permission cases may name. */
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
 * One staff operation as the permission runner calls it: anonymous (UNAUTHENTICATED), with a role lacking
 * `permission` (FORBIDDEN) and with one having it (not refused). `query` is one operation calling exactly `field`.
 */
export type StaffPermissionCase = {
  field: string;
  permission: StaffOperation;
  query: string;
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};
