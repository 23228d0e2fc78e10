/**
 * The points one attendee earned (decision 0037): the plenary part's (an event's programme outside its workshop slots,
 * or a whole course) plus each workshop they attended, each part lowered when staff checked them out before it
 * ended, by the accreditation's rule (common/partial-attendance.ts). Pure: the programme and the attendance are
 * read elsewhere (attendance-source.ts). Amounts are counted in hundredths, so sums are exact.
 */
import { POINTS_STEP, type PartialAttendanceRule } from "../../../common/partial-attendance.ts";

export type Period = { startsAt: Date; endsAt: Date };

export type PointsRule = { rule: PartialAttendanceRule; minPercent: number };

/** One workshop of a slot, with its own points when it has a part of its own (else the slot's count). */
type ProgrammeWorkshop = { id: string; name: string; points: string | null };
export type ProgrammeSlot = Period & { id: string; points: string | null; workshops: ProgrammeWorkshop[] };

/** What the accreditation and the schedule say; an event without slots (or a course) is its plenary part alone. */
export type Programme = PointsRule & { plenaryPoints: string; period: Period; slots: ProgrammeSlot[] };

/** Where the attendee was: checked out at the door (or course) at `leftAt`, and the workshops they attended. */
export type Attendance = {
  leftAt: Date | null;
  workshops: { workshopId: string; leftAt: Date | null }[];
};

type EarnedPart = { label: string; points: string; earned: string };
/** What was earned (`total`) of what attending every part to its end would have earned (`full`). */
export type EarnedPoints = { total: string; full: string; parts: EarnedPart[] };

const STEP = Math.round(POINTS_STEP * 100);
const MINUTE_MS = 60_000;

export function earnedPoints(programme: Programme, attendance: Attendance): EarnedPoints {
  const plenaryPeriods = withoutSlots(programme.period, programme.slots);
  const parts: EarnedPart[] = [
    part("Plenair programma", programme.plenaryPoints, plenaryPeriods, attendance.leftAt, programme),
  ];
  for (const slot of programme.slots) {
    for (const workshop of slot.workshops) {
      const attended = attendance.workshops.find((entry) => entry.workshopId === workshop.id);
      if (!attended) continue;
      const points = workshopPoints(slot, workshop);
      const leftAt = earliest(attendance.leftAt, attended.leftAt);
      parts.push(part(workshop.name, points, [slot], leftAt, programme));
    }
  }
  const sum = (of: (entry: EarnedPart) => string) =>
    asPoints(parts.reduce((all, entry) => all + hundredths(of(entry)), 0));
  return { total: sum((entry) => entry.earned), full: sum((entry) => entry.points), parts };
}

/** What attending a workshop earns: its own points, else its slot's, else none. */
export function workshopPoints(slot: Pick<ProgrammeSlot, "points">, workshop: Pick<ProgrammeWorkshop, "points">) {
  return workshop.points ?? slot.points ?? "0";
}

function part(label: string, points: string, periods: Period[], leftAt: Date | null, rule: PointsRule): EarnedPart {
  const full = hundredths(points);
  return { label, points: asPoints(full), earned: asPoints(lowered(full, attendedMinutes(periods, leftAt), rule)) };
}

/** The part's points for `attended` of `scheduled` minutes, by the rule; the whole part keeps its exact points. */
export function lowered(full: number, { attended, scheduled }: Minutes, { rule, minPercent }: PointsRule): number {
  if (attended >= scheduled) return full;
  if (rule === "ALL_OR_NOTHING_MIN_PERCENT") return attended * 100 >= minPercent * scheduled ? full : 0;
  return Math.floor((full * attended) / scheduled / STEP) * STEP;
}

type Minutes = { attended: number; scheduled: number };

/** Scheduled minutes of the periods, and how many of them lie before `leftAt` (all of them when nobody left). */
export function attendedMinutes(periods: Period[], leftAt: Date | null): Minutes {
  let scheduled = 0;
  let attended = 0;
  for (const { startsAt, endsAt } of periods) {
    scheduled += minutes(endsAt.getTime() - startsAt.getTime());
    const until = leftAt ? Math.min(endsAt.getTime(), leftAt.getTime()) : endsAt.getTime();
    attended += minutes(Math.max(0, until - startsAt.getTime()));
  }
  // A part without minutes of its own (slots filling the whole day) counts when they stayed to its end.
  if (scheduled === 0) {
    const end = Math.max(...periods.map((period) => period.endsAt.getTime()), 0);
    return { scheduled: 1, attended: !leftAt || leftAt.getTime() >= end ? 1 : 0 };
  }
  return { attended, scheduled };
}

/** The period minus the slots: the plenary programme, in pieces. */
export function withoutSlots(period: Period, slots: Period[]): Period[] {
  const sorted = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const pieces: Period[] = [];
  let cursor = period.startsAt.getTime();
  for (const slot of sorted) {
    const start = Math.max(slot.startsAt.getTime(), period.startsAt.getTime());
    if (start > cursor) pieces.push({ startsAt: new Date(cursor), endsAt: new Date(start) });
    cursor = Math.max(cursor, Math.min(slot.endsAt.getTime(), period.endsAt.getTime()));
  }
  if (period.endsAt.getTime() > cursor) pieces.push({ startsAt: new Date(cursor), endsAt: period.endsAt });
  return pieces.length > 0 ? pieces : [{ startsAt: period.endsAt, endsAt: period.endsAt }];
}

/**
 * Which workshops a ticket attended: those it was checked in at; and, at a workshop where nobody was checked in (no
 * one scanned at its door), the one it was registered for, as the door check-in of the event says it was there.
 */
export function attendedWorkshops(
  registeredWorkshopIds: readonly string[],
  workshopCheckIns: readonly { workshopId: string; leftAt: Date | null }[],
  scannedWorkshopIds: ReadonlySet<string>,
): Attendance["workshops"] {
  const unscanned = registeredWorkshopIds
    .filter((workshopId) => !scannedWorkshopIds.has(workshopId))
    .map((workshopId) => ({ workshopId, leftAt: null }));
  return [...workshopCheckIns, ...unscanned];
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a.getTime() <= b.getTime() ? a : b;
}

const minutes = (ms: number) => Math.floor(ms / MINUTE_MS);
/** A stored amount ('6.50') in whole hundredths, to compare and add exactly. */
export const hundredths = (value: string) => Math.round(Number(value) * 100);
const asPoints = (value: number) => (value / 100).toFixed(2);
