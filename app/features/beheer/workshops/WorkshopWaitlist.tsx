import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { headingStyles } from "../../../lib/styles.ts";
import { ListedEmail } from "../participants/ListedEmail.tsx";
import { StaffList, type ListColumn } from "../StaffList.tsx";

type Entry = {
  id: string;
  position: number;
  /** The server's name for the person: 'Verwijderde deelnemer' once erased, with no address. */
  name: string;
  email: string | null;
  maskedTicketCode: string;
  joinedAt: string;
};

const COLUMNS: readonly ListColumn<Entry>[] = [
  { label: "Plaats", cell: (entry) => entry.position },
  { label: "Naam", cell: (entry) => entry.name, rowHeader: true },
  { label: "E-mailadres", cell: (entry) => <ListedEmail email={entry.email} /> },
  {
    label: "Ticketcode",
    cell: (entry) => (
      <span className="font-mono">
        <span className="sr-only">eindigt op </span>
        <span aria-hidden="true">{entry.maskedTicketCode.slice(0, -4)}</span>
        {entry.maskedTicketCode.slice(-4)}
      </span>
    ),
  },
  { label: "Op de wachtlijst sinds", cell: (entry) => formatInAmsterdam(entry.joinedAt, "d MMMM yyyy, HH:mm") },
];

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
          <StaffList
            caption={`Wachtlijst voor ${workshopName}, op volgorde`}
            columns={COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.id}
            noun="mensen op de wachtlijst"
          />
        </>
      )}
    </section>
  );
}
