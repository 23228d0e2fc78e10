/**
 * For a loader (on the server): a page's stored content as its form shows it, phone numbers written the Dutch
 * way (the phone library stays out of the browser's bundle) and lines one per line.
 */
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import { formatPhoneNumber } from "../../../../common/validation/phone.ts";
import { isGroup, PAGE_FORMS, type FieldSpec } from "./page-form-spec.ts";
import type { PageFormValues, Row } from "./page-form-values.ts";

export function storedValues(key: SitePageKeyValue, content: Readonly<Record<string, unknown>> | null): PageFormValues {
  const values: PageFormValues = {};
  for (const item of PAGE_FORMS[key]) {
    const stored = content?.[item.name];
    if (!isGroup(item)) {
      values[item.name] = shown(item, stored);
      continue;
    }
    const rows = Array.isArray(stored) ? (stored as Readonly<Record<string, unknown>>[]) : [];
    values[item.name] = rows.map((row): Row =>
      Object.fromEntries(item.fields.map((field) => [field.name, shown(field, row[field.name])])),
    );
  }
  return values;
}

function shown(field: FieldSpec, stored: unknown): string {
  if (Array.isArray(stored)) return stored.filter((line) => typeof line === "string").join("\n");
  if (typeof stored !== "string") return "";
  return field.kind === "phone" && stored ? formatPhoneNumber(stored) : stored;
}
