import { Link } from "react-router";
import { textLinkStyle } from "../../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../../common/site-paths.ts";
import { slotLabel, type ProgrammeSlot } from "./programme.ts";

const cell = "px-4 py-3";

/** The workshops of one time slot with their places: taken and left as the API counted them. */
export function SlotWorkshopsTable({ eventId, slot }: { eventId: string; slot: ProgrammeSlot }) {
  if (slot.workshops.length === 0) return <p className="mt-4 text-slate-800">Nog geen workshops in dit tijdvak.</p>;
  // relative: the scroller also clips the sr-only texts (absolutely placed) in its cells, which would widen the page.
  return (
    <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">Workshops in het tijdvak {slotLabel(slot)}</caption>
        <thead className="bg-slate-100">
          <tr>
            {["Workshop", "Spreker", "Zaal", "Plaatsen", "Aangemeld", "Vrij", "Volgorde", "Aanmeldingen"].map(
              (label) => (
                <th key={label} scope="col" className={cell}>
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {slot.workshops.map((workshop) => (
            <tr key={workshop.id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <Link to={STAFF_WORKSHOP_PATHS.workshop(eventId, workshop.id)} className={textLinkStyle}>
                  {workshop.name}
                </Link>
              </th>
              <td className={cell}>{workshop.speaker || "—"}</td>
              <td className={cell}>{workshop.room || "—"}</td>
              <td className={cell}>{workshop.capacity}</td>
              <td className={cell}>{workshop.registeredCount}</td>
              <td className={cell}>{workshop.placesLeft === 0 ? "Vol" : workshop.placesLeft}</td>
              <td className={cell}>{workshop.sortOrder}</td>
              <td className={cell}>
                <Link to={STAFF_WORKSHOP_PATHS.registrations(eventId, workshop.id)} className={textLinkStyle}>
                  Bekijken<span className="sr-only"> ({workshop.name})</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
