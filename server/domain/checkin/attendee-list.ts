/**
 * The list on the check-in page (decision 0019): who is expected at a place, with the moment each was checked in, found
 * by name or by ticket code. Built on the back office's participant lists (../participants/), so both screens agree on
 * who is coming.
 */
import type { DbOrTx } from "../../db/client.ts";
import { checkIns } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import {
  readCourseParticipants,
  readEventParticipants,
  readWorkshopParticipants,
} from "../participants/participant-lists.ts";
import { byListedName } from "../participants/listed-person.ts";
import { requirePermission } from "../staff/permissions.ts";
import { normalizeRegistrationCode } from "../tickets/registration-code.ts";
import { doorAttendee, findTicketAtDoor, type Attendee } from "./attendee-lookup.ts";
import {
  checkInCounts,
  findCheckInScope,
  scopeCondition,
  type CheckInCounts,
  type CheckInScope,
  type CheckInScopeInput,
} from "./check-in-scope.ts";
import { parseWith } from "../parse-input.ts";
import { checkInScopeSchema, CHECK_IN_LIMITS } from "../../../common/validation/check-in.ts";

type CheckInListEntry = Attendee & { checkedInAt: Date | null; checkedOutAt: Date | null };

export type CheckInList = {
  scope: CheckInScope;
  counts: CheckInCounts;
  /** By name; at most MAX_LISTED of the matches. */
  attendees: CheckInListEntry[];
  matches: number;
};

/** Enough for any search on a phone; the counters above the list tell the whole. */
const MAX_LISTED = 200;

export async function checkInList(deps: ServiceDeps, rawScope: unknown, search = ""): Promise<CheckInList> {
  requirePermission(deps.actor, "checkin.perform");
  const scopeInput = parseWith(checkInScopeSchema, rawScope);
  const scope = await findCheckInScope(deps.db, scopeInput);
  const [expected, checkedIn, counts] = await Promise.all([
    expectedAttendees(deps.db, scope),
    checkInMoments(deps.db, scope),
    checkInCounts(deps.db, scope),
  ]);
  const entries = expected.map((attendee) => {
    const moments = checkedIn.get(attendee.id);
    return { ...attendee, checkedInAt: moments?.at ?? null, checkedOutAt: moments?.leftAt ?? null };
  });
  const matching = await filterBySearch(deps.db, entries, search.slice(0, CHECK_IN_LIMITS.search));
  return { scope, counts, attendees: matching.slice(0, MAX_LISTED), matches: matching.length };
}

/** Who is expected, by name as the participant lists sort them (erased people last). */
async function expectedAttendees(db: DbOrTx, scope: CheckInScope): Promise<Attendee[]> {
  return (await storedAttendees(db, scope)).sort(byListedName);
}

async function storedAttendees(db: DbOrTx, scope: CheckInScope): Promise<Attendee[]> {
  if (scope.kind === "EVENT") {
    const list = await readEventParticipants(db, scope.id);
    return (list?.participants ?? []).map((p) => doorAttendee(p.ticketId, p, p.ticketTypeName));
  }
  if (scope.kind === "WORKSHOP") {
    const list = await readWorkshopParticipants(db, scope.id);
    return (list?.participants ?? []).map((p) => doorAttendee(p.ticketId, p, ""));
  }
  const list = await readCourseParticipants(db, scope.id);
  return (list?.participants ?? []).map((p) => doorAttendee(p.enrollmentId, p, p.organization ?? ""));
}

/** The attendee id (ticket or enrolment) → the moments of their check-in at this place and of leaving early. */
async function checkInMoments(db: DbOrTx, scope: CheckInScopeInput) {
  const rows = await db
    .select({
      ticketId: checkIns.ticketId,
      enrollmentId: checkIns.enrollmentId,
      at: checkIns.checkedInAt,
      leftAt: checkIns.checkedOutAt,
    })
    .from(checkIns)
    .where(scopeCondition(scope));
  return new Map(rows.map((row) => [row.ticketId ?? row.enrollmentId ?? "", { at: row.at, leftAt: row.leftAt }]));
}

/** A ticket code finds its ticket; other text matches names and details, without regard to case or accents. */
async function filterBySearch(db: DbOrTx, entries: CheckInListEntry[], search: string) {
  const text = search.trim();
  if (text === "") return entries;
  // Twelve letters can be a name as well as a code ('Vandenberghe'): only a code of a ticket counts as one.
  const code = normalizeRegistrationCode(text);
  const ticket = code ? await findTicketAtDoor(db, { code }) : null;
  if (ticket) return entries.filter((entry) => entry.id === ticket.attendee.id);
  const words = folded(text).split(/\s+/);
  return entries.filter((entry) => {
    const haystack = folded(`${entry.name} ${entry.detail}`);
    return words.every((word) => haystack.includes(word));
  });
}

const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
