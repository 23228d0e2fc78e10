/**
 * Reading the content forms' posts (organisations, friends, vacancies). Text stays as typed (the API checks and
 * normalises it); a number field that holds no number is refused here, in Dutch, because the API's Int and Float
 * cannot even carry it.
 */
import type { UploadedImage } from "../../../../common/media-upload.ts";

/** Every text field of a post by name; a file or a missing field reads as empty. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

type TypedNumber = { ok: true; value: number | null } | { ok: false };

/**
 * A number as staff type it: empty is null; '3100', '3100,50' and '3100.50' are numbers; '3.100,50' (a thousands
 * separator) and anything else is not, since guessing would store the wrong amount.
 */
function typedNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (!/^\d{1,9}([.,]\d{1,6})?$/.test(trimmed)) return { ok: false };
  return { ok: true, value: Number(trimmed.replace(",", ".")) };
}

/** The field errors of number fields that hold no number. */
export function numberErrors(fields: Record<string, { text: string; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, { text, message }] of Object.entries(fields)) {
    if (!typedNumber(text).ok) errors[name] = message;
  }
  return errors;
}

/** A number field's value for the API, once numberErrors found nothing wrong. */
export function numberOrNull(text: string): number | null {
  const typed = typedNumber(text);
  return typed.ok ? typed.value : null;
}

/** The first error of a list's items (contactPhones.0, contactPhones.1 ...) under the list's own name. */
export function withListErrors(fieldErrors: Readonly<Record<string, string>>, list: string): Record<string, string> {
  const errors: Record<string, string> = { ...fieldErrors };
  const itemError = Object.entries(fieldErrors).find(([field]) => field.startsWith(`${list}.`));
  if (itemError && !errors[list]) errors[list] = itemError[1];
  return errors;
}

/** The values with a logo just uploaded in place of the logo URL typed. */
export function withUploadedLogo<Values extends { logoUrl: string }>(
  values: Values,
  image: UploadedImage | null,
): Values {
  return image ? { ...values, logoUrl: image.url } : values;
}
