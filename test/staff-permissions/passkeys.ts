import {
  ConfirmWithPasskeyDocument,
  FinishPasskeyRegistrationDocument,
  MyPasskeysDocument,
  PasskeyPoliciesDocument,
  RemoveMyPasskeyDocument,
  RemoveStaffMemberPasskeyDocument,
  SetPasskeyPolicyDocument,
  StartPasskeyConfirmationDocument,
  StartPasskeyRegistrationDocument,
} from "../../app/graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Passkeys (server/graphql/staff/passkeys.graphql): one's own need a staff session of any role (backoffice.open
 * here, which every role has); a colleague's and the policy need staff.manage. The sign-in itself is public.
 */
const answer = () => ({ challengeId: crypto.randomUUID(), response: "{}" });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(MyPasskeysDocument)({ field: "myPasskeys", permission: "backoffice.open", variables: () => ({}) }),
  staffCase(StartPasskeyRegistrationDocument)({
    field: "startPasskeyRegistration",
    permission: "backoffice.open",
    variables: () => ({ input: {} }),
  }),
  staffCase(FinishPasskeyRegistrationDocument)({
    field: "finishPasskeyRegistration",
    permission: "backoffice.open",
    variables: () => ({ input: { ...answer(), name: "Sleutel" } }),
  }),
  staffCase(RemoveMyPasskeyDocument)({
    field: "removeMyPasskey",
    permission: "backoffice.open",
    variables: () => ({ input: { passkeyId: crypto.randomUUID() } }),
  }),
  staffCase(StartPasskeyConfirmationDocument)({
    field: "startPasskeyConfirmation",
    permission: "backoffice.open",
    variables: () => ({ input: {} }),
  }),
  staffCase(ConfirmWithPasskeyDocument)({
    field: "confirmWithPasskey",
    permission: "backoffice.open",
    variables: () => ({ input: answer() }),
  }),
  staffCase(RemoveStaffMemberPasskeyDocument)({
    field: "removeStaffMemberPasskey",
    permission: "staff.manage",
    variables: (fx) => ({ input: { staffId: fx.staffId, passkeyId: crypto.randomUUID() } }),
  }),
  staffCase(PasskeyPoliciesDocument)({ field: "passkeyPolicies", permission: "staff.manage", variables: () => ({}) }),
  staffCase(SetPasskeyPolicyDocument)({
    field: "setPasskeyPolicy",
    permission: "staff.manage",
    // The default of balie, so the other cases' sessions stay what they were.
    variables: () => ({ input: { role: "balie", required: false } }),
  }),
];
