import { PermissionStaffDashboardDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// The dashboard: open to every staff member; its money sections are null for whom orders.read does not
// open them (test/integration/staff-dashboard.test.ts checks each role's sections).
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffDashboardDocument)({
    field: "staffDashboard",
    permission: "backoffice.open",
    variables: () => ({}),
  }),
];
