/**
 * The presence list for a register as a file (decision 0038), for registers that take one:
 * 'aanwezigheid-register' (?soort=evenement|cursus&id=…&register=BIG&formaat=csv|xlsx). Only the lines the register
 * gets (present, a valid number, points earned); the page shows the rest with their problems. The domain service
 * checks `accreditation.manage`.
 */
import { formatDate } from "../../../common/format/dates.ts";
import { formatPoints } from "../../../common/format/points.ts";
import { spreadsheetFile, type Column } from "../../documents/spreadsheet.ts";
import { readPresenceList } from "../../domain/presence/presence-list.ts";
import type { PresenceRow } from "../../domain/presence/presence-rows.ts";
import { fileSlug, formatOf } from "./download-params.ts";
import type { StaffDownload } from "./index.ts";

/** The link's `soort`; anything else is left for the service to refuse. */
const SUBJECT_KINDS: Readonly<Record<string, "EVENT" | "COURSE">> = { evenement: "EVENT", cursus: "COURSE" };

const presenceDownload: StaffDownload = async (deps, params) => {
  const format = formatOf(params);
  const list = await readPresenceList(deps, {
    subject: { kind: SUBJECT_KINDS[params.soort ?? ""] ?? params.soort, id: params.id },
    registerCode: params.register ?? null,
  });
  const { register, subject, accreditation } = list;
  const columns: Column<PresenceRow>[] = [
    { header: "Registratienummer", value: (row) => row.line, width: 20 },
    { header: "Register", value: () => register.name, width: 24 },
    { header: "Naam", value: (row) => row.name, width: 28 },
    { header: "E-mailadres", value: (row) => row.email, width: 32 },
    { header: "Punten", value: (row) => formatPoints(row.points), width: 8 },
    { header: "Accreditatienummer", value: () => accreditation.accreditationNumber, width: 22 },
    { header: "Activiteit", value: () => subject.title, width: 40 },
    { header: "Datum", value: () => formatDate(subject.startsAt), width: 12 },
    { header: "Opmerking", value: (row) => row.problems.join(" "), width: 40 },
  ];
  const rows = list.rows.filter((row) => row.onList);
  return spreadsheetFile(
    format,
    `aanwezigheid-${register.code.toLowerCase()}-${fileSlug(subject.title)}`,
    columns,
    rows,
    "Aanwezigheid",
  );
};

export const PRESENCE_DOWNLOADS: Readonly<Record<string, StaffDownload>> = {
  "aanwezigheid-register": presenceDownload,
};
