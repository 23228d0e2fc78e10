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
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

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

type ListedParticipant = Route.ComponentProps["loaderData"]["participants"][number];

/** Who bought the ticket, where the server tells (it leaves the buyer out for an erased holder or buyer). */
function BuyerNote({ participant }: { participant: ListedParticipant }) {
  if (participant.erased) return null;
  const note = participant.holderIsBuyer
    ? "koper, geen eigen naam op het ticket"
    : participant.buyerName && `gekocht door ${participant.buyerName}`;
  return note ? <span className="block text-sm text-slate-700">{note}</span> : null;
}

/** Name, e-mail and ticket type, then the workshop chosen in each of the event's time slots. */
function participantColumns(slots: Route.ComponentProps["loaderData"]["slots"]): ListColumn<ListedParticipant>[] {
  return [
    {
      label: "Naam",
      rowHeader: true,
      cell: (participant) => (
        <>
          {participant.name}
          <BuyerNote participant={participant} />
        </>
      ),
    },
    { label: "E-mailadres", cell: (participant) => <ListedEmail email={participant.email} /> },
    { label: "Tickettype", cell: (participant) => participant.ticketTypeName },
    ...slots.map((slot, index) => ({
      label: `Workshop ${formatTimeRange(slot.startsAt, slot.endsAt)}`,
      cell: (participant: ListedParticipant) =>
        participant.choices[index] ?? <span className="text-slate-700">geen keuze</span>,
    })),
  ];
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
      <StaffList
        caption={`Deelnemers van ${event.name}, op achternaam`}
        columns={participantColumns(slots)}
        rows={participants}
        rowKey={(participant) => participant.ticketId}
        noun="deelnemers"
        empty="Er zijn nog geen tickets van bevestigde bestellingen."
      />
    </>
  );
}
