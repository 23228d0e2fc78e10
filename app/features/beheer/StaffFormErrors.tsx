import { ErrorBox } from "../../components/ErrorBox.tsx";
import { ErrorSummary, type SummaryEntry } from "../../components/form/ErrorSummary.tsx";
import type { StaffFieldDefinition } from "./field-definitions.ts";
import { fieldId } from "./fields.tsx";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> };

/**
 * What every back-office form shows above its fields after a refused save: the reason, and each wrong field by its
 * label with its message, linked to the field. `fields` names the form's fields by the key of their error (what
 * parseStaffForm and the API answer); `locate` finds the fields a form repeats (rows), whose keys carry an index.
 */
export function StaffFormErrors({
  failure,
  title = "Niet opgeslagen",
  fields,
  locate,
}: {
  failure: Failure | null | undefined;
  title?: string;
  fields: Readonly<Record<string, StaffFieldDefinition>>;
  locate?: (errorKey: string) => StaffFieldDefinition | null;
}) {
  if (!failure) return null;
  const entries: SummaryEntry[] = Object.entries(failure.fieldErrors).flatMap(([key, message]) => {
    const field = Object.hasOwn(fields, key) ? fields[key]! : (locate?.(key) ?? null);
    return field ? [{ field: field.name, text: `${field.label}: ${message}` }] : [];
  });
  return (
    <div className="space-y-4">
      <ErrorBox title={title}>{failure.message}</ErrorBox>
      <ErrorSummary id="formulier-fouten" entries={entries} fieldId={fieldId} />
    </div>
  );
}
