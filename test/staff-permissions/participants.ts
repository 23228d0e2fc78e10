import type { StaffPermissionCase } from "./types.ts";

// Participant lists (issue 15): redacteur, financien, balie and beheerder may read them (participants.read).
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "eventParticipants",
    permission: "participants.read",
    query: `query ($eventId: UUID!) { eventParticipants(eventId: $eventId) { participants { ticketId } } }`,
    variables: (fx) => ({ eventId: fx.eventId }),
  },
  {
    field: "workshopParticipants",
    permission: "participants.read",
    query: `query ($workshopId: UUID!) { workshopParticipants(workshopId: $workshopId) { participants { email } } }`,
    variables: (fx) => ({ workshopId: fx.workshopId }),
  },
  {
    field: "courseParticipants",
    permission: "participants.read",
    query: `query ($courseId: UUID!) { courseParticipants(courseId: $courseId) { participants { email } } }`,
    variables: (fx) => ({ courseId: fx.courseId }),
  },
];
