import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { headingStyles } from "../../../lib/styles.ts";
import { ListedEmail } from "../participants/ListedEmail.tsx";

type Entry = {
  id: string;
  position: number;
  /** The server's name for the person: 'Verwijderde deelnemer' once erased, with no address. */
  name: string;
  email: string | null;
  maskedTicketCode: string;
  joinedAt: string;
};

const cell = "px-4 py-3";

/**
 * The workshop's waitlist for staff, read-only: who waits, in line. A place that comes free goes to
 * number 1 at once, so this list only shows who is next; nobody has to act on it.
 */
export function WorkshopWaitlist({ workshopName, entries }: { workshopName: string; entries: Entry[] }) {
  return (
    <section aria-labelledby="wachtlijst" className="mt-10">
      <h2 id="wachtlijst" className={headingStyles.section}>
        Wachtlijst
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3">Er staat niemand op de wachtlijst.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            Komt er een plaats vrij, dan krijgt nummer 1 die meteen en ontvangt een e-mail.
          </p>
          <div className="mt-4 overflow-x-auto rounded-lg border border-slate-300 bg-white">
            <table className="w-full text-left">
              <caption className="sr-only">Wachtlijst voor {workshopName}, op volgorde</caption>
              <thead className="bg-slate-100">
                <tr>
                  {["Plaats", "Naam", "E-mailadres", "Ticketcode", "Op de wachtlijst sinds"].map((label) => (
                    <th key={label} scope="col" className={cell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-t border-slate-200">
                    <td className={cell}>{entry.position}</td>
                    <th scope="row" className={`${cell} font-normal`}>
                      {entry.name}
                    </th>
                    <td className={cell}>
                      <ListedEmail email={entry.email} />
                    </td>
                    <td className={`${cell} font-mono`}>
                      <span className="sr-only">eindigt op </span>
                      <span aria-hidden="true">{entry.maskedTicketCode.slice(0, -4)}</span>
                      {entry.maskedTicketCode.slice(-4)}
                    </td>
                    <td className={cell}>{formatInAmsterdam(entry.joinedAt, "d MMMM yyyy, HH:mm")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
