/**
 * The fields of a page's form as the error summary names them, and whether each may stay empty: read from the
 * page's schema (common/validation/site-pages.ts), so '(optioneel)' stands only where the API lets a field be empty.
 */
import type { z } from "zod";
import { SITE_PAGE_SCHEMAS } from "../../../../common/validation/site-pages.ts";
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import type { StaffFieldDefinition } from "../field-definitions.ts";
import { isGroup, PAGE_FORMS, rowFieldName, type GroupSpec } from "./page-form-spec.ts";

type Shape = Readonly<Record<string, z.ZodType>>;

function acceptsEmpty(rule: z.ZodType | undefined): boolean {
  return rule !== undefined && (rule.safeParse("").success || rule.safeParse(undefined).success);
}

const shapeOf = (key: SitePageKeyValue): Shape => (SITE_PAGE_SCHEMAS[key] as unknown as z.ZodObject).shape as Shape;

function rowShape(key: SitePageKeyValue, group: GroupSpec): Shape {
  const rows = shapeOf(key)[group.name] as unknown as z.ZodArray<z.ZodObject>;
  return rows.element.shape as Shape;
}

/** Whether each field of the page (by its posted name without a row: 'email', 'boardMembers.name') may stay empty. */
export function optionalFields(key: SitePageKeyValue): Readonly<Record<string, boolean>> {
  const optional: Record<string, boolean> = {};
  for (const item of PAGE_FORMS[key]) {
    if (!isGroup(item)) optional[item.name] = acceptsEmpty(shapeOf(key)[item.name]);
    else
      for (const field of item.fields)
        optional[`${item.name}.${field.name}`] = acceptsEmpty(rowShape(key, item)[field.name]);
  }
  return optional;
}

/** The page's own fields, by the key of their errors (a field of lines also takes its lines' errors: locate). */
export function pageFieldDefinitions(key: SitePageKeyValue): Record<string, StaffFieldDefinition> {
  const optional = optionalFields(key);
  return Object.fromEntries(
    PAGE_FORMS[key].map((item) => [
      item.name,
      { name: item.name, label: item.label, optional: !isGroup(item) && (optional[item.name] ?? false) },
    ]),
  );
}

/** The field an error of a row or a line is about: 'boardMembers.2.name' is 'Bestuurslid 3: Naam'. */
export function locateField(key: SitePageKeyValue, errorKey: string): StaffFieldDefinition | null {
  const match = /^(\w+)\.(\d+)(?:\.(\w+))?$/.exec(errorKey);
  if (!match) return null;
  const [, name = "", position = "0", fieldName] = match;
  const item = PAGE_FORMS[key].find((found) => found.name === name);
  if (!item) return null;
  if (!isGroup(item)) return { name: item.name, label: item.label, optional: false };
  const field = item.fields.find((found) => found.name === fieldName);
  if (!field) return null;
  const index = Number(position);
  return {
    name: rowFieldName(item.name, index, field.name),
    label: `${item.itemLabel} ${index + 1}: ${field.label}`,
    optional: false,
  };
}
