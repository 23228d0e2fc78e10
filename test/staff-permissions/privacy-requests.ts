import type { StaffPermissionCase } from "./types.ts";

// A person's request about their own data by post or phone (issue 19): only privacy.manage (the beheerder) may see
// or erase an address's data from the back office.
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffPersonalData",
    permission: "privacy.manage",
    query: `query ($input: StaffPersonalDataInput!) { staffPersonalData(input: $input) { email orders { status } } }`,
    variables: () => ({ input: { email: "iemand@example.org" } }),
  },
  {
    field: "staffErasePersonalData",
    permission: "privacy.manage",
    query: `mutation ($input: StaffErasePersonalDataInput!) {
      staffErasePersonalData(input: $input) { erased { kind count } kept { what } }
    }`,
    variables: () => ({ input: { email: "niemand-hier@example.org", confirm: true } }),
  },
];
