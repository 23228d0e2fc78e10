import { StaffList, type ListColumn } from "../StaffList.tsx";
import { formatPoints } from "../../../../common/format/points.ts";

export type PresenceTableRow = {
  attendeeId: string;
  name: string;
  email?: string | null;
  checkedIn: boolean;
  points: string;
  line: string;
  onList: boolean;
  problems: string[];
};

const COLUMNS: readonly ListColumn<PresenceTableRow>[] = [
  { label: "Naam", rowHeader: true, cell: (row) => row.name },
  { label: "Registratienummer", nowrap: true, cell: (row) => <span className="font-mono">{row.line}</span> },
  { label: "Ingecheckt", cell: (row) => (row.checkedIn ? "Ja" : "Nee") },
  { label: "Punten", nowrap: true, cell: (row) => formatPoints(row.points) },
  { label: "Op de lijst", cell: (row) => (row.onList ? "Ja" : "Nee") },
  {
    label: "Let op",
    cell: (row) =>
      row.problems.length === 0 ? (
        "—"
      ) : (
        <ul className="space-y-1">
          {row.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  },
];

/** Everyone with a number for the register: what goes to it, and what needs a look first. */
export function PresenceTable({ rows, registerName }: { rows: readonly PresenceTableRow[]; registerName: string }) {
  return (
    <StaffList
      caption={`Deelnemers met een registratienummer van ${registerName}`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.attendeeId}
      noun="deelnemers"
      empty={`Nog niemand heeft een registratienummer van ${registerName} opgegeven.`}
    />
  );
}
