import type { DetailFieldConfig } from "./detail-fields.ts";
import { errorTextStyle, hintStyle, inputBorder, inputStyle, labelStyle } from "./form-styles.ts";
import { fieldId } from "./purchase-form.ts";

type TextFieldProps = {
  field: DetailFieldConfig;
  value: string;
  /** Shown only once the field was left or its step submitted; linked to the input for screen readers. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** A labelled, required text input with an optional hint and its error between label and input. */
export function TextField({ field, value, error, onChange, onBlur }: TextFieldProps) {
  const id = fieldId(field.name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-fout`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    // A column, with the input at the bottom: side by side, two inputs stay level when only one has an error.
    <div className={`flex flex-col ${field.half ? "sm:col-span-1" : "sm:col-span-2"}`}>
      <label htmlFor={id} className={labelStyle}>
        {field.label}
      </label>
      {field.hint && (
        <p id={hintId} className={hintStyle}>
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorTextStyle}>
          <span className="sr-only">Fout: </span>
          {error}
        </p>
      )}
      <div className="sm:mt-auto">
        <input
          id={id}
          name={field.name}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete}
          spellCheck={field.type === "email" ? false : undefined}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputStyle} ${inputBorder(Boolean(error))}`}
        />
      </div>
    </div>
  );
}
