import { TextField } from "../../components/form/TextField.tsx";
import { registrationNumberFieldName } from "../../../common/validation/registration-number-fields.ts";
import { registrationNumberLabel, type RegisterNumberRules } from "../../../common/validation/registration-numbers.ts";
import { ENROLLMENT_IDS, type useEnrollmentForm } from "./use-enrollment-form.ts";

export type AskedRegister = RegisterNumberRules & { numberHint: string };

/**
 * One optional field per register of the course's accreditation ('BIG-nummer (optioneel)'), with the register's
 * format as hint; only who needs accreditation points fills them in. None when the course is not accredited.
 */
export function RegistrationNumberFields({
  registers,
  form,
}: {
  registers: readonly AskedRegister[];
  form: ReturnType<typeof useEnrollmentForm>;
}) {
  if (registers.length === 0) return null;
  return (
    <fieldset className="space-y-5">
      <legend className="font-semibold text-brand-900">Accreditatiepunten</legend>
      <p className="text-slate-700">Heb je accreditatiepunten nodig? Vul dan je registratienummer in.</p>
      {registers.map((register) => {
        const name = registrationNumberFieldName(register.code);
        return (
          <TextField
            key={register.code}
            id={ENROLLMENT_IDS.numberField(register.code)}
            field={{
              name,
              label: registrationNumberLabel(register),
              autoComplete: "off",
              hint: register.numberHint,
              optional: true,
            }}
            value={form.values.registrationNumbers[register.code] ?? ""}
            error={form.errors[name]}
            onChange={(value) => form.setNumber(register.code, value)}
            onBlur={() => form.touch(name)}
          />
        );
      })}
    </fieldset>
  );
}
