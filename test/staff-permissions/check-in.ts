import {
  PermissionCheckInDocument,
  PermissionCheckInListDocument,
  PermissionCheckInPlacesDocument,
  PermissionCheckOutDocument,
  PermissionUndoCheckInDocument,
  PermissionUndoCheckOutDocument,
  type CheckInScopeInput,
} from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

// Check-in at the door: balie and beheerder (checkin.perform).
const courseScope = (fx: { courseId: string }): CheckInScopeInput => ({ kind: "COURSE", id: fx.courseId });

export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionCheckInPlacesDocument)({
    field: "checkInPlaces",
    permission: "checkin.perform",
    variables: () => ({}),
  }),
  staffCase(PermissionCheckInListDocument)({
    field: "checkInList",
    permission: "checkin.perform",
    variables: (fx) => ({ scope: courseScope(fx) }),
  }),
  staffCase(PermissionCheckInDocument)({
    field: "checkIn",
    permission: "checkin.perform",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId } }),
  }),
  staffCase(PermissionUndoCheckInDocument)({
    field: "undoCheckIn",
    permission: "checkin.perform",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId } }),
  }),
  // Early check-out (decision 0037): a door action like check-in.
  staffCase(PermissionCheckOutDocument)({
    field: "checkOut",
    permission: "checkin.perform",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId, time: "10:00" } }),
  }),
  staffCase(PermissionUndoCheckOutDocument)({
    field: "undoCheckOut",
    permission: "checkin.perform",
    variables: (fx) => ({ input: { scope: courseScope(fx), attendeeId: fx.enrollmentId } }),
  }),
];
