import { data, Link } from "react-router";
import type { Route } from "./+types/workshop-registrations.ts";
import { ParticipantLinks } from "../../features/beheer/participants/ParticipantLinks.tsx";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { WorkshopWaitlist } from "../../features/beheer/workshops/WorkshopWaitlist.tsx";
import { slotLabel, WORKSHOP_NOT_FOUND } from "../../features/beheer/workshops/programme.ts";
import { WorkshopRegistrationsDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../common/site-paths.ts";
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { isUuid } from "../../../common/ids.ts";
import { ListedEmail } from "../../features/beheer/participants/ListedEmail.tsx";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { StaffList, type ListColumn } from "../../features/beheer/StaffList.tsx";

export const handle = staffPage("participants.read");

/** Who registered may be read by anyone who reads participant lists; the link back needs events.manage. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  if (!isUuid(params.workshopId)) throw data(WORKSHOP_NOT_FOUND, { status: 404 });
  const { workshopRegistrations } = await runStaffOperation(context, request, WorkshopRegistrationsDocument, {
    workshopId: params.workshopId,
  });
  // The address names the event too: a workshop of another event is not found here.
  if (!workshopRegistrations || workshopRegistrations.workshop.eventId !== params.id) {
    throw data(WORKSHOP_NOT_FOUND, { status: 404 });
  }
  return {
    ...workshopRegistrations,
    canManage: viewer.permissions.includes("events.manage"),
    canMessage: viewer.permissions.includes("participants.message"),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.workshop.workshop.name;
  return staffMeta(name ? `Aanmeldingen · ${name}` : "Aanmeldingen", matches[0].loaderData);
}

type Registration = Route.ComponentProps["loaderData"]["registrations"][number];

const COLUMNS: readonly ListColumn<Registration>[] = [
  { label: "Naam", rowHeader: true, cell: (registration) => registration.name },
  { label: "E-mailadres", cell: (registration) => <ListedEmail email={registration.email} /> },
  {
    label: "Ticketcode",
    cell: (registration) => (
      <span className="font-mono">
        <span className="sr-only">eindigt op </span>
        <span aria-hidden="true">{registration.maskedTicketCode.slice(0, -4)}</span>
        {registration.maskedTicketCode.slice(-4)}
      </span>
    ),
  },
  {
    label: "Aangemeld op",
    cell: (registration) => formatInAmsterdam(registration.registeredAt, "d MMMM yyyy, HH:mm"),
  },
];

export default function WorkshopRegistrations({ loaderData }: Route.ComponentProps) {
  const { workshop: found, registrations, waitlist, canManage, canMessage } = loaderData;
  const { workshop } = found;
  const slot = { startsAt: found.slotStartsAt, endsAt: found.slotEndsAt };
  return (
    <>
      {canManage && (
        <p>
          <Link to={STAFF_WORKSHOP_PATHS.workshops(found.eventId)} className={textLinkStyle}>
            ← Workshops van {found.eventName}
          </Link>
        </p>
      )}
      <h1 className={`${headingStyles.page} mt-4`}>Aanmeldingen: {workshop.name}</h1>
      <p className="mt-2 text-slate-800">
        {found.eventName}, tijdvak {slotLabel(slot)}
        {workshop.room && `, ${workshop.room}`}
      </p>
      <p className="mt-2 text-slate-800">
        {workshop.registeredCount} van {workshop.capacity} plaatsen bezet,{" "}
        {workshop.placesLeft === 0 ? "vol" : `${workshop.placesLeft} vrij`}.
      </p>
      <ParticipantLinks
        list="deelnemers-workshop"
        attendance="presentielijst-workshop"
        id={workshop.id}
        audience={canMessage && registrations.length > 0 ? `workshop:${workshop.id}` : null}
        of="deze workshop"
      />
      <StaffList
        caption={`Aanmeldingen voor ${workshop.name}, op volgorde van aanmelding`}
        columns={COLUMNS}
        rows={registrations}
        rowKey={(registration) => registration.id}
        noun="aanmeldingen"
        empty="Nog niemand heeft zich voor deze workshop aangemeld."
      />
      <WorkshopWaitlist workshopName={workshop.name} entries={waitlist} />
    </>
  );
}
