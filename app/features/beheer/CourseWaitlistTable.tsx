import type { StaffCourseEnrollmentsQuery } from "../../graphql/generated.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { headingStyles } from "../../lib/styles.ts";
import { ListedEmail } from "./participants/ListedEmail.tsx";
import { COURSE_WAITLIST_STATUS_LABELS } from "../../../common/vocabulary/courses.ts";

/**
 * The waitlist of a course in the back office, read-only (staff take no action on an entry): who waits, in order,
 * and who has an offer. An entry as the API answers it; the server's name for the person is 'Verwijderde
 * deelnemer' once erased, with no address.
 */
type StaffWaitlistEntry = StaffCourseEnrollmentsQuery["staffCourseWaitlist"][number];

const cell = "px-4 py-3";
const moment = (value: string) => formatInAmsterdam(value, "d MMM yyyy HH:mm");

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
        <div className="relative mt-3 overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Wachtlijst van deze cursus: aangeboden, dan wachtend op volgorde</caption>
            <thead className="bg-slate-100">
              <tr>
                {["Plaats", "Naam", "E-mailadres", "Organisatie", "Status", "Op de lijst sinds", "Aanbod tot"].map(
                  (heading) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 align-top">
                  <td className={cell}>{entry.position ?? "—"}</td>
                  <th scope="row" className={`${cell} font-normal`}>
                    {entry.name}
                  </th>
                  <td className={`${cell} break-all`}>
                    <ListedEmail email={entry.email} />
                  </td>
                  <td className={cell}>{entry.organization}</td>
                  <td className={cell}>{COURSE_WAITLIST_STATUS_LABELS[entry.status]}</td>
                  <td className={`${cell} whitespace-nowrap`}>{moment(entry.joinedAt)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {entry.offerExpiresAt ? moment(entry.offerExpiresAt) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
