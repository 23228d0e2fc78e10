import {
  ReportPresenceDocument,
  StaffAccreditedActivitiesDocument,
  StaffPresenceListDocument,
} from "../../app/graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Presence reported to the registers: every field needs accreditation.manage (financien, beheerder). The fixtures'
 * event is not accredited, so with the permission the list and the report answer NOT_FOUND and nothing is written.
 */
const permission = "accreditation.manage";
const subject = (fx: { eventId: string }) => ({ kind: "EVENT" as const, id: fx.eventId });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(StaffAccreditedActivitiesDocument)({ field: "accreditedActivities", permission, variables: () => ({}) }),
  staffCase(StaffPresenceListDocument)({
    field: "presenceList",
    permission,
    variables: (fx) => ({ input: { subject: subject(fx), registerCode: "BIG" } }),
  }),
  staffCase(ReportPresenceDocument)({
    field: "reportPresence",
    permission,
    variables: (fx) => ({ input: { subject: subject(fx), registerCode: "BIG", reportsSeen: 0 } }),
  }),
];
