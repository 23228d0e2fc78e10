import type { StaffPermissionCase } from "./types.ts";

// Check-in at the door (issue 18): balie and beheerder (checkin.perform).
const courseScope = (fx: { courseId: string }) => ({ kind: "COURSE", id: fx.courseId });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "checkInPlaces",
    permission: "checkin.perform",
    query: "query { checkInPlaces { events { id } courses { id } } }",
    variables: () => ({}),
  },
  {
    field: "checkInList",
    permission: "checkin.perform",
    query: "query ($scope: CheckInScopeInput!) { checkInList(scope: $scope) { matches } }",
    variables: (fx) => ({ scope: courseScope(fx) }),
  },
  {
    field: "checkIn",
    permission: "checkin.perform",
    query: "mutation ($input: CheckInInput!) { checkIn(input: $input) { status } }",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId } }),
  },
  {
    field: "undoCheckIn",
    permission: "checkin.perform",
    query: "mutation ($input: UndoCheckInInput!) { undoCheckIn(input: $input) { checkedIn } }",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId } }),
  },
];
