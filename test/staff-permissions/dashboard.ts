import type { StaffPermissionCase } from "./types.ts";

// The dashboard (issue 15): open to every staff member; its money sections are null for whom orders.read does not
// open them (test/integration/staff-dashboard.test.ts checks each role's sections).
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffDashboard",
    permission: "backoffice.open",
    query: `query { staffDashboard { today events { id revenue { inclVatCents } } courses { id } invoices { overdueCount } } }`,
    variables: () => ({}),
  },
];
