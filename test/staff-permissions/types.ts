import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { StaffOperation } from "../../common/staff-permissions.ts";

/**
 * One staff operation of the GraphQL contract and the permission it needs: every staff field must refuse anonymous
 * and wrong-role callers. Each area of the back office lists its cases in test/staff-permissions/<area>.ts as
 * `export const PERMISSION_CASES: StaffPermissionCase[]`, each made with `staffCase`;
 * test/integration/staff-permissions.test.ts runs every case anonymous, with a role lacking the permission and with
 * one having it.
 */
export type StaffPermissionCase = {
  /** The Query or Mutation field the operation calls (exactly one). */
  field: string;
  permission: StaffOperation;
  /** The typed document (test/graphql or app/graphql) of one operation calling exactly `field`. */
  document: TypedDocumentNode<unknown, Record<string, unknown>>;
  /** The operation's variables, checked against its document by `staffCase`. */
  variables: (fx: PermissionFixtures) => Record<string, unknown>;
};

/**
 * The case of one typed document: `staffCase(Document)({ field, permission, variables })`. The document comes
 * first so that the variables are typed by it (enum values and all) before they are written.
 */
export function staffCase<TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<unknown, TVariables>,
) {
  return (
    permissionCase: Omit<StaffPermissionCase, "document" | "variables"> & {
      variables: (fx: PermissionFixtures) => TVariables;
    },
  ): StaffPermissionCase => ({
    ...permissionCase,
    // The variables were typed by this document above; the runner only passes them on.
    document: document as TypedDocumentNode<unknown, Record<string, unknown>>,
  });
}

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
  siteNoticeId: string;
  staffId: string;
};
