/**
 * Reading the content forms' posts (organisations, friends, vacancies) back into the form: text stays as typed. The
 * forms' schemas in common/validation/content.ts read them into the API's input.
 */
import type { UploadedImage } from "../../../../common/media-upload.ts";

/** Every text field of a post by name; a file or a missing field reads as empty. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
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
