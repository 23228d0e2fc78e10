/**
 * A back-office form's fields as one definition each: the label shown beside the field and in the error summary,
 * and whether it may stay empty. That last one is not typed per form: it is what the field's rule in the shared
 * schema (common/validation) says, so "(optioneel)" never stands beside a field the API requires.
 */
import type { z } from "zod";

export type StaffFieldDefinition = { name: string; label: string; optional: boolean };

/** Whether a field's rule takes an empty post (a field left empty, or not sent at all). */
function acceptsEmpty(rule: z.ZodType): boolean {
  return rule.safeParse("").success || rule.safeParse(undefined).success;
}

/** The fields of a form: each name's label, and its rule from the schema's shape (fields without a label left out). */
export function staffFields<Name extends string>(
  rules: Readonly<Record<NoInfer<Name>, z.ZodType>>,
  labels: Readonly<Record<Name, string>>,
): Record<Name, StaffFieldDefinition> {
  const names = Object.keys(labels) as Name[];
  return Object.fromEntries(
    names.map((name) => [name, { name, label: labels[name], optional: acceptsEmpty(rules[name]) }]),
  ) as unknown as Record<Name, StaffFieldDefinition>;
}

/**
 * A field of one row's form, on a page with a form per row (each ticket's holder, each invoice's payment, each
 * certificate's name): named after the row, so it is unique on the page and the error summary leads to it.
 */
export function rowFieldName(rowId: string, field: string): string {
  return `${rowId}.${field}`;
}

/** A form's field definitions for one row's copy of it, each named by rowFieldName. */
export function rowFields<Name extends string>(
  definitions: Readonly<Record<Name, StaffFieldDefinition>>,
  rowId: string,
): Record<Name, StaffFieldDefinition> {
  const entries = (Object.entries(definitions) as [Name, StaffFieldDefinition][]).map(
    ([field, definition]) => [field, { ...definition, name: rowFieldName(rowId, field) }] as const,
  );
  return Object.fromEntries(entries) as Record<Name, StaffFieldDefinition>;
}
