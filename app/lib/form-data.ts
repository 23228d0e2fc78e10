/**
 * A text field of a submitted form. A field that is missing, or that arrives as a file (a tampered form posting
 * multipart data), counts as empty, so the form's rules answer it like any other empty field.
 */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
