/**
 * Correcting a mistaken check-in (decision 0019): the row goes, the audit log keeps who removed it and when.
 * Certificates follow check-ins, so this is also how staff correct attendance before certificates are issued again.
 */
import { and, eq, or } from "drizzle-orm";
import { checkIns } from "../../db/schema/index.ts";
import { undoCheckInSchema } from "../../../common/validation/check-in.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import {
  checkInCounts,
  findCheckInScope,
  scopeCondition,
  type CheckInCounts,
  type CheckInScope,
} from "./check-in-scope.ts";

const NOT_CHECKED_IN_MESSAGE = "Deze deelnemer is hier niet (meer) ingecheckt.";

/** Removes the attendee's check-in at the place; a second undo (or one for someone not in) changes nothing. */
export async function undoCheckIn(deps: ServiceDeps, rawInput: unknown): Promise<CheckInScope & CheckInCounts> {
  const input = parseWith(undoCheckInSchema, rawInput);
  return staffChange(deps, "checkin.perform", async (unit) => {
    const scope = await findCheckInScope(unit.tx, input.scope);
    const removed = await unit.tx
      .delete(checkIns)
      .where(
        and(
          scopeCondition(scope),
          or(eq(checkIns.ticketId, input.attendeeId), eq(checkIns.enrollmentId, input.attendeeId)),
        ),
      )
      .returning();
    if (removed.length === 0) throw new DomainError("NOT_FOUND", NOT_CHECKED_IN_MESSAGE, { field: "attendeeId" });
    for (const row of removed) {
      await unit.audit({
        entityType: "check_in",
        entityId: row.id,
        action: "delete",
        before: { scope: row.scope, scopeId: scope.id, attendeeId: input.attendeeId, checkedInAt: row.checkedInAt },
        after: null,
      });
    }
    return { ...scope, ...(await checkInCounts(unit.tx, scope)) };
  });
}
