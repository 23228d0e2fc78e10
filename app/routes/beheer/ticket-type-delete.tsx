import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/ticket-type-delete.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { eventIdOf } from "../../features/beheer/events/load-event.ts";
import { loadStaffTicketType, ticketTypeIdOf } from "../../features/beheer/events/load-ticket-type.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { DeleteTicketTypeDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
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
  try {
    await runStaffOperation(context, request, DeleteTicketTypeDocument, { input: { id } });
    return redirectWithNotice(context, staffEventPath(eventId), "ticket-verwijderd");
  } catch (error) {
    return formFailure(error, {});
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Tickettype verwijderen", matches[0].loaderData);
}

/** The confirmation step of deleting a ticket type nobody ordered; the API refuses one that was ordered. */
export default function DeleteTicketType({ loaderData, actionData }: Route.ComponentProps) {
  const { event, ticketType } = loaderData;
  const sending = useNavigation().state === "submitting";
  const back = staffEventPath(event.id, `tickets/${ticketType.id}`);
  return (
    <>
      <p>
        <Link to={back} className={textLinkStyle}>
          ← {ticketType.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Tickettype verwijderen</h1>
      <p className="mt-4 max-w-prose text-lg">
        Weet je zeker dat je &lsquo;{ticketType.name}&rsquo; van &lsquo;{event.name}&rsquo; wilt verwijderen?
      </p>
      <Form method="post" className="mt-8 flex flex-wrap gap-4">
        {actionData && <ErrorBox title="Niet verwijderd">{actionData.message}</ErrorBox>}
        <button type="submit" disabled={sending} className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
          {sending ? "Bezig met verwijderen..." : "Ja, verwijder dit tickettype"}
        </button>
        <Link to={back} className={buttonStyles.secondary}>
          Niet verwijderen
        </Link>
      </Form>
    </>
  );
}
