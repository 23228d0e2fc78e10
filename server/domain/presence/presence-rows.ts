/**
 * The presence list of one accredited activity for one register (decision 0038), pure: who goes on it, what is wrong
 * with whom, the text PE-online's import takes, and what changed since the last report. The attendees, their
 * numbers and points are read elsewhere (presence-list.ts).
 */
import { formatPoints } from "../../../common/format/points.ts";
import { hundredths } from "../accreditation/attendance-points.ts";
import {
  checkRegistrationNumber,
  peOnlineLine,
  type RegisterNumberRules,
} from "../../../common/validation/registration-numbers.ts";

/** One ticket or enrolment, as the list needs it. */
export type PresenceAttendee = {
  attendeeId: string;
  name: string;
  erased: boolean;
  email: string | null;
  checkedIn: boolean;
  /** What they earned ('3.50'); '0.00' when not checked in. */
  points: string;
  /** What the parts they came for are worth when attended whole. */
  fullPoints: string;
  /** Their number for this register, as stored; null when they gave none. */
  number: string | null;
  /** True when they gave a number for another register of the accreditation (so this one is not missing). */
  hasOtherNumber: boolean;
};

/** One attendee with a number for the register. `line` is what the register gets; `onList` whether it goes. */
export type PresenceRow = PresenceAttendee & { line: string; onList: boolean; problems: string[] };

/** A line as a report gave it to the register. */
export type ReportedLine = { attendeeId: string; number: string; points: string };

type PresenceCorrectionKind = "ADDED" | "REMOVED" | "NUMBER_CHANGED" | "POINTS_CHANGED";

export type PresenceCorrection = {
  kind: PresenceCorrectionKind;
  attendeeId: string;
  name: string;
  /** What to tell the register, in Dutch. */
  description: string;
};

export type PresenceRows = {
  /** Attendees with a number for this register, by name. */
  rows: PresenceRow[];
  /** Checked in, without a number for this register or any other of the accreditation. */
  presentWithoutNumber: PresenceAttendee[];
  /** One prefixed number per line for PE-online's import; null when the register does not use PE-online. */
  pasteText: string | null;
};

export function presenceRows(register: RegisterNumberRules, attendees: readonly PresenceAttendee[]): PresenceRows {
  const rows = attendees.filter((attendee) => attendee.number !== null).map((attendee) => rowOf(register, attendee));
  const listed = rows.filter((row) => row.onList);
  return {
    rows,
    presentWithoutNumber: attendees.filter(
      (attendee) => attendee.checkedIn && attendee.number === null && !attendee.hasOtherNumber,
    ),
    pasteText: register.reportingChannel === "PE_ONLINE" ? listed.map((row) => row.line).join("\n") : null,
  };
}

function rowOf(register: RegisterNumberRules, attendee: PresenceAttendee): PresenceRow {
  const number = attendee.number!;
  const checked = checkRegistrationNumber(register, number);
  const problems: string[] = [];
  if (!checked.ok) problems.push(`Ongeldig nummer: ${checked.message}`);
  if (!attendee.checkedIn) problems.push("Niet ingecheckt: niet aanwezig geweest of niet gescand.");
  else if (hundredths(attendee.points) === 0) problems.push("Geen punten verdiend: te vroeg vertrokken.");
  else if (hundredths(attendee.points) < hundredths(attendee.fullPoints)) {
    problems.push(
      `Gedeeltelijk aanwezig: ${formatPoints(attendee.points)} van ${formatPoints(attendee.fullPoints)} punten.`,
    );
  }
  const onList = checked.ok && attendee.checkedIn && hundredths(attendee.points) > 0;
  return { ...attendee, line: lineOf(register, checked.ok ? checked.number : number), onList, problems };
}

/** How a number goes to the register: PE-online's prefixed line, else the number itself. */
function lineOf(register: RegisterNumberRules, number: string): string {
  return peOnlineLine(register, number) ?? number;
}

/**
 * What changed since the last report, to report as corrections: someone new on the list, someone no longer on it
 * (their ticket cancelled, their check-in undone), a changed number, changed points. A line erasure blanked is left
 * out: the person asked to be forgotten, the register keeps its own copy.
 */
