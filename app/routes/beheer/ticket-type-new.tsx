import { Link } from "react-router";
import type { Route } from "./+types/ticket-type-new.ts";
import { TicketTypeForm } from "../../features/beheer/events/TicketTypeForm.tsx";
import {
  NEW_TICKET_TYPE_VALUES,
  ticketTypeFormValues,
  ticketTypeInput,
} from "../../features/beheer/events/event-values.ts";
import { eventIdOf, loadStaffEvent } from "../../features/beheer/events/load-event.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateTicketTypeDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await loadStaffEvent(context, request, params.id);
  return { event: { id: event.id, name: event.name } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const eventId = eventIdOf(context, params.id);
  const values = ticketTypeFormValues(await request.formData());
  try {
    await runStaffOperation(context, request, CreateTicketTypeDocument, {
      input: { eventId, ...ticketTypeInput(values) },
    });
    return redirectWithNotice(context, staffEventPath(eventId), "ticket-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Tickettype toevoegen", matches[0].loaderData);
}

export default function NewTicketType({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <>
      <p>
        <Link to={staffEventPath(event.id)} className={textLinkStyle}>
          ← {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Tickettype toevoegen</h1>
      <TicketTypeForm
        values={actionData?.values ?? NEW_TICKET_TYPE_VALUES}
        failure={actionData}
        submitLabel="Tickettype opslaan"
        taken={0}
      />
    </>
  );
}
