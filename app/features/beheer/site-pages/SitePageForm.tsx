/**
 * The editor of one site page, made from its description (page-form-spec.ts). Works without JavaScript: a group's
 * buttons (add, move, remove) post the form and the page shows it again with the change, not yet saved;
 * 'Opslaan als concept' saves the draft, 'Voorbeeld bekijken' saves it and shows it as visitors would see it,
 * 'Publiceren' saves it and puts it on the site.
 */
import { Form, useNavigation } from "react-router";
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import { buttonStyles } from "../../../lib/styles.ts";
import { fieldId, StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { RichTextField } from "../RichTextField.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { locateField, optionalFields, pageFieldDefinitions } from "./page-form-fields.ts";
import { isGroup, PAGE_FORMS, rowFieldName, type FieldSpec, type GroupSpec } from "./page-form-spec.ts";
import { rowsOf, textValue, type PageFormValues, type Row } from "./page-form-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | null | undefined;

/** A portrait the form can offer: one of the library's, or the one a member has now. */
export type PortraitChoice = { url: string; label: string };

const smallButton =
  "min-h-11 rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500";

type FieldContext = {
  errors: Readonly<Record<string, string>>;
  optional: Readonly<Record<string, boolean>>;
  portraits: readonly PortraitChoice[];
};

export function SitePageForm({
  pageKey,
  values,
  revision,
  failure,
  unsaved,
  portraits,
}: {
  pageKey: SitePageKeyValue;
  values: PageFormValues;
  /** The draft revision this form was opened on: a save over a colleague's newer draft is refused. */
  revision: number;
  failure: Failure;
  /** True after a group's edit: the form holds changes that are not saved yet. */
  unsaved: boolean;
  portraits: readonly PortraitChoice[];
}) {
  const sending = useNavigation().state === "submitting";
  const context: FieldContext = { errors: failure?.fieldErrors ?? {}, optional: optionalFields(pageKey), portraits };
  return (
    <Form method="post" noValidate className="mt-8 max-w-3xl space-y-8">
      {/* Enter in a text field presses the first submit button: this hidden "save" comes before the groups' buttons. */}
      <button type="submit" name="intent" value="opslaan" hidden tabIndex={-1} />
      <input type="hidden" name="revision" value={revision} />
      <StaffFormErrors
        failure={failure}
        fields={pageFieldDefinitions(pageKey)}
        locate={(key) => locateField(pageKey, key)}
      />
      {unsaved && (
        <p role="status" className="rounded-lg border-2 border-amber-600 bg-amber-50 px-5 py-4 font-semibold">
          De pagina is aangepast, maar nog niet opgeslagen.
        </p>
      )}
      {PAGE_FORMS[pageKey].map((item) =>
        isGroup(item) ? (
          <Group key={item.name} group={item} rows={rowsOf(values, item.name)} context={context} />
        ) : (
          <Field
            key={item.name}
            field={item}
            name={item.name}
            label={item.label}
            value={textValue(values, item.name)}
            error={context.errors[item.name] ?? firstLineError(context.errors, item.name)}
            optional={context.optional[item.name] ?? false}
            portraits={portraits}
          />
        ),
      )}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
        <button type="submit" name="intent" value="opslaan" disabled={sending} className={buttonStyles.secondary}>
          Opslaan als concept
        </button>
        <button type="submit" name="intent" value="voorbeeld" disabled={sending} className={buttonStyles.secondary}>
          Voorbeeld bekijken
        </button>
        <button type="submit" name="intent" value="publiceren" disabled={sending} className={buttonStyles.primary}>
          Publiceren
        </button>
      </div>
      <p className="text-slate-700">
        Publiceren slaat op wat hier staat en zet het meteen op de website; de vorige versie blijft in de geschiedenis
        hieronder en is terug te zetten.
      </p>
    </Form>
  );
}

/** A field of lines ('addressLines') is refused by line: 'addressLines.1'. */
function firstLineError(errors: Readonly<Record<string, string>>, name: string): string | undefined {
  const key = Object.keys(errors).find((found) => found.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

function Field({
  field,
  name,
  label,
  value,
  error,
  optional,
  portraits,
}: {
  field: FieldSpec;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  optional: boolean;
  portraits: readonly PortraitChoice[];
}) {
  const base = { name, label, hint: field.hint, error, optional };
  switch (field.kind) {
    case "rich":
      return <RichTextField {...base} defaultValue={value} rows={8} />;
    case "textarea":
      return <StaffTextArea {...base} defaultValue={value} rows={3} />;
    case "lines":
      return <StaffTextArea {...base} defaultValue={value} rows={3} />;
    case "portrait":
      return <StaffSelect {...base} defaultValue={value} options={portraitOptions(portraits, value)} />;
    case "email":
      return <StaffTextField {...base} type="email" autoComplete="off" defaultValue={value} />;
    case "url":
      return <StaffTextField {...base} type="url" defaultValue={value} />;
    case "phone":
      return <StaffTextField {...base} autoComplete="off" defaultValue={value} />;
    case "text":
      return <StaffTextField {...base} defaultValue={value} />;
  }
}

/** The library's portraits, and the current one when it is not among them (the demo's files under /assets). */
function portraitOptions(portraits: readonly PortraitChoice[], current: string) {
  const known = portraits.some((portrait) => portrait.url === current);
  return [
    { value: "", label: "Geen portret" },
    ...(current && !known
      ? [{ value: current, label: `Huidig portret (${current.split("/").pop() ?? current})` }]
      : []),
    ...portraits.map((portrait) => ({ value: portrait.url, label: portrait.label })),
  ];
}

function Group({ group, rows, context }: { group: GroupSpec; rows: readonly Row[]; context: FieldContext }) {
  const groupError = context.errors[group.name];
  return (
    <fieldset className="space-y-6">
      <legend id={fieldId(group.name)} tabIndex={-1} className="text-xl font-bold text-brand-900">
        {group.label}
      </legend>
      <input type="hidden" name={`${group.name}-aantal`} value={rows.length} />
      {groupError && <p className="font-semibold text-red-800">{groupError}</p>}
      {rows.length === 0 && <p className="text-slate-700">Nog geen {group.label.toLowerCase()}.</p>}
      <ol className="space-y-6">
        {rows.map((row, index) => {
          const title = row[group.titleField]?.trim();
          const label = `${group.itemLabel} ${index + 1}`;
          const named = title ? `${label}, ${title}` : label;
          return (
            <li key={`${index}-${title ?? ""}`} className="rounded-lg border border-slate-300 bg-white p-4">
              <fieldset className="space-y-4">
                <legend className="font-semibold">{named}</legend>
                {group.fields.map((field) => (
                  <Field
                    key={field.name}
                    field={field}
                    name={rowFieldName(group.name, index, field.name)}
                    label={field.label}
                    value={row[field.name] ?? ""}
                    error={context.errors[`${group.name}.${index}.${field.name}`]}
                    optional={context.optional[`${group.name}.${field.name}`] ?? false}
                    portraits={context.portraits}
                  />
                ))}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="submit"
                    name="intent"
                    value={`omhoog:${group.name}:${index}`}
                    disabled={index === 0}
                    className={smallButton}
                  >
                    Omhoog<span className="sr-only"> ({named})</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`omlaag:${group.name}:${index}`}
                    disabled={index === rows.length - 1}
                    className={smallButton}
                  >
                    Omlaag<span className="sr-only"> ({named})</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={`verwijder:${group.name}:${index}`}
                    className={smallButton}
                  >
                    Verwijderen<span className="sr-only"> ({named})</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        name="intent"
        value={`toevoegen:${group.name}`}
        disabled={rows.length >= group.max}
        className={smallButton}
      >
        {group.addLabel}
      </button>
    </fieldset>
  );
}
