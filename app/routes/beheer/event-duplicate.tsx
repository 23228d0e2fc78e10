import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/event-duplicate.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StaffSelect } from "../../features/beheer/fields.tsx";
import { eventIdOf, loadStaffEvent } from "../../features/beheer/events/load-event.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { DuplicateEventDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const event = await loadStaffEvent(context, request, params.id);
  return { event: { id: event.id, name: event.name, ticketTypes: event.ticketTypes.length } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = eventIdOf(context, params.id);
  const posted = (await request.formData()).get("shiftYears");
  const values = { shiftYears: typeof posted === "string" ? posted : "" };
  try {
    // Not a number: -1, which the API refuses with its message.
    const shiftYears = /^\d$/.test(values.shiftYears) ? Number(values.shiftYears) : -1;
    const { duplicateEvent } = await runStaffOperation(context, request, DuplicateEventDocument, {
      input: { id, shiftYears },
    });
    return redirectWithNotice(context, staffEventPath(duplicateEvent.event.id), "evenement-gekopieerd");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Evenement kopiëren", matches[0].loaderData);
}

const SHIFT_OPTIONS = [
  { value: "1", label: "Een jaar later (voor de volgende editie)" },
  { value: "0", label: "Dezelfde data" },
];

/** The confirmation step of duplicating: what the copy gets, and from which year. */
export default function DuplicateEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to={staffEventPath(event.id)} className={textLinkStyle}>
          ← {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Evenement kopiëren</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-700">
        De kopie krijgt alle gegevens van &lsquo;{event.name}&rsquo; en{" "}
        {event.ticketTypes === 1 ? "het tickettype" : `de ${event.ticketTypes} tickettypes`} (zonder verkochte tickets).
        Ze heet &lsquo;{event.name} (kopie)&rsquo;, is verborgen en niet uitgelicht. Workshops worden niet gekopieerd.
      </p>
      <Form method="post" noValidate className="mt-8 max-w-xl space-y-6">
        {actionData && <ErrorBox title="Niet gekopieerd">{actionData.message}</ErrorBox>}
        <StaffSelect
          name="shiftYears"
          label="Data van de kopie"
          hint="Ook de verkoopperiodes van de tickettypes schuiven mee."
          defaultValue={actionData?.values.shiftYears ?? "1"}
          options={SHIFT_OPTIONS}
          error={actionData?.fieldErrors.shiftYears}
        />
        <div className="flex flex-wrap gap-4">
          <button type="submit" disabled={sending} className={buttonStyles.primary}>
            {sending ? "Bezig met kopiëren..." : "Ja, maak een kopie"}
          </button>
          <Link to={staffEventPath(event.id)} className={buttonStyles.secondary}>
            Niet kopiëren
          </Link>
        </div>
      </Form>
    </>
  );
}
