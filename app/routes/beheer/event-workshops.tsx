import { Link } from "react-router";
import type { Route } from "./+types/event-workshops.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  EVENT_NOT_FOUND,
  loadProgramme,
  requireUuids,
  slotLabel,
  type ProgrammeSlot,
} from "../../features/beheer/workshops/programme.ts";
import { slotInput, slotValues } from "../../features/beheer/workshops/workshop-form-values.ts";
import { SlotForm, slotFormValues } from "../../features/beheer/workshops/WorkshopForms.tsx";
import { SlotWorkshopsTable } from "../../features/beheer/workshops/SlotWorkshopsTable.tsx";
import { CreateWorkshopSlotDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../common/site-paths.ts";
import { formatStartAndEnd } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { programme: await loadProgramme(context, request, params.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireUuids(EVENT_NOT_FOUND, params.id);
  const values = slotValues(await request.formData());
  const checked = slotInput(values);
  if (!checked.ok) return staffFormRefusal(checked.fieldErrors, values);
  try {
    const input = { eventId: params.id, ...checked.input };
    const { createWorkshopSlot } = await runStaffOperation(context, request, CreateWorkshopSlotDocument, { input });
    return redirectWithNotice(
      context,
      `${STAFF_WORKSHOP_PATHS.workshops(params.id)}#tijdvak-${createWorkshopSlot.slot.id}`,
      "tijdvak-toegevoegd",
    );
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return staffMeta(loaderData ? `Workshops · ${loaderData.programme.event.name}` : "Workshops", matches[0].loaderData);
}

export default function EventWorkshops({ loaderData, actionData }: Route.ComponentProps) {
  const { event, slots } = loaderData.programme;
  return (
    <>
      <p>
        <Link to={STAFF_WORKSHOP_PATHS.event(event.id)} className={textLinkStyle}>
          ← {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Workshops</h1>
      <p className="mt-2 text-slate-800">
        {event.name}: {formatStartAndEnd(event.startsAt, event.endsAt)}
      </p>
      {slots.length === 0 && (
        <p className="mt-6">Dit evenement heeft nog geen tijdvakken. Voeg hieronder het eerste toe.</p>
      )}
      {slots.map((slot) => (
        <SlotSection key={slot.id} eventId={event.id} slot={slot} />
      ))}
      <section aria-labelledby="tijdvak-toevoegen" className="mt-12">
        <h2 id="tijdvak-toevoegen" className={headingStyles.section}>
          Tijdvak toevoegen
        </h2>
        <p className="mt-2 text-slate-800">
          In elk tijdvak kiest een deelnemer één workshop. Een tijdvak valt binnen de tijden van het evenement.
        </p>
        <SlotForm
          values={actionData?.values ?? slotFormValues({ startsAt: event.startsAt, endsAt: event.startsAt })}
          failure={actionData}
          submitLabel="Tijdvak toevoegen"
        />
      </section>
    </>
  );
}

function SlotSection({ eventId, slot }: { eventId: string; slot: ProgrammeSlot }) {
  const headingId = `tijdvak-${slot.id}`;
  return (
    <section aria-labelledby={`${headingId}-kop`} id={headingId} className="mt-10">
      <h2 id={`${headingId}-kop`} className={headingStyles.card}>
        Tijdvak {slotLabel(slot)}
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={STAFF_WORKSHOP_PATHS.newWorkshop(eventId, slot.id)} className={textLinkStyle}>
          Workshop toevoegen<span className="sr-only"> aan dit tijdvak</span>
        </Link>
        <Link to={STAFF_WORKSHOP_PATHS.slot(eventId, slot.id)} className={textLinkStyle}>
          Tijdvak wijzigen<span className="sr-only"> ({slotLabel(slot)})</span>
        </Link>
      </p>
      <SlotWorkshopsTable eventId={eventId} slot={slot} />
    </section>
  );
}
