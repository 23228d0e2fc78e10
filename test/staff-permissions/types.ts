import type { StaffOperation } from "../../server/domain/staff/permissions.ts";

/**
 * One staff operation of the GraphQL contract and the permission it needs (issue 14). Each area of the back office
 * lists its cases in test/staff-permissions/<area>.ts as `export const PERMISSION_CASES: StaffPermissionCase[]`;
 * test/integration/staff-permissions.test.ts runs every case anonymous, with a role lacking the permission and with
 * one having it.
 */
export type StaffPermissionCase = {
  /** The Query or Mutation field the operation calls (exactly one). */
  field: string;
  permission: StaffOperation;
  /** The GraphQL text of one operation calling exactly `field`. */
  query: string;
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};

/** The ids of one existing row of each kind, made by fixtures.ts. */
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
