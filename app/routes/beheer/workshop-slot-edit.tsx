import { Link } from "react-router";
import type { Route } from "./+types/workshop-slot-edit.ts";
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
import { slotInput, slotValues, type SlotValues } from "../../features/beheer/workshops/workshop-form-values.ts";
import { DeleteForm, SlotForm, slotFormValues } from "../../features/beheer/workshops/WorkshopForms.tsx";
import { DeleteWorkshopSlotDocument, UpdateWorkshopSlotDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_WORKSHOP_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";

export const handle = staffPage("events.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const programme = await loadProgramme(context, request, params.id);
  return { event: programme.event, slot: findSlot(programme, params.slotId) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireUuids(SLOT_NOT_FOUND, params.id, params.slotId);
  const form = await request.formData();
  const list = STAFF_WORKSHOP_PATHS.workshops(params.id);
  if (form.get("intent") === "delete") {
    try {
      await runStaffOperation(context, request, DeleteWorkshopSlotDocument, { input: { id: params.slotId } });
      return redirectWithNotice(context, list, "tijdvak-verwijderd");
    } catch (error) {
      return formFailure<SlotValues | null>(error, null);
    }
  }
  const values = slotValues(form);
  const checked = slotInput(values);
  if (!checked.ok) return staffFormRefusal<SlotValues | null>(checked.fieldErrors, values);
  try {
    const input = { id: params.slotId, ...checked.input };
    await runStaffOperation(context, request, UpdateWorkshopSlotDocument, { input });
    return redirectWithNotice(context, `${list}#tijdvak-${params.slotId}`, "tijdvak-gewijzigd");
  } catch (error) {
    return formFailure<SlotValues | null>(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Tijdvak wijzigen", matches[0].loaderData);
}

export default function EditWorkshopSlot({ loaderData, actionData }: Route.ComponentProps) {
  const { event, slot } = loaderData;
  const hasRegistrations = slot.workshops.some((workshop) => workshop.registeredCount > 0);
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
      <h1 className={`${headingStyles.page} mt-4`}>Tijdvak wijzigen</h1>
      <p className="mt-2 text-slate-800">
        {event.name}, tijdvak {slotLabel(slot)}
      </p>
      <SlotForm
        values={saveFailure?.values ?? slotFormValues(slot)}
        failure={saveFailure}
        submitLabel="Wijzigingen opslaan"
      />
      <section aria-labelledby="verwijderen" className="mt-12">
        <h2 id="verwijderen" className={headingStyles.card}>
          Tijdvak verwijderen
        </h2>
        <p className="mt-2 text-slate-800">
          {slot.workshops.length === 0
            ? "Dit tijdvak heeft geen workshops."
            : `Met het tijdvak verdwijnen ook de workshops erin: ${slot.workshops.map((workshop) => workshop.name).join(", ")}.`}
        </p>
        <DeleteForm
          label="Tijdvak verwijderen"
          failure={deleteFailure}
          blockedBecause={
            hasRegistrations
              ? "Workshops in dit tijdvak hebben aanmeldingen; daarom kan het tijdvak niet worden verwijderd."
              : null
          }
        />
      </section>
    </>
  );
}
