/**
 * The participant lists as files: 'deelnemers-evenement', 'deelnemers-workshop' and 'deelnemers-cursus'
 * (?id=…&formaat=csv|xlsx), and the attendance lists 'presentielijst-workshop' and 'presentielijst-cursus' (?id=…)
 * as PDF. The domain services check `participants.read`; ticket codes are never in these files.
 */
import { CONTENT_TYPES } from "../../../common/staff-downloads.ts";
import { fileSlug, formatOf } from "./download-params.ts";
import { formatDate, formatTimeRange } from "../../../common/format/dates.ts";
import { renderAttendanceList } from "../../documents/attendance-list-pdf.ts";
import { spreadsheetFile, type Column } from "../../documents/spreadsheet.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { DomainError } from "../../domain/errors.ts";
import {
  courseParticipants,
  eventParticipants,
  workshopParticipants,
  type Participant,
  type StaffCourseParticipantList,
  type StaffEventParticipant,
} from "../../domain/participants/participant-lists.ts";
import type { Listed } from "../../domain/participants/listed-person.ts";
import type { StaffDownload } from "./index.ts";

type ListedParticipant = Listed<Participant>;

const NOT_FOUND_MESSAGE = "Deze deelnemerslijst bestaat niet (meer).";

function found<T>(value: T | null): T {
  if (value === null) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return value;
}

const personColumns: Column<ListedParticipant>[] = [
  // An erased person has no name parts; 'Verwijderde deelnemer' stands where the name begins.
  { header: "Voornaam", value: (row) => (row.erased ? row.name : row.firstName), width: 18 },
  { header: "Achternaam", value: (row) => row.lastName, width: 22 },
  { header: "E-mailadres", value: (row) => row.email, width: 32 },
  { header: "Organisatie", value: (row) => row.organization, width: 28 },
];

const eventParticipantsDownload: StaffDownload = async (deps, params) => {
  const format = formatOf(params);
  const list = found(await eventParticipants(deps, params.id ?? ""));
  const columns: Column<StaffEventParticipant>[] = [
    ...personColumns,
    { header: "Tickettype", value: (row) => row.ticketTypeName, width: 20 },
    { header: "Koper", value: (row) => row.buyerName, width: 24 },
    ...list.slots.map((slot, index): Column<StaffEventParticipant> => ({
      header: `Workshop ${formatTimeRange(slot.startsAt, slot.endsAt)}`,
      value: (row) => row.choices[index] ?? null,
      width: 30,
    })),
  ];
  return spreadsheetFile(format, `deelnemers-${fileSlug(list.event.name)}`, columns, list.participants, "Deelnemers");
};

const workshopParticipantsDownload: StaffDownload = async (deps, params) => {
  const format = formatOf(params);
  const list = found(await workshopParticipants(deps, params.id ?? ""));
  return spreadsheetFile(
    format,
    `deelnemers-workshop-${fileSlug(list.workshop.name)}`,
    personColumns,
    list.participants,
    "Deelnemers",
  );
};

const courseColumns: Column<StaffCourseParticipantList["participants"][number]>[] = [
  ...personColumns,
  { header: "Functie", value: (row) => row.function, width: 24 },
];

const courseParticipantsDownload: StaffDownload = async (deps, params) => {
  const format = formatOf(params);
  const list = found(await courseParticipants(deps, params.id ?? ""));
  return spreadsheetFile(
    format,
    `deelnemers-cursus-${fileSlug(list.course.title)}`,
    courseColumns,
    list.participants,
    "Deelnemers",
  );
};

const workshopAttendanceDownload: StaffDownload = async (deps, params) => {
  const { workshop, participants } = found(await workshopParticipants(deps, params.id ?? ""));
  const body = await renderAttendanceList(
    {
      kind: "Workshop",
      title: workshop.name,
      subtitle: workshop.speaker ? `${workshop.eventName} · ${workshop.speaker}` : workshop.eventName,
      startsAt: workshop.startsAt,
      endsAt: workshop.endsAt,
      place: workshop.room ? `Zaal ${workshop.room}` : "",
      participants: participants.map((person) => ({ name: person.name, organization: person.organization })),
    },
    siteName(deps),
  );
  return pdfFile(`presentielijst-${fileSlug(workshop.name)}`, body);
};

const courseAttendanceDownload: StaffDownload = async (deps, params) => {
  const { course, participants } = found(await courseParticipants(deps, params.id ?? ""));
  const body = await renderAttendanceList(
    {
      kind: "Cursus",
      title: course.title,
      subtitle: `Vakschool · ${formatDate(course.startsAt)}`,
      startsAt: course.startsAt,
      endsAt: course.endsAt,
      place: [course.street, course.city].filter(Boolean).join(", "),
      participants: participants.map((person) => ({ name: person.name, organization: person.organization })),
    },
    siteName(deps),
  );
  return pdfFile(`presentielijst-${fileSlug(course.title)}`, body);
};

const siteName = (deps: ServiceDeps) => deps.settings.site.siteName;

function pdfFile(baseName: string, body: Buffer) {
  return { fileName: `${baseName}.pdf`, contentType: CONTENT_TYPES.pdf, body: new Uint8Array(body) };
}

export const PARTICIPANT_DOWNLOADS: Readonly<Record<string, StaffDownload>> = {
  "deelnemers-evenement": eventParticipantsDownload,
  "deelnemers-workshop": workshopParticipantsDownload,
  "deelnemers-cursus": courseParticipantsDownload,
  "presentielijst-workshop": workshopAttendanceDownload,
  "presentielijst-cursus": courseAttendanceDownload,
};
