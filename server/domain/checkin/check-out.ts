/**
 * Checking someone out early at the door (decision 0037), and taking that back. The check-in row gets the moment
 * they left; certificates then lower their points by the accreditation's rule. Safe to repeat and to run twice at
 * once (decision 0013): the update only writes a row not checked out yet, so of two devices one wins and the other
 * answers with the first one's time. Needs `checkin.perform` (balie, beheerder), like check-in; audited.
 */
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import { checkOutSchema, undoCheckOutSchema } from "../../../common/validation/check-out.ts";
import { formatClockTime } from "../../../common/format/dates.ts";
import { checkIns } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { findEnrollmentAtDoor, findTicketAtDoor } from "./attendee-lookup.ts";
import { checkOutMoment } from "./check-out-moment.ts";
import {
  checkInCounts,
  findCheckInScope,
  scopeCondition,
  type CheckInCounts,
  type CheckInScope,
  type CheckInScopeInput,
} from "./check-in-scope.ts";

export type CheckOutOutcome = {
  status: "CHECKED_OUT" | "ALREADY_CHECKED_OUT";
  message: string;
  attendeeId: string;
  checkedOutAt: Date;
  scope: CheckInScope & CheckInCounts;
};

const NOT_CHECKED_IN_MESSAGE = "Deze deelnemer is hier niet ingecheckt. Uitchecken kan pas na inchecken.";
const NOT_CHECKED_OUT_MESSAGE = "Deze deelnemer is hier niet (meer) uitgecheckt.";

export async function checkOut(deps: ServiceDeps, rawInput: unknown): Promise<CheckOutOutcome> {
  const input = parseWith(checkOutSchema, rawInput);
  return staffChange(deps, "checkin.perform", async (unit) => {
    const scope = await findCheckInScope(unit.tx, input.scope);
    const leftAt = checkOutMoment(scope, input.time ?? null, unit.now);
    const here = attendeeHere(scope, input.attendeeId);
    const [updated] = await unit.tx
      .update(checkIns)
      .set({ checkedOutAt: leftAt })
      .where(and(here, isNull(checkIns.checkedOutAt)))
      .returning({ id: checkIns.id });
    const name = await attendeeName(unit.tx, scope, input.attendeeId);
    const counted = { ...scope, ...(await checkInCounts(unit.tx, scope)) };
    if (updated) {
      await unit.audit({
        entityType: "check_in",
        entityId: updated.id,
        action: "check_out",
        before: { checkedOutAt: null },
        after: { scope: scope.kind, scopeId: scope.id, attendeeId: input.attendeeId, checkedOutAt: leftAt },
      });
      const message = `${name} is uitgecheckt om ${formatClockTime(leftAt)}.`;
      return { status: "CHECKED_OUT", message, attendeeId: input.attendeeId, checkedOutAt: leftAt, scope: counted };
    }
    const [row] = await unit.tx.select({ at: checkIns.checkedOutAt }).from(checkIns).where(here);
    if (!row?.at) throw new DomainError("CONFLICT", NOT_CHECKED_IN_MESSAGE, { field: "attendeeId" });
    const message = `${name} was al uitgecheckt om ${formatClockTime(row.at)}.`;
    return {
      status: "ALREADY_CHECKED_OUT",
      message,
      attendeeId: input.attendeeId,
      checkedOutAt: row.at,
      scope: counted,
    };
  });
}

/** They stayed after all: the moment goes, the audit log keeps it. A second undo changes nothing. */
export async function undoCheckOut(deps: ServiceDeps, rawInput: unknown): Promise<CheckInScope & CheckInCounts> {
  const input = parseWith(undoCheckOutSchema, rawInput);
  return staffChange(deps, "checkin.perform", async (unit) => {
    const scope = await findCheckInScope(unit.tx, input.scope);
    const [before] = await unit.tx
      .select({ id: checkIns.id, at: checkIns.checkedOutAt })
      .from(checkIns)
      .where(and(attendeeHere(scope, input.attendeeId), isNotNull(checkIns.checkedOutAt)))
      .for("update");
    if (!before) throw new DomainError("NOT_FOUND", NOT_CHECKED_OUT_MESSAGE, { field: "attendeeId" });
    // Under the row's lock: a second undo at once waits here, then finds nothing to undo.
    const [undone] = await unit.tx
      .update(checkIns)
      .set({ checkedOutAt: null })
      .where(and(eq(checkIns.id, before.id), isNotNull(checkIns.checkedOutAt)))
      .returning({ id: checkIns.id });
    if (!undone) throw new DomainError("NOT_FOUND", NOT_CHECKED_OUT_MESSAGE, { field: "attendeeId" });
    await unit.audit({
      entityType: "check_in",
      entityId: undone.id,
      action: "undo_check_out",
      before: { scope: scope.kind, scopeId: scope.id, attendeeId: input.attendeeId, checkedOutAt: before.at },
      after: { checkedOutAt: null },
    });
    return { ...scope, ...(await checkInCounts(unit.tx, scope)) };
  });
}

function attendeeHere(scope: CheckInScopeInput, attendeeId: string) {
  return and(scopeCondition(scope), or(eq(checkIns.ticketId, attendeeId), eq(checkIns.enrollmentId, attendeeId)));
}

async function attendeeName(db: DbOrTx, scope: CheckInScopeInput, attendeeId: string): Promise<string> {
  const found =
    scope.kind === "COURSE"
      ? await findEnrollmentAtDoor(db, attendeeId)
      : await findTicketAtDoor(db, { ticketId: attendeeId });
  return found?.attendee.name ?? "Deze deelnemer";
}
