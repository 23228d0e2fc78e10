import type { StaffPermissionCase } from "./types.ts";

/** Staff accounts, the audit log and signing out (server/graphql/staff/accounts.graphql). */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffMembers",
    permission: "staff.manage",
    query: "query { staffMembers { id } }",
    variables: () => ({}),
  },
  {
    field: "staffMember",
    permission: "staff.manage",
    query: "query ($id: UUID!) { staffMember(id: $id) { id } }",
    variables: (fx) => ({ id: fx.staffId }),
  },
  {
    field: "auditLog",
    permission: "audit.read",
    query: "query { auditLog(first: 5) { totalCount } }",
    variables: () => ({}),
  },
  {
    field: "signOut",
    permission: "backoffice.open",
    query: "mutation ($input: SignOutInput!) { signOut(input: $input) { endedSessions } }",
    variables: () => ({ input: { everywhere: false } }),
  },
  {
    field: "addStaffMember",
    permission: "staff.manage",
    query: "mutation ($input: AddStaffMemberInput!) { addStaffMember(input: $input) { staffMember { id } } }",
    variables: () => ({
      input: { email: `nieuw.${crypto.randomUUID()}@staff.example.org`, name: "Noor Nieuw", roles: ["balie"] },
    }),
  },
  {
    field: "updateStaffMember",
    permission: "staff.manage",
    query: "mutation ($input: UpdateStaffMemberInput!) { updateStaffMember(input: $input) { staffMember { id } } }",
    variables: (fx) => ({
      input: {
        id: fx.staffId,
        email: "fixture.redacteur@staff.example.org",
        name: "Femke Fixture",
        roles: ["redacteur"],
        active: true,
      },
    }),
  },
];
