import { Link, redirect } from "react-router";
import type { Route } from "./+types/event-new.ts";
import { EventForm } from "../../features/beheer/events/EventForm.tsx";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import {
  eventFormValues,
  eventInput,
  withEventImage,
  NEW_EVENT_VALUES,
} from "../../features/beheer/events/event-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateEventDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS, staffEventPath } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("events.manage");

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(context, request);
  const upload = await optionalImageUpload(context, request, form, "EVENT_IMAGE");
  if (!upload.ok) return uploadFailure(upload, eventFormValues(form));
  const values = withEventImage(eventFormValues(form), upload.image);
  try {
    const { createEvent } = await runStaffOperation(context, request, CreateEventDocument, {
      input: eventInput(values),
    });
    // On to the event's page, where its ticket types are added.
    return redirect(staffEventPath(createEvent.event.id));
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Evenement toevoegen", matches[0].loaderData);
}

export default function NewEvent({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.events} className={textLinkStyle}>
          ← Evenementen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Evenement toevoegen</h1>
      <p className="mt-3 text-slate-700">
        Een nieuw evenement is een concept tot je het zichtbaar maakt. Tickettypes voeg je toe na het opslaan.
      </p>
      <EventForm values={actionData?.values ?? NEW_EVENT_VALUES} failure={actionData} submitLabel="Evenement opslaan" />
    </>
  );
}
