/**
 * Checking someone in at the door (decision 0019). The device sends what it scanned or what was typed, or the person
 * chosen from the list; the service says who it is and whether they may come in, and records the first scan. The
 * partial unique indexes of check_ins decide between two devices scanning one ticket at once: the insert that
 * lands first wins, the other inserts nothing and answers 'al ingecheckt om …' with the first one's time.
 * Needs `checkin.perform` (balie, beheerder); each check-in is in the audit log.
 */
import { checkInSchema, type CheckInInput } from "../../../common/validation/check-in.ts";
import { and, eq } from "drizzle-orm";
import { checkIns } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange, type StaffUnit } from "../staff/audit.ts";
import {
  doorAttendee,
  findEnrollmentAtDoor,
  findSlotChoice,
  findTicketAtDoor,
  type Attendee,
} from "./attendee-lookup.ts";
import {
  checkInCounts,
  findCheckInScope,
  scopeCondition,
  type CheckInCounts,
  type CheckInScope,
} from "./check-in-scope.ts";
import {
  alreadyCheckedIn,
  canceled,
  notPaid,
  notRegistered,
  otherEvent,
  unknownCode,
  welcome,
  type CheckInOutcome,
} from "./check-in-outcome.ts";
import { parseScannedCode } from "./scanned-code.ts";

/** How old a scan queued on a device offline may be and still keep its own moment. */
const OFFLINE_SCAN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export async function checkIn(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<CheckInOutcome & { scope: CheckInScope & CheckInCounts }> {
  const input = parseWith(checkInSchema, rawInput);
  return staffChange(deps, "checkin.perform", async (unit) => {
    const scope = await findCheckInScope(unit.tx, input.scope);
    const outcome = await checkInAt(unit, scope, input);
    return { ...outcome, scope: { ...scope, ...(await checkInCounts(unit.tx, scope)) } };
  });
}

async function checkInAt(unit: StaffUnit, scope: CheckInScope, input: CheckInInput): Promise<CheckInOutcome> {
  const target = input.attendeeId
    ? scope.kind === "COURSE"
      ? ({ kind: "enrollment", enrollmentId: input.attendeeId } as const)
      : ({ kind: "ticket", ticketId: input.attendeeId } as const)
    : parseScannedCode(input.code ?? "");
  if (!target) throw new DomainError("BAD_USER_INPUT", NO_CODE_MESSAGE, { field: "code" });
  if (target.kind === "enrollment") {
    const found = await findEnrollmentAtDoor(unit.tx, target.enrollmentId);
    if (!found) return unknownOrNotFound(input);
    if (scope.kind !== "COURSE" || found.courseId !== scope.id) {
      return otherEvent(found.attendee, `de Vakschoolcursus '${found.courseTitle}'`);
    }
    if (found.canceled) return canceled(found.attendee, "aanmelding");
    return record(unit, scope, input, found.attendee, { courseId: scope.id, enrollmentId: found.attendee.id });
  }
  const found = await findTicketAtDoor(
    unit.tx,
    "code" in target ? { code: target.code } : { ticketId: target.ticketId },
  );
  if (!found) return unknownOrNotFound(input);
  if (scope.kind === "COURSE" || found.eventId !== scope.eventId) {
    return otherEvent(found.attendee, `'${found.eventName}'`);
  }
  if (found.invalid === "CANCELED") return canceled(found.attendee, "ticket");
  if (found.invalid === "NOT_PAID") return notPaid(found.attendee);
  if (scope.kind === "EVENT") {
    return record(unit, scope, input, found.attendee, { eventId: scope.id, ticketId: found.attendee.id });
  }
  const choice = await findSlotChoice(unit.tx, found.attendee.id, scope.id);
  if (choice?.workshopId !== scope.id) return notRegistered(found.attendee, choice?.workshopName ?? null);
  // At a workshop the name typed at its registration is the person in the room.
  const attendee = doorAttendee(found.attendee.id, choice, found.attendee.detail);
  return record(unit, scope, input, attendee, { eventId: scope.eventId, workshopId: scope.id, ticketId: attendee.id });
}

/**
 * Text that cannot be any code (a stray QR code, a typo) is bad input; a well-formed code we do not know is an
 * answer the door shows in red; an attendee id from the list that is not there is a client's mistake.
 */
const NO_CODE_MESSAGE = "Dit is geen code van een ticket of aanmelding. Scan opnieuw of zoek op naam.";
const UNKNOWN_ATTENDEE_MESSAGE = "Deze deelnemer staat niet op de lijst van deze check-in.";

function unknownOrNotFound(input: CheckInInput): CheckInOutcome {
  if (input.attendeeId) throw new DomainError("NOT_FOUND", UNKNOWN_ATTENDEE_MESSAGE, { field: "attendeeId" });
  return unknownCode();
}

type Subject = {
  eventId?: string | null;
  workshopId?: string;
  courseId?: string;
  ticketId?: string;
  enrollmentId?: string;
};

async function record(
  unit: StaffUnit,
  scope: CheckInScope,
  input: CheckInInput,
  attendee: Attendee,
  subject: Subject,
): Promise<CheckInOutcome> {
  const { tx, now, staff } = unit;
  const deviceId = input.deviceId ?? "";
  const checkedInAt = scanMoment(input.scannedAt ?? null, now);
  const [inserted] = await tx
    .insert(checkIns)
    .values({ scope: scope.kind, ...subject, checkedInAt, createdAt: now, staffId: staff.staffId, deviceId })
    .onConflictDoNothing()
    .returning({ id: checkIns.id });
  if (inserted) {
    await unit.audit({
      entityType: "check_in",
      entityId: inserted.id,
      action: "create",
      before: null,
      after: { scope: scope.kind, scopeId: scope.id, attendeeId: attendee.id, checkedInAt },
    });
    return welcome(attendee, checkedInAt);
  }
  const [first] = await tx
    .select({ checkedInAt: checkIns.checkedInAt, deviceId: checkIns.deviceId })
    .from(checkIns)
    .where(
      and(scopeCondition(scope), eq(subject.enrollmentId ? checkIns.enrollmentId : checkIns.ticketId, attendee.id)),
    )
    .limit(1);
  if (!first) throw new Error(`Check-in van ${attendee.id} werd geweigerd maar is niet te vinden`);
  return alreadyCheckedIn(attendee, first.checkedInAt, now, first.deviceId !== deviceId || deviceId === "");
}

/** A scan queued offline keeps its own moment, if that is plausible: not in the future, not older than a week. */
function scanMoment(scannedAt: Date | null, now: Date): Date {
  if (!scannedAt) return now;
  const age = now.getTime() - scannedAt.getTime();
  return age >= 0 && age <= OFFLINE_SCAN_MAX_AGE_MS ? scannedAt : now;
}
