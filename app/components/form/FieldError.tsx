import { errorTextStyle } from "./form-styles.ts";

/** A field's error, with 'Fout:' for screen readers; nothing when there is none. Its id goes in aria-describedby. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={errorTextStyle}>
      <span className="sr-only">Fout: </span>
      {message}
    </p>
  );
}
