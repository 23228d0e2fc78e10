import { randomUUID } from "node:crypto";
import type { StaffPermissionCase } from "./types.ts";

// Messages to participants (issue 15): participants.message (redacteur, financien, beheerder; not balie). The
// fixture workshop has nobody registered, so an allowed send ends in CONFLICT (nobody to send to), not a refusal.
const draft = (workshopId: string) => ({
  audience: `workshop:${workshopId}`,
  subject: "Zaalwijziging",
  body: "Zaal 2.",
});

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "staffMessages",
    permission: "participants.message",
    query: `query { staffMessages(first: 5) { totalCount } }`,
    variables: () => ({}),
  },
  {
    field: "messageAudience",
    permission: "participants.message",
    query: `query ($audience: String!) { messageAudience(audience: $audience) { recipientCount } }`,
    variables: (fx) => ({ audience: `cursus:${fx.courseId}` }),
  },
  {
    field: "staffMessagePreview",
    permission: "participants.message",
    query: `query ($input: StaffMessageDraftInput!) { staffMessagePreview(input: $input) { html } }`,
    variables: (fx) => ({ input: draft(fx.workshopId) }),
  },
  {
    field: "sendStaffMessage",
    permission: "participants.message",
    query: `mutation ($input: SendStaffMessageInput!) { sendStaffMessage(input: $input) { sentNow } }`,
    variables: (fx) => ({ input: { ...draft(fx.workshopId), idempotencyKey: randomUUID() } }),
  },
  {
    field: "sendTestStaffMessage",
    permission: "participants.message",
    query: `mutation ($input: SendStaffMessageInput!) { sendTestStaffMessage(input: $input) { to } }`,
    variables: (fx) => ({ input: { ...draft(fx.workshopId), idempotencyKey: randomUUID() } }),
  },
];
