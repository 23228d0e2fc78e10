import { FieldError } from "../../components/form/FieldError.tsx";
import { Form } from "react-router";
import { inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import { buttonStyles } from "../../lib/styles.ts";
import { fieldIds, type DetailErrors, type DetailName, type DetailValues } from "./signup-view.ts";
import { StepHeading } from "./StepHeading.tsx";
import { PrivacyNotice } from "../../components/form/PrivacyNotice.tsx";

const FIELDS: { name: DetailName; label: string; type: string; autoComplete: string }[] = [
  { name: "firstName", label: "Voornaam", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Achternaam", type: "text", autoComplete: "family-name" },
  { name: "email", label: "E-mailadres", type: "email", autoComplete: "email" },
];

type Props = {
  code: string;
  values: DetailValues;
  errors: DetailErrors;
  onChange: (name: DetailName, value: string) => void;
  /** With JavaScript the step is checked in the browser; without it the form posts to the route action. */
  onSubmit?: () => void;
};

/** Step 2: first name, last name and e-mail, all required. */
export function DetailsStep({ code, values, errors, onChange, onSubmit }: Props) {
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!onSubmit) return;
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-5"
    >
      <StepHeading>Persoonlijke details</StepHeading>
      <p className="text-slate-700">Met deze gegevens schrijven we je in voor de workshops.</p>
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="code" value={code} />
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = fieldIds[field.name];
          const error = errors[field.name];
          return (
            <div key={field.name} className={field.name === "email" ? "sm:col-span-2" : undefined}>
              <label htmlFor={id} className={labelStyle}>
                {field.label}
              </label>
              <FieldError id={`${id}-fout`} message={error} />
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                spellCheck={field.type === "email" ? false : undefined}
                required
                value={values[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-fout` : undefined}
                className={`${inputStyle} ${inputBorder(Boolean(error))}`}
              />
            </div>
          );
        })}
      </div>
      <PrivacyNotice />
      <button type="submit" className={buttonStyles.primary}>
        Volgende
      </button>
    </Form>
  );
}
