import type { StaffPermissionCase } from "./types.ts";

// The processing register (issue 19): every staff member may read it; it describes the processing, no one's data.
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "processingRegister",
    permission: "backoffice.open",
    query: `query { processingRegister { controller { name } activities { key retention visibleToRoles } } }`,
    variables: () => ({}),
  },
];
