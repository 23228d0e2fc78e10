import type { StaffOperation } from "../../server/domain/staff/permissions.ts";

/** Ids of existing rows a permission case can name. */
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

/** One staff operation: called anonymous, with a role lacking `permission`, and with one having it. */
export type StaffPermissionCase = {
  field: string;
  permission: StaffOperation;
  query: string;
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};
