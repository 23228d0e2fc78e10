import { Link } from "react-router";
import type { Route } from "./+types/workshop-edit.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  findWorkshop,
  loadProgramme,
  requireUuids,
  slotLabel,
  WORKSHOP_NOT_FOUND,
} from "../../features/beheer/workshops/programme.ts";
import {
  workshopInput,
  workshopValues,
  type WorkshopValues,
} from "../../features/beheer/workshops/workshop-form-values.ts";
import { DeleteForm, WorkshopForm, workshopFormValues } from "../../features/beheer/workshops/WorkshopForms.tsx";
import {
  DeleteWorkshopDocument,
  StaffWorkshopPointsDocument,
  UpdateWorkshopDocument,
} from "../../graphql/generated.ts";
import { WorkshopPointsNote } from "../../features/beheer/workshops/WorkshopPointsNote.tsx";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const programme = await loadProgramme(context, request, params.id);
  const subject = { kind: "EVENT" as const, id: programme.event.id };
  const points = await runStaffOperation(context, request, StaffWorkshopPointsDocument, { subject });
  return { event: programme.event, ...findWorkshop(programme, params.workshopId), points: points.certificateOverview };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireUuids(WORKSHOP_NOT_FOUND, params.id, params.workshopId);
  const form = await request.formData();
  const list = STAFF_WORKSHOP_PATHS.workshops(params.id);
  if (form.get("intent") === "delete") {
    try {
      await runStaffOperation(context, request, DeleteWorkshopDocument, { input: { id: params.workshopId } });
      return redirectWithNotice(context, list, "workshop-verwijderd");
    } catch (error) {
      return formFailure<WorkshopValues | null>(error, null);
    }
  }
  const values = workshopValues(form);
  const checked = workshopInput(values);
  if (!checked.ok) return staffFormRefusal<WorkshopValues | null>(checked.fieldErrors, values);
  try {
    const input = { id: params.workshopId, ...checked.input };
    const { updateWorkshop } = await runStaffOperation(context, request, UpdateWorkshopDocument, { input });
    return redirectWithNotice(context, `${list}#tijdvak-${updateWorkshop.workshop.slotId}`, "workshop-gewijzigd");
  } catch (error) {
    return formFailure<WorkshopValues | null>(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Workshop wijzigen", matches[0].loaderData);
}

export default function EditWorkshop({ loaderData, actionData }: Route.ComponentProps) {
  const { event, slot, workshop, points } = loaderData;
  // A refused delete comes back without values; a refused save with what was typed.
  const saveFailure = actionData?.values ? actionData : undefined;
  const deleteFailure = actionData && !actionData.values ? actionData.message : undefined;
  return (
    <>
      <p>
        <Link to={STAFF_WORKSHOP_PATHS.workshops(event.id)} className={textLinkStyle}>
          ← Workshops van {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{workshop.name}</h1>
      <p className="mt-2 text-slate-800">
        {event.name}, tijdvak {slotLabel(slot)}
      </p>
      <p className="mt-2 text-slate-800">
        {workshop.registeredCount} van {workshop.capacity} plaatsen bezet.{" "}
        <Link to={STAFF_WORKSHOP_PATHS.registrations(event.id, workshop.id)} className={textLinkStyle}>
          Aanmeldingen bekijken
        </Link>
      </p>
      <WorkshopForm
        values={saveFailure?.values ?? workshopFormValues(workshop)}
        failure={saveFailure}
        submitLabel="Wijzigingen opslaan"
      />
      <WorkshopPointsNote eventId={event.id} workshopId={workshop.id} overview={points} />
      <section aria-labelledby="verwijderen" className="mt-12">
        <h2 id="verwijderen" className={headingStyles.card}>
          Workshop verwijderen
        </h2>
        <DeleteForm
          label="Workshop verwijderen"
          failure={deleteFailure}
          blockedBecause={
            workshop.registeredCount > 0
              ? "Deze workshop heeft aanmeldingen en kan daarom niet worden verwijderd. Verlaag zo nodig de capaciteit."
              : null
          }
        />
      </section>
    </>
  );
}
