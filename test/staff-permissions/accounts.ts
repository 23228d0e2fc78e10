import {
  EndMyStaffSessionDocument,
  EndStaffMemberSessionsDocument,
  MyStaffSessionsDocument,
  SignOutDocument,
} from "../../app/graphql/generated.ts";
import {
  PermissionAddStaffMemberDocument,
  PermissionAuditLogDocument,
  PermissionStaffMemberDocument,
  PermissionStaffMembersDocument,
  PermissionUpdateStaffMemberDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Staff accounts, the audit log and signing out (server/graphql/staff/accounts.graphql); one's own sessions and a
 * colleague's (staff/sessions.graphql).
 */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffMembersDocument)({
    field: "staffMembers",
    permission: "staff.manage",
    variables: () => ({}),
  }),
  staffCase(PermissionStaffMemberDocument)({
    field: "staffMember",
    permission: "staff.manage",
    variables: (fx) => ({ id: fx.staffId }),
  }),
  staffCase(PermissionAuditLogDocument)({
    field: "auditLog",
    permission: "audit.read",
    variables: () => ({}),
  }),
  staffCase(SignOutDocument)({
    field: "signOut",
    permission: "backoffice.open",
    variables: () => ({ input: { everywhere: false } }),
  }),
  staffCase(MyStaffSessionsDocument)({
    field: "myStaffSessions",
    permission: "backoffice.open",
    variables: () => ({}),
  }),
  staffCase(EndMyStaffSessionDocument)({
    field: "endMyStaffSession",
    permission: "backoffice.open",
    variables: () => ({ input: { sessionId: crypto.randomUUID() } }),
  }),
  staffCase(EndStaffMemberSessionsDocument)({
    field: "endStaffMemberSessions",
    permission: "staff.manage",
    // Without deactivating: the fixture account stays for the other cases.
    variables: (fx) => ({ input: { staffId: fx.staffId, deactivate: false } }),
  }),
  staffCase(PermissionAddStaffMemberDocument)({
    field: "addStaffMember",
    permission: "staff.manage",
    variables: () => ({
      input: { email: `nieuw.${crypto.randomUUID()}@staff.example.org`, name: "Noor Nieuw", roles: ["balie"] },
    }),
  }),
  staffCase(PermissionUpdateStaffMemberDocument)({
    field: "updateStaffMember",
    permission: "staff.manage",
    variables: (fx) => ({
      input: {
        id: fx.staffId,
        email: "fixture.redacteur@staff.example.org",
        name: "Femke Fixture",
        roles: ["redacteur"],
        active: true,
      },
    }),
  }),
];
