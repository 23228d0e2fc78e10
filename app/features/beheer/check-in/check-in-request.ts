/**
 * A check-in as the door page posts it (decision 0019), for the page's own action (without JavaScript) and for the scan
 * address its script posts to (with JavaScript, also scans queued offline): the same fields, the same operation.
 */
import type { RouterContextProvider } from "react-router";
import { CHECK_IN_SEGMENTS } from "../../../../common/site-paths.ts";
import { isUuid } from "../../../../common/ids.ts";
import { ApiError } from "../../../lib/app-services.ts";
import { formText } from "../../../lib/form-data.ts";
import {
  StaffCheckInDocument,
  StaffCheckOutDocument,
  StaffUndoCheckInDocument,
  StaffUndoCheckOutDocument,
  type CheckInScopeKind,
  type StaffCheckInMutation,
} from "../../../graphql/generated.ts";
import { runStaffOperation } from "../staff-access.ts";

export type CheckInScopeRef = { kind: CheckInScopeKind; id: string };
type CheckInResultView = StaffCheckInMutation["checkIn"];
export type CheckInScopeView = CheckInResultView["scope"];

/** What the page shows after a post: a scan's result, an undo's counters, or why it was refused. */
export type CheckInAnswer =
  | { kind: "result"; result: CheckInResultView }
  | { kind: "undone"; scope: CheckInScopeView; name: string }
  | { kind: "checked-out"; message: string; scope: CheckInScopeView }
  | { kind: "check-out-undone"; scope: CheckInScopeView; name: string }
  | { kind: "refused"; message: string };

/** The place of a URL ('evenement', 'workshop', 'cursus' and an id), or null for anything else. */
export function scopeFromSegments(segment: string | undefined, id: string | undefined): CheckInScopeRef | null {
  const entry = Object.entries(CHECK_IN_SEGMENTS).find(([, value]) => value === segment);
  if (!entry || !isUuid(id)) return null;
  return { kind: entry[0] as CheckInScopeKind, id };
}

/** The place a script names by kind ('EVENT', 'WORKSHOP', 'COURSE') and id, or null. */
export function scopeFromKind(kind: string, id: string): CheckInScopeRef | null {
  if (!Object.hasOwn(CHECK_IN_SEGMENTS, kind) || !isUuid(id)) return null;
  return { kind: kind as CheckInScopeKind, id };
}

export async function performCheckIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  scope: CheckInScopeRef,
  form: FormData,
): Promise<CheckInAnswer> {
  const attendeeId = formText(form, "attendeeId");
  const intent = formText(form, "intent");
  try {
    if (intent === "uitchecken" || intent === "uitchecken-ongedaan") {
      return await performCheckOut(context, request, scope, form);
    }
    if (intent === "ongedaan") {
      const { undoCheckIn } = await runStaffOperation(context, request, StaffUndoCheckInDocument, {
        input: { scope, attendeeId },
      });
      return { kind: "undone", scope: undoCheckIn, name: formText(form, "name") };
    }
    const scannedAt = formText(form, "scannedAt");
    const { checkIn } = await runStaffOperation(context, request, StaffCheckInDocument, {
      input: {
        scope,
        ...(attendeeId ? { attendeeId } : { code: formText(form, "code") }),
        ...(scannedAt ? { scannedAt } : {}),
        deviceId: formText(form, "deviceId"),
      },
    });
    return { kind: "result", result: checkIn };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: "refused", message: error.message };
  }
}

/** An early check-out at the door (decision 0037), or taking one back; a form post with or without JavaScript. */
async function performCheckOut(
  context: Readonly<RouterContextProvider>,
  request: Request,
  scope: CheckInScopeRef,
  form: FormData,
): Promise<CheckInAnswer> {
  const attendeeId = formText(form, "attendeeId");
  if (formText(form, "intent") === "uitchecken-ongedaan") {
    const { undoCheckOut } = await runStaffOperation(context, request, StaffUndoCheckOutDocument, {
      input: { scope, attendeeId },
    });
    return { kind: "check-out-undone", scope: undoCheckOut, name: formText(form, "name") };
  }
  const time = formText(form, "time");
  const { checkOut } = await runStaffOperation(context, request, StaffCheckOutDocument, {
    input: { scope, attendeeId, ...(time ? { time } : {}) },
  });
  return { kind: "checked-out", message: checkOut.message, scope: checkOut.scope };
}
