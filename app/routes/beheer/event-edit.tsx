import { Link } from "react-router";
import type { Route } from "./+types/event-edit.ts";
import { EventBadges } from "../../features/beheer/events/EventBadges.tsx";
import { EventForm } from "../../features/beheer/events/EventForm.tsx";
import { TicketTypeTable } from "../../features/beheer/events/TicketTypeTable.tsx";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import {
  eventFormValues,
  eventInput,
  withEventImage,
  eventValuesOf,
} from "../../features/beheer/events/event-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { eventIdOf, loadStaffEvent } from "../../features/beheer/events/load-event.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { UpdateEventDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { eventPath, STAFF_PATHS, staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { event: await loadStaffEvent(context, request, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = eventIdOf(context, params.id);
  const form = await postedForm(context, request);
  const upload = await optionalImageUpload(context, request, form, "EVENT_IMAGE");
  if (!upload.ok) return uploadFailure(upload, eventFormValues(form));
  const values = withEventImage(eventFormValues(form), upload.image);
  try {
    await runStaffOperation(context, request, UpdateEventDocument, { input: { id, ...eventInput(values) } });
    return redirectWithNotice(context, staffEventPath(id), "evenement-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.event.name ?? "Evenement", matches[0].loaderData);
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.events} className={textLinkStyle}>
          ← Evenementen
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className={headingStyles.page}>{event.name}</h1>
        <EventBadges event={event} />
      </div>
      <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <li>
          <a href={eventPath(event.id)} className={textLinkStyle}>
            Bekijk op de website
          </a>
          {event.visibilityStatus === "HIDDEN" && (
            <span className="text-slate-700"> (verborgen: nog niet te zien)</span>
          )}
        </li>
        <li>
          <Link to={staffEventPath(event.id, "workshops")} className={textLinkStyle}>
            Workshops
          </Link>
        </li>
        <li>
          <Link to={staffEventPath(event.id, "deelnemers")} className={textLinkStyle}>
            Deelnemers
          </Link>
        </li>
        <li>
          <Link to={staffEventPath(event.id, "certificaten")} className={textLinkStyle}>
            Accreditatie en certificaten
          </Link>
        </li>
        <li>
          <Link to={`${STAFF_PATHS.auditLog}?soort=event&id=${event.id}`} className={textLinkStyle}>
            Wijzigingen
          </Link>
        </li>
        <li>
          <Link to={staffEventPath(event.id, "kopieren")} className={buttonStyles.secondary}>
            Kopiëren
          </Link>
        </li>
        {!event.canceledAt && (
          <li>
            <Link to={staffEventPath(event.id, "annuleren")} className={buttonStyles.secondary}>
              Annuleren…
            </Link>
          </li>
        )}
      </ul>
      <TicketTypeTable eventId={event.id} ticketTypes={event.ticketTypes} />
      <h2 className="mt-12 text-2xl font-bold text-brand-900">Gegevens</h2>
      <EventForm
        values={actionData?.values ?? eventValuesOf(event)}
        failure={actionData}
        submitLabel="Wijzigingen opslaan"
      />
    </>
  );
}
