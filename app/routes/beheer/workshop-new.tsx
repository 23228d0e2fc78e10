import { Link } from "react-router";
import type { Route } from "./+types/workshop-new.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  findSlot,
  loadProgramme,
  requireUuids,
  SLOT_NOT_FOUND,
  slotLabel,
} from "../../features/beheer/workshops/programme.ts";
import {
  workshopInput,
  workshopValues,
  type WorkshopValues,
} from "../../features/beheer/workshops/workshop-form-values.ts";
import { WorkshopForm } from "../../features/beheer/workshops/WorkshopForms.tsx";
import { CreateWorkshopDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";

export const handle = staffPage("events.manage");

const EMPTY: WorkshopValues = { name: "", description: "", speaker: "", room: "", capacity: "", sortOrder: "" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const programme = await loadProgramme(context, request, params.id);
  return { event: programme.event, slot: findSlot(programme, params.slotId) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireUuids(SLOT_NOT_FOUND, params.id, params.slotId);
  const values = workshopValues(await request.formData());
  const checked = workshopInput(values);
  if (!checked.ok) return staffFormRefusal(checked.fieldErrors, values);
  try {
    const input = { slotId: params.slotId, ...checked.input };
    await runStaffOperation(context, request, CreateWorkshopDocument, { input });
    return redirectWithNotice(
      context,
      `${STAFF_WORKSHOP_PATHS.workshops(params.id)}#tijdvak-${params.slotId}`,
      "workshop-toegevoegd",
    );
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Workshop toevoegen", matches[0].loaderData);
}

export default function NewWorkshop({ loaderData, actionData }: Route.ComponentProps) {
  const { event, slot } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_WORKSHOP_PATHS.workshops(event.id)} className={textLinkStyle}>
          ← Workshops van {event.name}
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Workshop toevoegen</h1>
      <p className="mt-2 text-slate-800">
        {event.name}, tijdvak {slotLabel(slot)}
      </p>
      <WorkshopForm values={actionData?.values ?? EMPTY} failure={actionData} submitLabel="Workshop toevoegen" />
    </>
  );
}
