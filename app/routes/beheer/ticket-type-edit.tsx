import { Link } from "react-router";
import type { Route } from "./+types/ticket-type-edit.ts";
import { TicketTypeForm } from "../../features/beheer/events/TicketTypeForm.tsx";
import {
  ticketTypeFormValues,
  ticketTypeInput,
  ticketTypeValuesOf,
} from "../../features/beheer/events/event-values.ts";
import { eventIdOf } from "../../features/beheer/events/load-event.ts";
import { loadStaffTicketType, ticketTypeIdOf } from "../../features/beheer/events/load-ticket-type.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { UpdateTicketTypeDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("events.manage");

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadStaffTicketType(context, request, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const eventId = eventIdOf(context, params.id);
  const id = ticketTypeIdOf(params.ticketTypeId);
  const values = ticketTypeFormValues(await request.formData());
  try {
    await runStaffOperation(context, request, UpdateTicketTypeDocument, { input: { id, ...ticketTypeInput(values) } });
    return redirectWithNotice(context, staffEventPath(eventId), "ticket-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Tickettype wijzigen", matches[0].loaderData);
}

export default function EditTicketType({ loaderData, actionData }: Route.ComponentProps) {
  const { event, ticketType } = loaderData;
  const taken = ticketType.soldCount + ticketType.heldCount;
  return (
    <>
      <p>
        <Link to={staffEventPath(event.id)} className={textLinkStyle}>
          ← {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{ticketType.name}</h1>
      <p className="mt-3 text-slate-700">
        {ticketType.soldCount} verkocht, {ticketType.heldCount} gereserveerd voor een lopende betaling,{" "}
        {ticketType.quantity} plaatsen.
      </p>
      <TicketTypeForm
        values={actionData?.values ?? ticketTypeValuesOf(ticketType)}
        failure={actionData}
        submitLabel="Wijzigingen opslaan"
        taken={taken}
      />
      <section aria-labelledby="verwijderen" className="mt-12 max-w-prose">
        <h2 id="verwijderen" className="text-xl font-bold text-brand-900">
          Verwijderen
        </h2>
        {ticketType.deletable ? (
          <p className="mt-2">
            Van dit tickettype is nog niets besteld.{" "}
            <Link to={staffEventPath(event.id, `tickets/${ticketType.id}/verwijderen`)} className={textLinkStyle}>
              Tickettype verwijderen
            </Link>
          </p>
        ) : (
          <p className="mt-2">
            Van dit tickettype zijn al tickets besteld, dus het blijft bewaard. Wil je de verkoop stoppen, zet dan
            &lsquo;Zichtbaar en te koop&rsquo; uit.
          </p>
        )}
      </section>
    </>
  );
}
