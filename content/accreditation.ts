/**
 * The demo accreditation of the annual forum (decision 0037): points for the plenary programme, for the first
 * workshop slot as a whole, and for two workshops of their own. The number and the registers' approval are fictional.
 */
import type { PartialAttendanceRule } from "../common/partial-attendance.ts";

export type AccreditationContent = {
  hours: string;
  plenaryPoints: string;
  /** By code (content/registers.ts): the registers a fresh site has. */
  registerCodes: string[];
  accreditationNumber: (year: number) => string;
  signatoryName: string;
  signatoryRole: string;
  partialRule: PartialAttendanceRule;
  minPercent: number;
  /** Points per slot, by its index in FORUM_WORKSHOP_SLOTS. */
  slotPoints: Record<number, string>;
  /** Points per workshop, by its name in FORUM_WORKSHOP_SLOTS. */
  workshopPoints: Record<string, string>;
};

export const FORUM_ACCREDITATION: AccreditationContent = {
  hours: "6",
  plenaryPoints: "3",
  registerCodes: ["BIG", "VVN", "NIP", "SKJ"],
  accreditationNumber: (year) => `DEMO-ACC-${year}-0114`,
  signatoryName: "Dr. L. Vermeulen",
  signatoryRole: "Voorzitter programmacommissie",
  partialRule: "ALL_OR_NOTHING_MIN_PERCENT",
  minPercent: 90,
  slotPoints: { 0: "1.5" },
  workshopPoints: { "Risicotaxatie bij huiselijk geweld": "2", "Veilig op huisbezoek": "1" },
};
