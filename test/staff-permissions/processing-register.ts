import { PermissionProcessingRegisterDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// The processing register: every staff member may read it; it describes the processing, no one's data.
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionProcessingRegisterDocument)({
    field: "processingRegister",
    permission: "backoffice.open",
    variables: () => ({}),
  }),
];
