import { Form } from "react-router";
import { ListFilters, SearchFilter } from "../ListFilters.tsx";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { formatClockTime } from "../../../../common/format/dates.ts";
import type { StaffCheckInListQuery } from "../../../graphql/generated.ts";
import { EarlyCheckOut } from "./EarlyCheckOut.tsx";

type Attendee = StaffCheckInListQuery["checkInList"]["attendees"][number];

type Props = {
  attendees: Attendee[];
  matches: number;
  search: string;
  /** With JavaScript: check in without leaving the page (and offline); without, the buttons post the form. */
  onCheckIn: ((attendeeId: string, name: string) => void) | undefined;
};

/** Who is expected, found by name, organisation or code; check in by hand, or take back a mistake. */
export function AttendeeList({ attendees, matches, search, onCheckIn }: Props) {
  return (
    <section className="mt-10" aria-labelledby="deelnemers-kop">
      <h2 id="deelnemers-kop" className={headingStyles.section}>
        Deelnemers
      </h2>
      <ListFilters label="Deelnemers zoeken">
        <SearchFilter name="zoek" label="Zoek op naam, organisatie of code" defaultValue={search} />
      </ListFilters>
      <p className="mt-4" role="status">
        {matches === 0 ? "Niemand gevonden." : matches === 1 ? "1 deelnemer" : `${matches} deelnemers`}
        {matches > attendees.length ? ` (de eerste ${attendees.length}; zoek verder op naam)` : ""}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
        {attendees.map((attendee) => {
          const { name } = attendee;
          return (
            <li key={attendee.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-semibold">{name}</p>
                {attendee.detail && <p className="text-slate-700">{attendee.detail}</p>}
              </div>
              {attendee.checkedInAt ? (
                <div className="flex flex-col items-end gap-2">
                  <Form method="post" className="flex items-center gap-3">
                    <span className="font-semibold text-green-800">
                      Ingecheckt om {formatClockTime(attendee.checkedInAt)}
                    </span>
                    <input type="hidden" name="attendeeId" value={attendee.id} />
                    <input type="hidden" name="name" value={name} />
                    <button type="submit" name="intent" value="ongedaan" className={buttonStyles.secondary}>
                      Ongedaan maken<span className="sr-only"> voor {name}</span>
                    </button>
                  </Form>
                  <EarlyCheckOut attendeeId={attendee.id} name={name} checkedOutAt={attendee.checkedOutAt ?? null} />
                </div>
              ) : (
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!onCheckIn) return;
                    event.preventDefault();
                    onCheckIn(attendee.id, name);
                  }}
                >
                  <input type="hidden" name="attendeeId" value={attendee.id} />
                  <button type="submit" name="intent" value="inchecken" className={buttonStyles.primary}>
                    Inchecken<span className="sr-only"> {name}</span>
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
