import { z } from "zod";

/** One message per wrong field, keyed by the field's name: what a form shows beside each field. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The first message of every wrong field, in the order the schema found them: the forms show it beside the
 * field, the API answers it in `fieldErrors` and names the first field. A nested field is keyed by its dotted
 * path (`purchaseInformation.billingInformation.email`), an issue with the input as a whole by "".
 */
export function firstErrorPerField(error: z.core.$ZodError): Record<string, string> {
  // z.flattenError groups by the first step of the path only; keyed by the whole path, nested fields stay apart.
  const byWholePath = { issues: error.issues.map((issue) => ({ ...issue, path: [issue.path.join(".")] })) };
  const { fieldErrors } = z.flattenError(byWholePath as z.core.$ZodError<Record<string, unknown>>);
  const firsts: Record<string, string> = {};
  for (const [field, [first] = []] of Object.entries(fieldErrors)) if (first !== undefined) firsts[field] = first;
  return firsts;
}

/** A form's values checked with its schema: the details as the API takes them, or every wrong field's message. */
export type DetailsCheck<Details, Field extends string> =
  { ok: true; details: Details } | { ok: false; errors: FieldErrors<Field> };

/** Checks a form's values with its schema in common/validation/, the same in the browser and the route action. */
export function checkDetails<Schema extends z.ZodType<unknown, object>>(
  schema: Schema,
  values: unknown,
): DetailsCheck<z.output<Schema>, keyof z.input<Schema> & string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, details: parsed.data };
  // A form's schema is flat, so every key is one of its fields.
  return { ok: false, errors: firstErrorPerField(parsed.error) as FieldErrors<keyof z.input<Schema> & string> };
}
