import {
  PermissionCourseParticipantsDocument,
  PermissionEventParticipantsDocument,
  PermissionWorkshopParticipantsDocument,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Participant lists: redacteur, financien, balie and beheerder may read them (participants.read).
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionEventParticipantsDocument)({
    field: "eventParticipants",
    permission: "participants.read",
    variables: (fx) => ({ eventId: fx.eventId }),
  }),
  staffCase(PermissionWorkshopParticipantsDocument)({
    field: "workshopParticipants",
    permission: "participants.read",
    variables: (fx) => ({ workshopId: fx.workshopId }),
  }),
  staffCase(PermissionCourseParticipantsDocument)({
    field: "courseParticipants",
    permission: "participants.read",
    variables: (fx) => ({ courseId: fx.courseId }),
  }),
];
