import { Link } from "react-router";
import { textLinkStyle } from "../../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../../common/site-paths.ts";
import { StaffList, type ListColumn } from "../StaffList.tsx";
import { slotLabel, type ProgrammeSlot, type ProgrammeWorkshop } from "./programme.ts";

function workshopColumns(eventId: string): readonly ListColumn<ProgrammeWorkshop>[] {
  return [
    {
      label: "Workshop",
      rowHeader: true,
      cell: (workshop) => (
        <Link to={STAFF_WORKSHOP_PATHS.workshop(eventId, workshop.id)} className={textLinkStyle}>
          {workshop.name}
        </Link>
      ),
    },
    { label: "Spreker", cell: (workshop) => workshop.speaker || "—" },
    { label: "Zaal", cell: (workshop) => workshop.room || "—" },
    { label: "Plaatsen", cell: (workshop) => workshop.capacity },
    { label: "Aangemeld", cell: (workshop) => workshop.registeredCount },
    { label: "Vrij", cell: (workshop) => (workshop.placesLeft === 0 ? "Vol" : workshop.placesLeft) },
    { label: "Volgorde", cell: (workshop) => workshop.sortOrder },
    {
      label: "Aanmeldingen",
      cell: (workshop) => (
        <Link to={STAFF_WORKSHOP_PATHS.registrations(eventId, workshop.id)} className={textLinkStyle}>
          Bekijken<span className="sr-only"> ({workshop.name})</span>
        </Link>
      ),
    },
  ];
}

/** The workshops of one time slot with their places: taken and left as the API counted them. */
export function SlotWorkshopsTable({ eventId, slot }: { eventId: string; slot: ProgrammeSlot }) {
  return (
    <StaffList
      caption={`Workshops in het tijdvak ${slotLabel(slot)}`}
      columns={workshopColumns(eventId)}
      rows={slot.workshops}
      rowKey={(workshop) => workshop.id}
      noun="workshops"
      empty="Nog geen workshops in dit tijdvak."
    />
  );
}
