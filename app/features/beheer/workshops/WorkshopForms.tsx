import { Form, useNavigation } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles } from "../../../lib/styles.ts";
import { toAmsterdamLocalInput } from "../../../../common/format/amsterdam-input.ts";
import {
  WORKSHOP_LIMITS,
  workshopFormSchema,
  workshopSlotFormSchema,
} from "../../../../common/validation/workshops.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { StaffTextArea, StaffTextField } from "../fields.tsx";
import type { SlotValues, WorkshopValues } from "./workshop-form-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const AMSTERDAM_HINT = "Datum en tijd in Nederlandse tijd.";

const SLOT_FIELDS = staffFields(workshopSlotFormSchema.shape, { startsAt: "Begin", endsAt: "Einde" });

const WORKSHOP_FIELDS = staffFields(workshopFormSchema.shape, {
  name: "Naam",
  speaker: "Spreker",
  description: "Beschrijving",
  room: "Zaal",
  capacity: "Capaciteit",
  sortOrder: "Volgorde",
});

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
      <StaffFormErrors failure={failure} fields={SLOT_FIELDS} />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          type="datetime-local"
          {...SLOT_FIELDS.startsAt}
          hint={AMSTERDAM_HINT}
          defaultValue={values.startsAt}
          error={errors.startsAt}
        />
        <StaffTextField
          type="datetime-local"
          {...SLOT_FIELDS.endsAt}
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
      <StaffFormErrors failure={failure} fields={WORKSHOP_FIELDS} />
      <StaffTextField
        {...WORKSHOP_FIELDS.name}
        defaultValue={values.name}
        error={errors.name}
        maxLength={WORKSHOP_LIMITS.name}
      />
      <StaffTextField
        {...WORKSHOP_FIELDS.speaker}
        hint="Bijvoorbeeld: dr. A. de Vries (FPC De Waterlinie). Staat in het programmaboekje en bij de aanmelding."
        defaultValue={values.speaker}
        error={errors.speaker}
        maxLength={WORKSHOP_LIMITS.speaker}
      />
      <StaffTextArea
        {...WORKSHOP_FIELDS.description}
        hint="Platte tekst; een lege regel begint een nieuwe alinea."
        defaultValue={values.description}
        error={errors.description}
        maxLength={WORKSHOP_LIMITS.description}
      />
      <StaffTextField
        {...WORKSHOP_FIELDS.room}
        hint="Bijvoorbeeld: Zaal 2."
        defaultValue={values.room}
        error={errors.room}
        maxLength={WORKSHOP_LIMITS.room}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <StaffTextField
          type="number"
          {...WORKSHOP_FIELDS.capacity}
          hint="Aantal plaatsen; nooit lager dan het aantal aanmeldingen."
          defaultValue={values.capacity}
          error={errors.capacity}
          min="0"
          step="1"
        />
        <StaffTextField
          type="number"
          {...WORKSHOP_FIELDS.sortOrder}
          hint="Lagere nummers staan eerder in het tijdvak."
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
