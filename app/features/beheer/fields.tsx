/**
 * The back office's form fields: plain, uncontrolled inputs that post without JavaScript, with the public forms'
 * look and error style (label, hint, the error between label and input, aria-invalid and aria-describedby).
 * A page passes each field the value to show and the error the API gave for it (ApiError.fieldErrors).
 */
import { FieldError } from "../../components/form/FieldError.tsx";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";

export type FieldBase = {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Not required. "unmarked": without "(optioneel)" after the label, for a list's filters, optional by nature. */
  optional?: boolean | "unmarked";
};

export function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-fout` : null].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: FieldBase["optional"] }) {
  return (
    <label htmlFor={id} className={labelStyle}>
      {label}
      {optional === true && <span className="font-normal text-slate-700"> (optioneel)</span>}
    </label>
  );
}

export function HintAndError({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintStyle}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-fout`} message={error} />
    </>
  );
}

export const fieldId = (name: string) => `veld-${name.replace(/[^\w-]/g, "-")}`;

export function StaffTextField({
  type = "text",
  defaultValue,
  autoComplete = "off",
  maxLength,
  step,
  min,
  ...field
}: FieldBase & {
  type?: "text" | "email" | "url" | "number" | "datetime-local" | "date";
  defaultValue: string | number | null | undefined;
  autoComplete?: string;
  maxLength?: number;
  step?: string;
  min?: string;
}) {
  const id = fieldId(field.name);
  return (
    <div>
      <Label id={id} label={field.label} optional={field.optional} />
      <HintAndError id={id} hint={field.hint} error={field.error} />
      <input
        id={id}
        name={field.name}
        type={type}
        defaultValue={defaultValue ?? ""}
        autoComplete={autoComplete}
        required={!field.optional}
        maxLength={maxLength}
        step={step}
        min={min}
        spellCheck={type === "email" || type === "url" ? false : undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, field.hint, field.error)}
        className={`${inputStyle} ${inputBorder(Boolean(field.error))}`}
      />
    </div>
  );
}

export function StaffTextArea({
  defaultValue,
  rows = 6,
  maxLength,
  ...field
}: FieldBase & { defaultValue: string | null | undefined; rows?: number; maxLength?: number }) {
  const id = fieldId(field.name);
  return (
    <div>
      <Label id={id} label={field.label} optional={field.optional} />
      <HintAndError id={id} hint={field.hint} error={field.error} />
      <textarea
        id={id}
        name={field.name}
        rows={rows}
        defaultValue={defaultValue ?? ""}
        required={!field.optional}
        maxLength={maxLength}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, field.hint, field.error)}
        className={`${inputStyle} ${inputBorder(Boolean(field.error))}`}
      />
    </div>
  );
}

export function StaffSelect({
  defaultValue,
  options,
  ...field
}: FieldBase & { defaultValue: string | null | undefined; options: readonly { value: string; label: string }[] }) {
  const id = fieldId(field.name);
  return (
    <div>
      <Label id={id} label={field.label} optional={field.optional} />
      <HintAndError id={id} hint={field.hint} error={field.error} />
      <select
        id={id}
        name={field.name}
        defaultValue={defaultValue ?? ""}
        required={!field.optional}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, field.hint, field.error)}
        className={`${inputStyle} ${inputBorder(Boolean(field.error))}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One yes/no choice; posts `value` when ticked, nothing otherwise. */
export function StaffCheckbox({
  name,
  label,
  hint,
  defaultChecked,
  value = "ja",
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
  value?: string;
}) {
  const id = `${fieldId(name)}-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className={hintStyle}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A group of checkboxes under one legend (e.g. roles), with the group's error. */
export function StaffCheckboxGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  checked: readonly string[];
  error?: string | undefined;
}) {
  const id = fieldId(name);
  return (
    <fieldset aria-describedby={error ? `${id}-fout` : undefined}>
      <legend className={labelStyle}>{legend}</legend>
      <FieldError id={`${id}-fout`} message={error} />
      <div className="mt-2 space-y-3">
        {options.map((option) => (
          <StaffCheckbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            {...(option.hint ? { hint: option.hint } : {})}
            defaultChecked={checked.includes(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
