import { PermissionStaffErasePersonalDataDocument, PermissionStaffPersonalDataDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// A person's request about their own data by post or phone: only privacy.manage (the beheerder) may see
// or erase an address's data from the back office.
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffPersonalDataDocument)({
    field: "staffPersonalData",
    permission: "privacy.manage",
    variables: () => ({ input: { email: "iemand@example.org" } }),
  }),
  staffCase(PermissionStaffErasePersonalDataDocument)({
    field: "staffErasePersonalData",
    permission: "privacy.manage",
    variables: () => ({ input: { email: "niemand-hier@example.org", confirm: true } }),
  }),
];