export function presenceCorrections(
  register: RegisterNumberRules,
  rows: readonly PresenceRow[],
  reported: readonly ReportedLine[],
  nameOf: (attendeeId: string) => string,
): PresenceCorrection[] {
  const before = new Map(reported.filter((line) => line.number !== "").map((line) => [line.attendeeId, line]));
  const now = new Map(rows.filter((row) => row.onList).map((row) => [row.attendeeId, row]));
  const corrections: PresenceCorrection[] = [];
  for (const row of now.values()) {
    const was = before.get(row.attendeeId);
    const points = formatPoints(row.points);
    if (!was) {
      corrections.push(correction("ADDED", row, `Toevoegen: ${row.line} (${points} punten).`));
      continue;
    }
    if (was.number !== row.number) {
      const description = `Nummer gewijzigd: ${lineOf(register, was.number)} wordt ${row.line}.`;
      corrections.push(correction("NUMBER_CHANGED", row, description));
    }
    if (hundredths(was.points) !== hundredths(row.points)) {
      const description = `Punten van ${row.line} gewijzigd: ${formatPoints(was.points)} wordt ${points}.`;
      corrections.push(correction("POINTS_CHANGED", row, description));
    }
  }
  for (const was of before.values()) {
    if (now.has(was.attendeeId)) continue;
    const name = nameOf(was.attendeeId);
    const description = `Verwijderen: ${lineOf(register, was.number)} (niet meer aanwezig gemeld).`;
    corrections.push({ kind: "REMOVED", attendeeId: was.attendeeId, name, description });
  }
  return corrections;
}

/** The lines a report gives the register now: everyone on the list, with their number and points. */
export function linesToReport(rows: readonly PresenceRow[]): ReportedLine[] {
  return rows
    .filter((row) => row.onList)
    .map((row) => ({ attendeeId: row.attendeeId, number: row.number!, points: row.points }));
}

function correction(kind: PresenceCorrectionKind, row: PresenceRow, description: string): PresenceCorrection {
  return { kind, attendeeId: row.attendeeId, name: row.name, description };
}

/** What a report was: the list itself (the first), or a correction after it. */
export const reportLabel = (sequence: number): "Lijst" | "Correctie" => (sequence === 1 ? "Lijst" : "Correctie");

/** The start of a reported status: 'Gemeld' for the list, 'Correctie gemeld' for a correction. */
export const reportedWords = (sequence: number) => (sequence === 1 ? "Gemeld" : `${reportLabel(sequence)} gemeld`);

type ReportMoment = { sequence: number; reportedAt: Date; reportedByName: string; lineCount: number };

/** Where the reporting stands, in Dutch, and the button that reports what waits (null: nothing does). */
export function reportingState(
  registerName: string,
  listedCount: number,
  reports: readonly ReportMoment[],
  corrections: readonly PresenceCorrection[],
  formatMoment: (moment: Date) => string,
): { status: string; reportLabel: string | null } {
  const last = reports.at(-1);
  if (!last) {
    if (listedCount === 0) return { status: "Nog niemand op de lijst: er is niets te melden.", reportLabel: null };
    return {
      status: `Nog niet gemeld: ${people(listedCount)} op de lijst.`,
      reportLabel: `Markeer als gemeld bij ${registerName}`,
    };
  }
  const what = reportedWords(last.sequence);
  const reported = `${what} door ${last.reportedByName} op ${formatMoment(last.reportedAt)} (${people(last.lineCount)}).`;
  if (corrections.length === 0) return { status: `${reported} Sindsdien is niets veranderd.`, reportLabel: null };
  const changes = corrections.length === 1 ? "1 wijziging" : `${corrections.length} wijzigingen`;
  return {
    status: `${reported} Sindsdien ${changes} om als correctie aan ${registerName} te melden.`,
    reportLabel: "Markeer de correcties als gemeld",
  };
}

const people = (count: number) => (count === 1 ? "1 deelnemer" : `${count} deelnemers`);
