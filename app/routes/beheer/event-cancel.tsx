import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/event-cancel.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { eventIdOf, loadStaffEvent } from "../../features/beheer/events/load-event.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CancelEventDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await loadStaffEvent(context, request, params.id);
  return { event: { id: event.id, name: event.name, ticketsTaken: event.ticketsTaken, canceledAt: event.canceledAt } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = eventIdOf(context, params.id);
  try {
    await runStaffOperation(context, request, CancelEventDocument, { input: { id } });
    return redirectWithNotice(context, staffEventPath(id), "evenement-geannuleerd");
  } catch (error) {
    return formFailure(error, {});
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Evenement annuleren", matches[0].loaderData);
}

/** The confirmation step of cancelling: it cannot be undone here, and paid tickets are not refunded yet. */
export default function CancelEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to={staffEventPath(event.id)} className={textLinkStyle}>
          ← {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Evenement annuleren</h1>
      {event.canceledAt ? (
        <p className="mt-4 text-lg">Dit evenement is al geannuleerd.</p>
      ) : (
        <>
          <div className="mt-4 max-w-prose space-y-3 text-lg text-slate-800">
            <p>
              Na het annuleren worden er voor &lsquo;{event.name}&rsquo; geen tickets meer verkocht en toont de website
              het als geannuleerd. Dit kun je hier niet ongedaan maken.
            </p>
            <p>
              {event.ticketsTaken === 0
                ? "Er zijn nog geen tickets verkocht of gereserveerd."
                : `Er zijn ${event.ticketsTaken} tickets verkocht of gereserveerd. Kopers krijgen nog geen bericht en geen geld terug: dat regel je apart.`}
            </p>
            <p>
              Wil je het evenement alleen van de website halen? Maak het dan niet zichtbaar in plaats van het te
              annuleren.
            </p>
          </div>
          <Form method="post" className="mt-8 flex flex-wrap gap-4">
            {actionData && <ErrorBox title="Niet geannuleerd">{actionData.message}</ErrorBox>}
            <button type="submit" disabled={sending} className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
              {sending ? "Bezig met annuleren..." : "Ja, annuleer dit evenement"}
            </button>
            <Link to={staffEventPath(event.id)} className={buttonStyles.secondary}>
              Niet annuleren
            </Link>
          </Form>
        </>
      )}
    </>
  );
}
