import { data, Link } from "react-router";
import type { Route } from "./+types/event-participants.ts";
import { ParticipantLinks } from "../../features/beheer/participants/ParticipantLinks.tsx";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { EventParticipantsDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffEventPath } from "../../../common/site-paths.ts";
import { formatLongDate, formatTimeRange } from "../../../common/format/dates.ts";
import { isUuid } from "../../../common/ids.ts";
import { ListedEmail } from "../../features/beheer/participants/ListedEmail.tsx";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("participants.read");

const NOT_FOUND = { message: "Dit evenement bestaat niet." };

/** Who is coming to an event: one row per valid ticket, with the workshop chosen per time slot. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const { eventParticipants } = await runStaffOperation(context, request, EventParticipantsDocument, {
    eventId: params.id,
  });
  if (!eventParticipants) throw data(NOT_FOUND, { status: 404 });
  return {
    ...eventParticipants,
    canManage: viewer.permissions.includes("events.manage"),
    canMessage: viewer.permissions.includes("participants.message"),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.event.name;
  return staffMeta(name ? `Deelnemers · ${name}` : "Deelnemers", matches[0].loaderData);
}

const cell = "px-4 py-3 align-top";

type ListedParticipant = Route.ComponentProps["loaderData"]["participants"][number];

/** Who bought the ticket, where the server tells (it leaves the buyer out for an erased holder or buyer). */
function BuyerNote({ participant }: { participant: ListedParticipant }) {
  if (participant.erased) return null;
  const note = participant.holderIsBuyer
    ? "koper, geen eigen naam op het ticket"
    : participant.buyerName && `gekocht door ${participant.buyerName}`;
  return note ? <span className="block text-sm text-slate-700">{note}</span> : null;
}

export default function EventParticipants({ loaderData }: Route.ComponentProps) {
  const { event, slots, participants, canManage, canMessage } = loaderData;
  return (
    <>
      {canManage && (
        <p>
          <Link to={staffEventPath(event.id)} className={textLinkStyle}>
            ← {event.name}
          </Link>
        </p>
      )}
      <h1 className={`${headingStyles.page} mt-4`}>Deelnemers: {event.name}</h1>
      <p className="mt-2 text-slate-800">
        {formatLongDate(event.startsAt)}, {formatTimeRange(event.startsAt, event.endsAt)} uur
        {event.locationName && `, ${event.locationName}`}. {participants.length}{" "}
        {participants.length === 1 ? "ticket" : "tickets"} van bevestigde bestellingen.
      </p>
      <ParticipantLinks
        list="deelnemers-evenement"
        id={event.id}
        audience={canMessage && participants.length > 0 ? `evenement:${event.id}` : null}
        of="dit evenement"
      />
      {participants.length === 0 ? (
        <p className="mt-8">Er zijn nog geen tickets van bevestigde bestellingen.</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-lg border border-slate-300 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Deelnemers van {event.name}, op achternaam</caption>
            <thead className="bg-slate-100">
              <tr>
                {[
                  "Naam",
                  "E-mailadres",
                  "Tickettype",
                  ...slots.map((slot) => `Workshop ${formatTimeRange(slot.startsAt, slot.endsAt)}`),
                ].map((label) => (
                  <th key={label} scope="col" className={cell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {participants.map((participant) => (
                <tr key={participant.ticketId} className="border-t border-slate-200">
                  <th scope="row" className={`${cell} font-normal`}>
                    {participant.name}
                    <BuyerNote participant={participant} />
                  </th>
                  <td className={cell}>
                    <ListedEmail email={participant.email} />
                  </td>
                  <td className={cell}>{participant.ticketTypeName}</td>
                  {slots.map((slot, index) => (
                    <td key={slot.id} className={cell}>
                      {participant.choices[index] ?? <span className="text-slate-700">geen keuze</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
