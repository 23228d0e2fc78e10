import { Form, useNavigation } from "react-router";
import { REGISTER_LIMITS, typedRegisterSchema } from "../../../../common/validation/registers.ts";
import {
  REGISTER_NUMBER_FORMAT_LABELS,
  REGISTER_NUMBER_FORMATS,
  REGISTER_REPORTING_CHANNEL_LABELS,
  REGISTER_REPORTING_CHANNELS,
} from "../../../../common/vocabulary/registers.ts";
import { buttonStyles } from "../../../lib/styles.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffCheckbox, StaffSelect, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";

export const REGISTER_FORM_FIELDS = [
  "name",
  "peOnlinePrefix",
  "numberFormat",
  "numberMinLength",
  "numberMaxLength",
  "reportingChannel",
  "sortOrder",
] as const;
/** The form as typed (text), and the checkbox. */
export type RegisterValues = Record<(typeof REGISTER_FORM_FIELDS)[number], string> & { active: boolean };

const FIELDS = staffFields(typedRegisterSchema.in.shape, {
  name: "Naam",
  peOnlinePrefix: "Voorvoegsel in PE-online",
  numberFormat: "Opbouw van het nummer",
  numberMinLength: "Kortste nummer (tekens)",
  numberMaxLength: "Langste nummer (tekens)",
  reportingChannel: "Aanwezigheid doorgeven via",
  sortOrder: "Volgorde",
});

const FORMAT_OPTIONS = REGISTER_NUMBER_FORMATS.map((value) => ({ value, label: REGISTER_NUMBER_FORMAT_LABELS[value] }));
const CHANNEL_OPTIONS = REGISTER_REPORTING_CHANNELS.map((value) => ({
  value,
  label: REGISTER_REPORTING_CHANNEL_LABELS[value],
}));

/** A register's editable fields (its code stays): as stored, or as typed after a refused save. */
export function RegisterForm({
  values,
  failure,
}: {
  values: RegisterValues;
  failure: { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-8 max-w-2xl space-y-6">
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <StaffTextField
        {...FIELDS.name}
        defaultValue={values.name}
        error={errors.name}
        maxLength={REGISTER_LIMITS.name}
      />
      <StaffTextField
        {...FIELDS.peOnlinePrefix}
        hint="Zoals PE-online het voor het nummer zet, zonder streepje: NIP voor NIP-00123456. Leeg: alleen het nummer."
        defaultValue={values.peOnlinePrefix}
        error={errors.peOnlinePrefix}
        maxLength={REGISTER_LIMITS.prefix + 1}
      />
      <StaffSelect
        {...FIELDS.numberFormat}
        hint="Een BIG-nummer heeft altijd 11 cijfers; de lengtes hieronder gelden dan niet."
        defaultValue={values.numberFormat}
        options={FORMAT_OPTIONS}
        error={errors.numberFormat}
      />
      <StaffTextField
        {...FIELDS.numberMinLength}
        defaultValue={values.numberMinLength}
        error={errors.numberMinLength}
        maxLength={2}
      />
      <StaffTextField
        {...FIELDS.numberMaxLength}
        defaultValue={values.numberMaxLength}
        error={errors.numberMaxLength}
        maxLength={2}
      />
      <StaffSelect
        {...FIELDS.reportingChannel}
        defaultValue={values.reportingChannel}
        options={CHANNEL_OPTIONS}
        error={errors.reportingChannel}
      />
      <StaffTextField
        {...FIELDS.sortOrder}
        hint="Lager staat eerder, in deze lijst en in de formulieren."
        defaultValue={values.sortOrder}
        error={errors.sortOrder}
        maxLength={4}
      />
      <StaffCheckbox
        name="active"
        label="Actief"
        hint="Alleen actieve registers kun je kiezen bij een accreditatie."
        defaultChecked={values.active}
      />
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : "Wijzigingen opslaan"}
      </button>
    </Form>
  );
}
