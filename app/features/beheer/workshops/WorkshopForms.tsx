import { Form, useNavigation } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles } from "../../../lib/styles.ts";
import { toAmsterdamLocalInput } from "../../../../common/format/amsterdam-input.ts";
import { WORKSHOP_LIMITS } from "../../../../common/validation/workshops.ts";
import { StaffTextArea, StaffTextField } from "../fields.tsx";
import type { SlotValues, WorkshopValues } from "./workshop-form-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const AMSTERDAM_HINT = "Datum en tijd in Nederlandse tijd.";

/** A slot's start and end as the datetime-local inputs show them. */
export function slotFormValues(slot: { startsAt: string; endsAt: string }): SlotValues {
  return { startsAt: toAmsterdamLocalInput(slot.startsAt), endsAt: toAmsterdamLocalInput(slot.endsAt) };
}

export function workshopFormValues(workshop: {
  name: string;
  description: string;
  speaker: string;
  room: string;
  capacity: number;
  sortOrder: number;
}): WorkshopValues {
  return { ...workshop, capacity: String(workshop.capacity), sortOrder: String(workshop.sortOrder) };
}

function useSending(): boolean {
  return useNavigation().state === "submitting";
}

/** Start and end of a time slot; posts `intent=save-slot`. */
export function SlotForm({
  values,
  failure,
  submitLabel,
}: {
  values: SlotValues;
  failure: Failure;
  submitLabel: string;
}) {
  const sending = useSending();
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-4 max-w-2xl space-y-6">
      {failure && <ErrorBox title="Niet opgeslagen">{failure.message}</ErrorBox>}
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          type="datetime-local"
          name="startsAt"
          label="Begin"
          hint={AMSTERDAM_HINT}
          defaultValue={values.startsAt}
          error={errors.startsAt}
        />
        <StaffTextField
          type="datetime-local"
          name="endsAt"
          label="Einde"
          hint={AMSTERDAM_HINT}
          defaultValue={values.endsAt}
          error={errors.endsAt}
        />
      </div>
      <button type="submit" name="intent" value="save-slot" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}

/** Every field of a workshop; posts `intent=save-workshop`. */
export function WorkshopForm({
  values,
  failure,
  submitLabel,
}: {
  values: WorkshopValues;
  failure: Failure;
  submitLabel: string;
}) {
  const sending = useSending();
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-8 max-w-2xl space-y-6">
      {failure && <ErrorBox title="Niet opgeslagen">{failure.message}</ErrorBox>}
      <StaffTextField
        name="name"
        label="Naam"
        defaultValue={values.name}
        error={errors.name}
        maxLength={WORKSHOP_LIMITS.name}
      />
      <StaffTextField
        name="speaker"
        label="Spreker"
        hint="Bijvoorbeeld: dr. A. de Vries (FPC De Waterlinie). Staat in het programmaboekje en bij de aanmelding."
        optional
        defaultValue={values.speaker}
        error={errors.speaker}
        maxLength={WORKSHOP_LIMITS.speaker}
      />
      <StaffTextArea
        name="description"
        label="Beschrijving"
        hint="Platte tekst; een lege regel begint een nieuwe alinea."
        optional
        defaultValue={values.description}
        error={errors.description}
        maxLength={WORKSHOP_LIMITS.description}
      />
      <StaffTextField
        name="room"
        label="Zaal"
        hint="Bijvoorbeeld: Zaal 2."
        optional
        defaultValue={values.room}
        error={errors.room}
        maxLength={WORKSHOP_LIMITS.room}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          type="number"
          name="capacity"
          label="Capaciteit"
          hint="Aantal plaatsen; nooit lager dan het aantal aanmeldingen."
          defaultValue={values.capacity}
          error={errors.capacity}
          min="0"
          step="1"
        />
        <StaffTextField
          type="number"
          name="sortOrder"
          label="Volgorde"
          hint="Lagere nummers staan eerder in het tijdvak."
          optional
          defaultValue={values.sortOrder}
          error={errors.sortOrder}
          min="0"
          step="1"
        />
      </div>
      <button type="submit" name="intent" value="save-workshop" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}

/**
 * A delete button in a form of its own (`intent=delete`). While something holds it (registrations), the reason
 * shows instead: the API would refuse anyway.
 */
export function DeleteForm({
  label,
  blockedBecause,
  failure,
}: {
  label: string;
  blockedBecause: string | null;
  failure?: string | undefined;
}) {
  const sending = useSending();
  if (blockedBecause) return <p className="mt-4 text-slate-700">{blockedBecause}</p>;
  return (
    <Form method="post" className="mt-4 space-y-4">
      {failure && <ErrorBox title="Niet verwijderd">{failure}</ErrorBox>}
      <button type="submit" name="intent" value="delete" disabled={sending} className={buttonStyles.secondary}>
        {label}
      </button>
    </Form>
  );
}
