import { Form, useNavigation } from "react-router";
import type { RouterContextProvider } from "react-router";
import { MyStaffSessionsDocument, type MyStaffSessionsQuery } from "../../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { runStaffOperation } from "../staff-access.ts";

type StaffSession = MyStaffSessionsQuery["myStaffSessions"][number];

/** For the account page's loader: the signed-in person's active sessions, as the API lists them. */
export async function loadMySessions(context: Readonly<RouterContextProvider>, request: Request) {
  const { myStaffSessions } = await runStaffOperation(context, request, MyStaffSessionsDocument, {});
  return { sessions: myStaffSessions };
}

const moment = (value: string) => formatInAmsterdam(value, "d MMMM yyyy 'om' HH:mm");

/**
 * 'Mijn sessies' on the account page: every browser where the person is signed in, so they can spot one that is
 * not theirs and end it. This browser's own session is marked and has no button (signing out ends it).
 */
export function SessionsSection({ sessions }: { sessions: readonly StaffSession[] }) {
  return (
    <section aria-labelledby="sessies" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="sessies" className={headingStyles.card}>
        Mijn sessies
      </h2>
      <p className="mt-2 text-slate-700">
        Hier ben je nu ingelogd. Herken je een apparaat of netwerk niet, beëindig die sessie dan en log daarna overal
        uit als je twijfelt.
      </p>
      <ul className="mt-4 space-y-3">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}

function SessionItem({ session }: { session: StaffSession }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 rounded-md border border-slate-200 p-4">
      <div>
        <p className="font-semibold">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
              Deze sessie
            </span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-slate-700">
          <dt>Netwerk</dt>
          <dd>{session.network ?? "Onbekend"}</dd>
          <dt>Ingelogd</dt>
          <dd>{moment(session.signedInAt)}</dd>
          <dt>Laatst actief</dt>
          <dd>{moment(session.lastSeenAt)}</dd>
        </dl>
      </div>
      {!session.current && <EndSessionButton session={session} />}
    </li>
  );
}

function EndSessionButton({ session }: { session: StaffSession }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("sessie") === session.id;
  return (
    <Form method="post" action={STAFF_PATHS.endOwnSession}>
      <input type="hidden" name="sessie" value={session.id} />
      <button type="submit" className={buttonStyles.secondary} disabled={sending}>
        Beëindigen
        <span className="sr-only">
          {" "}
          (sessie {session.device}, netwerk {session.network ?? "onbekend"}, laatst actief {moment(session.lastSeenAt)})
        </span>
      </button>
    </Form>
  );
}
