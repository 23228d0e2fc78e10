import { Form, Link } from "react-router";
import { useHydrated } from "../../../components/use-hydrated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../../lib/styles.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { formatDateAtTime } from "../../../../common/format/dates.ts";
import type { StaffCheckInListQuery } from "../../../graphql/generated.ts";
import { AttendeeList } from "./AttendeeList.tsx";
import type { CheckInAnswer, CheckInScopeRef } from "./check-in-request.ts";
import { DoorAnswerPanel } from "./DoorAnswerPanel.tsx";
import { QrScanner } from "./QrScanner.tsx";
import { useDoor } from "./use-door.ts";

type Props = StaffCheckInListQuery["checkInList"] & {
  scopeRef: CheckInScopeRef;
  search: string;
  /** The answer of a post without JavaScript. */
  answer: CheckInAnswer | null;
};

const PLACE_KIND = { EVENT: "Evenement", WORKSHOP: "Workshop", COURSE: "Cursus" } as const;

/**
 * The door. Without JavaScript every action is a form post and the page answers with the result. With
 * it, scans (camera or typed) and list clicks go to the scan address without leaving the page, and wait on the
 * device while the connection is gone (use-door.ts).
 */
export function CheckInDoor({ scope, attendees, matches, scopeRef, search, answer: posted }: Props) {
  const hydrated = useHydrated();
  const door = useDoor(scopeRef, scope);
  const answer = door.answer ?? posted;
  const counts = hydrated ? door.counts : scope;

  function onCodeSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
    if (field.value.trim() === "") return;
    void door.submit({ code: field.value });
    field.value = "";
    field.focus();
  }

  return (
    <>
      <p>
        <Link to={STAFF_PATHS.checkIn} className={textLinkStyle}>
          Andere plek kiezen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Check-in: {scope.name}</h1>
      <p className="mt-2 text-slate-700">
        {PLACE_KIND[scope.kind]}
        {scope.kind === "WORKSHOP" && scope.eventName ? ` van ${scope.eventName}` : ""} ·{" "}
        {formatDateAtTime(scope.startsAt)}
      </p>
      <p className="mt-4 text-2xl font-bold" aria-live="polite">
        {counts.checkedIn} van {counts.expected} ingecheckt
      </p>
      <div className="mt-6 space-y-6">
        {answer && <DoorAnswerPanel answer={answer} />}
        {hydrated && <QrScanner onCode={(text) => void door.submit({ code: text })} />}
        <Form method="post" onSubmit={hydrated ? onCodeSubmit : undefined} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="check-in-code" className="block font-semibold">
              Code typen
            </label>
            <input
              id="check-in-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={500}
              placeholder="FF-XXXX-XXXX-XXXX"
              className="mt-1 min-h-11 w-72 rounded-md border-2 border-slate-500 px-3 py-2"
            />
          </div>
          <button type="submit" name="intent" value="inchecken" className={buttonStyles.primary}>
            Inchecken
          </button>
        </Form>
        <QueueStatus queued={door.queued} conflicts={door.conflicts} onClear={door.clearConflicts} />
      </div>
      <AttendeeList
        attendees={attendees}
        matches={matches}
        search={search}
        onCheckIn={hydrated ? (attendeeId, name) => void door.submit({ attendeeId, name }) : undefined}
      />
    </>
  );
}

function QueueStatus({ queued, conflicts, onClear }: { queued: number; conflicts: string[]; onClear: () => void }) {
  return (
    <div aria-live="polite">
      {queued > 0 && (
        <p className="rounded-md border-2 border-amber-700 bg-amber-50 px-4 py-3 font-semibold">
          {queued === 1 ? "1 scan wacht" : `${queued} scans wachten`} op verbinding en wordt daarna verstuurd.
        </p>
      )}
      {conflicts.length > 0 && (
        <div className="mt-3 rounded-md border-2 border-red-800 bg-red-50 px-4 py-3">
          <h2 className="font-semibold">Bij het versturen van bewaarde scans</h2>
          <ul className="mt-2 list-disc pl-5">
            {conflicts.map((conflict, index) => (
              <li key={index}>{conflict}</li>
            ))}
          </ul>
          <button type="button" onClick={onClear} className={`${buttonStyles.secondary} mt-3`}>
            Gezien
          </button>
        </div>
      )}
    </div>
  );
}
