/**
 * The one path of a back-office form from what was posted to the API's input: the posted text goes through the
 * form's shared schema in common/validation (the rules the API checks too), which reads what staff typed (a moment
 * in Amsterdam time, an amount with a comma, a whole number) into the typed input. What the schema refuses comes
 * back as each field's Dutch message, before the API is asked; what only the API knows (the database) still comes
 * back through formFailure.
 */
import { data } from "react-router";
import type { z } from "zod";
import { checkDetails } from "../../../common/validation/field-errors.ts";
import type { FormFailure } from "./form-outcome.ts";

/** Above a form the schema refused; each field's own message is beside it and in the error summary. */
const CHECK_FIELDS_MESSAGE = "Controleer de gemarkeerde velden.";

type StaffFormParse<Input> = { ok: true; input: Input } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Every field of a posted form as text, by name; a file (a tampered form posting multipart data) counts as empty.
 * A field posted twice counts by its first copy, as FormData.get (and so the form shown again) reads it.
 */
export function postedText(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form)
    if (!Object.hasOwn(fields, name)) fields[name] = typeof value === "string" ? value : "";
  return fields;
}

/**
 * A posted form read by its schema: the typed input, or every wrong field's message (keyed by the field's path,
 * `instructors.0.name` for a row). `posted` is the form itself, or its values already gathered (rows, checkboxes).
 */
export function parseStaffForm<Schema extends z.ZodType<unknown, object>>(
  posted: FormData | Readonly<Record<string, unknown>>,
  schema: Schema,
): StaffFormParse<z.output<Schema>> {
  const checked = checkDetails(schema, posted instanceof FormData ? postedText(posted) : posted);
  if (checked.ok) return { ok: true, input: checked.details };
  return { ok: false, fieldErrors: checked.errors as Record<string, string> };
}

/** The form again after its schema refused it, as formFailure answers the API's refusals: 400, values and errors. */
export function staffFormRefusal<Values>(fieldErrors: Readonly<Record<string, string>>, values: Values) {
  const failure: FormFailure<Values> = { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors, values };
  return data(failure, { status: 400 });
}
