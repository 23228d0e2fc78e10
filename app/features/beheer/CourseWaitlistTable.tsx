import type { StaffCourseEnrollmentsQuery } from "../../graphql/generated.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { headingStyles } from "../../lib/styles.ts";
import { ListedEmail } from "./participants/ListedEmail.tsx";
import { StaffList, type ListColumn } from "./StaffList.tsx";
import { COURSE_WAITLIST_STATUS_LABELS } from "../../../common/vocabulary/courses.ts";

/**
 * The waitlist of a course in the back office, read-only (staff take no action on an entry): who waits, in order,
 * and who has an offer. An entry as the API answers it; the server's name for the person is 'Verwijderde
 * deelnemer' once erased, with no address.
 */
type StaffWaitlistEntry = StaffCourseEnrollmentsQuery["staffCourseWaitlist"][number];

const moment = (value: string) => formatInAmsterdam(value, "d MMM yyyy HH:mm");

const COLUMNS: readonly ListColumn<StaffWaitlistEntry>[] = [
  { label: "Plaats", cell: (entry) => entry.position ?? "—" },
  { label: "Naam", cell: (entry) => entry.name, rowHeader: true },
  { label: "E-mailadres", cell: (entry) => <ListedEmail email={entry.email} /> },
  { label: "Organisatie", cell: (entry) => entry.organization },
  { label: "Status", cell: (entry) => COURSE_WAITLIST_STATUS_LABELS[entry.status] },
  { label: "Op de lijst sinds", cell: (entry) => moment(entry.joinedAt), nowrap: true },
  { label: "Aanbod tot", cell: (entry) => (entry.offerExpiresAt ? moment(entry.offerExpiresAt) : "—"), nowrap: true },
];

export function CourseWaitlistTable({ entries, offered }: { entries: StaffWaitlistEntry[]; offered: number }) {
  // The API numbers the people who wait, and only them (StaffCourseWaitlistEntry.position).
  const waiting = entries.filter((entry) => entry.position != null).length;
  return (
    <section aria-labelledby="wachtlijst" className="mt-12">
      <h2 id="wachtlijst" className={headingStyles.section}>
        Wachtlijst
      </h2>
      <p className="mt-3 text-slate-700">
        {waiting === 1 ? "1 persoon wacht" : `${waiting} mensen wachten`}
        {offered > 0 && `; ${offered === 1 ? "1 plaats is" : `${offered} plaatsen zijn`} aangeboden en vastgehouden`}.
        Komt er een plaats vrij, dan krijgt de eerste die wacht automatisch een e-mail om de plaats te nemen.
      </p>
      {entries.length > 0 && (
        <StaffList
          caption="Wachtlijst van deze cursus: aangeboden, dan wachtend op volgorde"
          columns={COLUMNS}
          rows={entries}
          rowKey={(entry) => entry.id}
          noun="mensen op de wachtlijst"
        />
      )}
    </section>
  );
}
