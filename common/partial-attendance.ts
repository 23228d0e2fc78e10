/**
 * How an accreditation lowers the points of someone checked out early (decision 0037): what the API, the services and
 * the staff forms share.
 *
 * - PROPORTIONAL: a part's points × attended minutes / scheduled minutes, rounded down to a multiple of
 *   POINTS_STEP (registers book half points at most).
 * - ALL_OR_NOTHING_MIN_PERCENT: a part's full points when at least `minPercent` of its minutes were attended,
 *   else none.
 */
export const PARTIAL_ATTENDANCE_RULES = ["ALL_OR_NOTHING_MIN_PERCENT", "PROPORTIONAL"] as const;
export type PartialAttendanceRule = (typeof PARTIAL_ATTENDANCE_RULES)[number];

/** The default: a part counts only when attended whole, so a register is never told more than was attended. */
export const DEFAULT_PARTIAL_RULE: PartialAttendanceRule = "ALL_OR_NOTHING_MIN_PERCENT";
export const DEFAULT_MIN_PERCENT = 100;

/** Lowered points are rounded down to a multiple of this (0.5: the smallest step registers book). */
export const POINTS_STEP = 0.5;

export const PARTIAL_RULE_LABELS: Readonly<Record<PartialAttendanceRule, string>> = {
  ALL_OR_NOTHING_MIN_PERCENT: "Alles of niets: volle punten bij minstens het minimum aanwezig, anders 0",
  PROPORTIONAL: "Naar rato: punten × aanwezige minuten / geplande minuten, naar beneden afgerond op 0,5",
};
