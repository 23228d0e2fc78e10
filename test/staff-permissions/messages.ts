import { randomUUID } from "node:crypto";
import { SendTestStaffMessageDocument } from "../../app/graphql/generated.ts";
import {
  PermissionMessageAudienceDocument,
  PermissionSendStaffMessageDocument,
  PermissionStaffMessagePreviewDocument,
  PermissionStaffMessagesDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Messages to participants: participants.message (redacteur, financien, beheerder; not balie). The
// fixture workshop has nobody registered, so an allowed send ends in CONFLICT (nobody to send to), not a refusal.
const draft = (workshopId: string) => ({
  audience: `workshop:${workshopId}`,
  subject: "Zaalwijziging",
  body: "Zaal 2.",
});

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionStaffMessagesDocument)({
    field: "staffMessages",
    permission: "participants.message",
    variables: () => ({}),
  }),
  staffCase(PermissionMessageAudienceDocument)({
    field: "messageAudience",
    permission: "participants.message",
    variables: (fx) => ({ audience: `cursus:${fx.courseId}` }),
  }),
  staffCase(PermissionStaffMessagePreviewDocument)({
    field: "staffMessagePreview",
    permission: "participants.message",
    variables: (fx) => ({ input: draft(fx.workshopId) }),
  }),
  staffCase(PermissionSendStaffMessageDocument)({
    field: "sendStaffMessage",
    permission: "participants.message",
    variables: (fx) => ({ input: { ...draft(fx.workshopId), idempotencyKey: randomUUID() } }),
  }),
  staffCase(SendTestStaffMessageDocument)({
    field: "sendTestStaffMessage",
    permission: "participants.message",
    variables: (fx) => ({ input: { ...draft(fx.workshopId), idempotencyKey: randomUUID() } }),
  }),
];
