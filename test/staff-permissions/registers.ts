import { UpdateRegisterDocument } from "../../app/graphql/generated.ts";
import { PermissionStaffRegisterDocument, PermissionStaffRegistersDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * The accreditation registers: every staff field needs registers.manage (the beheerder alone). The update names a
 * register that does not exist (NOT_FOUND with the permission, never UNAUTHENTICATED or FORBIDDEN), so the seeded
 * registers stay as they are for the other cases.
 */
const permission = "registers.manage";
const UNKNOWN = "00000000-0000-4000-8000-000000000036";

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffRegistersDocument)({ field: "staffRegisters", permission, variables: () => ({}) }),
  staffCase(PermissionStaffRegisterDocument)({
    field: "staffRegister",
    permission,
    variables: () => ({ id: UNKNOWN }),
  }),
  staffCase(UpdateRegisterDocument)({
    field: "updateRegister",
    permission,
    variables: () => ({
      input: {
        id: UNKNOWN,
        name: "Een register uit de permissietest",
        peOnlinePrefix: null,
        numberFormat: "DIGITS",
        numberMinLength: 1,
        numberMaxLength: 10,
        reportingChannel: "LIST",
        active: true,
        sortOrder: 100,
      },
    }),
  }),
];
