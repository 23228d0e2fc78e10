import { FieldError } from "./FieldError.tsx";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "./form-styles.ts";

/** How a text field is shown: its Dutch label and what the browser may fill in (WCAG 1.3.5). */
export type TextFieldConfig = {
  name: string;
  label: string;
  autoComplete: string;
  type?: "text" | "email" | "tel";
  hint?: string;
  /** Half width from the small breakpoint up, so pairs like first and last name sit side by side. */
  half?: boolean;
  /** Not required; the label then says '(optioneel)'. */
  optional?: boolean;
};

type TextFieldProps = {
  /** The input's element id; the hint and error ids derive from it. */
  id: string;
  field: TextFieldConfig;
  value: string;
  /** Shown only once the field was left or its form submitted; linked to the input for screen readers. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** A labelled text input with an optional hint and its error between label and input. */
export function TextField({ id, field, value, error, onChange, onBlur }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-fout`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    // A column, with the input at the bottom: side by side, two inputs stay level when only one has an error.
    <div className={`flex flex-col ${field.half ? "sm:col-span-1" : "sm:col-span-2"}`}>
      <label htmlFor={id} className={labelStyle}>
        {field.label}
        {field.optional && <span className="font-normal text-slate-700"> (optioneel)</span>}
      </label>
      {field.hint && (
        <p id={hintId} className={hintStyle}>
          {field.hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      <div className="sm:mt-auto">
        <input
          id={id}
          name={field.name}
          type={field.type ?? "text"}
          autoComplete={field.autoComplete}
          spellCheck={field.type === "email" ? false : undefined}
          required={!field.optional}
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
