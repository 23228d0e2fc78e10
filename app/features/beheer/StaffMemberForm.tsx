import { useNavigation } from "react-router";
import { PasskeyCheckedForm } from "./passkeys/PasskeyCheckStep.tsx";
import { buttonStyles } from "../../lib/styles.ts";
import { ROLE_LABELS, STAFF_ROLES } from "../../../common/staff-roles.ts";
import { staffMemberSchema } from "../../../common/validation/staff.ts";
import { staffFields } from "./field-definitions.ts";
import { StaffCheckbox, StaffCheckboxGroup, StaffTextField } from "./fields.tsx";
import { StaffFormErrors } from "./StaffFormErrors.tsx";

export type StaffMemberValues = { email: string; name: string; roles: string[]; active: boolean };

const ROLE_HINTS: Record<string, string> = {
  beheerder: "Alles, ook medewerkers en het logboek.",
  redacteur: "Evenementen, workshops, cursussen, vrienden en vacatures.",
  financien: "Bestellingen, facturen, terugbetalingen en exports.",
  balie: "Inchecken bij de deur.",
};

const FIELDS = staffFields(staffMemberSchema.shape, { name: "Naam", email: "E-mailadres" });

/** The values a staff-member form posted. */
export function staffMemberValues(form: FormData): StaffMemberValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    email: text("email"),
    name: text("name"),
    roles: form.getAll("rollen").filter((value): value is string => typeof value === "string"),
    active: text("actief") === "ja",
  };
}

export function StaffMemberForm({
  values,
  failure,
  submitLabel,
  withActive,
}: {
  values: StaffMemberValues;
  failure: { message: string; fieldErrors: Readonly<Record<string, string>>; passkeyCheck?: boolean } | undefined;
  submitLabel: string;
  withActive: boolean;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <PasskeyCheckedForm
      needsCheck={failure?.passkeyCheck ?? false}
      method="post"
      noValidate
      className="mt-8 max-w-2xl space-y-6"
    >
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <StaffTextField {...FIELDS.name} defaultValue={values.name} error={errors.name} maxLength={100} />
      <StaffTextField {...FIELDS.email} type="email" defaultValue={values.email} error={errors.email} />
      <StaffCheckboxGroup
        name="rollen"
        legend="Rollen"
        options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role], hint: ROLE_HINTS[role] ?? "" }))}
        checked={values.roles}
        error={errors.roles}
      />
      {withActive && (
        <StaffCheckbox
          name="actief"
          label="Actief"
          hint="Wie niet actief is, kan niet inloggen; lopende sessies eindigen direct."
          defaultChecked={values.active}
        />
      )}
      {!withActive && <input type="hidden" name="actief" value="ja" />}
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </PasskeyCheckedForm>
  );
}
