import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../lib/styles.ts";
import { courseFormSchema } from "../../../common/validation/course.ts";
import { staffFields, type StaffFieldDefinition } from "./field-definitions.ts";
import { StaffSelect, StaffTextArea, StaffTextField } from "./fields.tsx";
import { StaffFormErrors } from "./StaffFormErrors.tsx";
import { RichTextField } from "./RichTextField.tsx";
import type { CourseValues, InstructorValues } from "./course-form-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;
type Option = { value: string; label: string };

const STATUS_OPTIONS: Option[] = [
  { value: "DRAFT", label: "Concept (niet zichtbaar op de site)" },
  { value: "PUBLISHED", label: "Gepubliceerd" },
];

const FIELDS = staffFields(courseFormSchema.shape, {
  title: "Titel",
  summary: "Samenvatting",
  description: "Beschrijving",
  practicalInfo: "Praktische informatie",
  organizationId: "Organisatie",
  startsAt: "Begin",
  endsAt: "Einde",
  maxParticipants: "Maximum aantal deelnemers",
  street: "Straat en huisnummer",
  postalCode: "Postcode",
  city: "Plaats",
  country: "Land",
});

const INSTRUCTOR_FIELDS = staffFields(courseFormSchema.shape.instructors.element.shape, {
  name: "Naam",
  function: "Functie",
  experience: "Ervaring",
});

/** The posted name of an instructor row's field ('docent-0-naam'). */
const INSTRUCTOR_POSTED = { name: "naam", function: "functie", experience: "ervaring" } as const;

/** The field of an instructor row an error is about ('instructors.0.name'), named after its row. */
function instructorField(errorKey: string): StaffFieldDefinition | null {
  const match = /^instructors\.(\d+)\.(name|function|experience)$/.exec(errorKey);
  if (!match) return null;
  const field = INSTRUCTOR_FIELDS[match[2] as keyof typeof INSTRUCTOR_POSTED];
  const index = Number(match[1]);
  return {
    ...field,
    name: `docent-${index}-${INSTRUCTOR_POSTED[match[2] as keyof typeof INSTRUCTOR_POSTED]}`,
    label: `Docent ${index + 1}, ${field.label.toLowerCase()}`,
  };
}

const smallButton =
  "min-h-11 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100";

/**
 * Every field of a Vakschool course. Works without JavaScript: the instructor buttons post the form and
 * the page shows it again with the change, not yet saved; 'Opslaan' saves everything at once.
 */
export function CourseForm({
  values,
  failure,
  draft,
  organizations,
  submitLabel,
  statusLocked,
}: {
  values: CourseValues;
  failure: Failure;
  /** True after an instructor edit: the form holds changes that are not saved yet. */
  draft: boolean;
  organizations: readonly { id: string; name: string }[];
  submitLabel: string;
  /** A canceled or completed course keeps its status: no choice is shown. */
  statusLocked: boolean;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mt-8 max-w-3xl space-y-8">
      {/*
        Enter in a text field presses the form's first submit button. Without this one that would be a button of
        the first instructor (move or remove); this hidden copy of "save" comes first so Enter saves.
      */}
      <button type="submit" name="intent" value="opslaan" hidden tabIndex={-1} />
      <StaffFormErrors failure={failure} fields={FIELDS} locate={instructorField} />
      {draft && (
        <p role="status" className="rounded-lg border-2 border-amber-600 bg-amber-50 px-5 py-4 font-semibold">
          De docenten zijn aangepast, maar nog niet opgeslagen.
        </p>
      )}
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">De cursus</legend>
        <StaffTextField {...FIELDS.title} defaultValue={values.title} error={errors.title} maxLength={200} />
        <StaffTextArea
          {...FIELDS.summary}
          hint="Een paar zinnen voor het overzicht van de Vakschool."
          rows={3}
          defaultValue={values.summary}
          error={errors.summary}
        />
        <RichTextField
          {...FIELDS.description}
          hint="Opmaak met alinea's, vet, cursief, lijsten, tussenkoppen en links; andere opmaak wordt verwijderd."
          rows={10}
          defaultValue={values.description}
          error={errors.description}
        />
        <RichTextField
          {...FIELDS.practicalInfo}
          hint="Komt in de bevestigingsmail en de herinnering. Bijvoorbeeld de route, parkeren en wat je meeneemt. Niet op de website; leeg: geen blok in de mails."
          previewNote="Zo ongeveer ziet de tekst eruit in de mails, onder het kopje 'Praktische informatie'."
          rows={6}
          defaultValue={values.practicalInfo}
          error={errors.practicalInfo}
        />
        <StaffSelect
          {...FIELDS.organizationId}
          defaultValue={values.organizationId}
          error={errors.organizationId}
          options={[
            { value: "", label: "Kies een organisatie" },
            ...organizations.map((organization) => ({ value: organization.id, label: organization.name })),
          ]}
        />
        {!statusLocked && (
          <StaffSelect
            name="status"
            label="Status"
            defaultValue={values.status}
            error={errors.status}
            options={STATUS_OPTIONS}
          />
        )}
      </fieldset>
      <Instructors rows={values.instructors} errors={errors} />
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Wanneer en hoeveel</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <StaffTextField
            {...FIELDS.startsAt}
            type="datetime-local"
            hint="In Nederlandse tijd."
            defaultValue={values.startsAt}
            error={errors.startsAt}
          />
          <StaffTextField
            {...FIELDS.endsAt}
            type="datetime-local"
            hint="In Nederlandse tijd."
            defaultValue={values.endsAt}
            error={errors.endsAt}
          />
        </div>
        <StaffTextField
          {...FIELDS.maxParticipants}
          type="number"
          min="1"
          step="1"
          hint="Nooit lager dan het aantal actieve aanmeldingen."
          defaultValue={values.maxParticipants}
          error={errors.maxParticipants}
        />
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Locatie</legend>
        <StaffTextField {...FIELDS.street} defaultValue={values.street} error={errors.street} />
        <div className="grid gap-6 sm:grid-cols-3">
          <StaffTextField {...FIELDS.postalCode} defaultValue={values.postalCode} error={errors.postalCode} />
          <StaffTextField {...FIELDS.city} defaultValue={values.city} error={errors.city} />
          <StaffTextField {...FIELDS.country} defaultValue={values.country} error={errors.country} />
        </div>
      </fieldset>
      <button type="submit" name="intent" value="opslaan" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}

/** The instructors in their order, each with buttons to move or remove it, and one spare row to add one. */
function Instructors({ rows, errors }: { rows: InstructorValues[]; errors: Readonly<Record<string, string>> }) {
  const shown = [...rows, { name: "", function: "", experience: "" }];
  return (
    <fieldset className="space-y-6">
      <legend className="text-xl font-bold text-brand-900">Docenten</legend>
      <p className="text-slate-700">
        In deze volgorde op de cursuspagina. Vul de lege regel in om een docent toe te voegen.
      </p>
      {errors.instructors && <p className="font-semibold text-red-800">{errors.instructors}</p>}
      <ol className="space-y-6">
        {shown.map((row, index) => {
          const spare = index === rows.length;
          const label = spare ? "Nieuwe docent" : `Docent ${index + 1}`;
          return (
            <li key={`${index}-${row.name}`} className="rounded-lg border border-slate-300 bg-white p-4">
              <fieldset className="space-y-4">
                <legend className="font-semibold">{label}</legend>
                <StaffTextField
                  {...INSTRUCTOR_FIELDS.name}
                  name={`docent-${index}-${INSTRUCTOR_POSTED.name}`}
                  // The spare row is no instructor until it is filled in.
                  optional={spare || INSTRUCTOR_FIELDS.name.optional}
                  defaultValue={row.name}
                  error={errors[`instructors.${index}.name`]}
                  maxLength={100}
                />
                <StaffTextField
                  {...INSTRUCTOR_FIELDS.function}
                  name={`docent-${index}-${INSTRUCTOR_POSTED.function}`}
                  defaultValue={row.function}
                  error={errors[`instructors.${index}.function`]}
                  maxLength={200}
                />
                <StaffTextArea
                  {...INSTRUCTOR_FIELDS.experience}
                  name={`docent-${index}-${INSTRUCTOR_POSTED.experience}`}
                  rows={3}
                  defaultValue={row.experience}
                  error={errors[`instructors.${index}.experience`]}
                />
                {!spare && (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      name="intent"
                      value={`omhoog:${index}`}
                      disabled={index === 0}
                      className={smallButton}
                    >
                      Omhoog<span className="sr-only"> ({label})</span>
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value={`omlaag:${index}`}
                      disabled={index === rows.length - 1}
                      className={smallButton}
                    >
                      Omlaag<span className="sr-only"> ({label})</span>
                    </button>
                    <button type="submit" name="intent" value={`verwijder:${index}`} className={smallButton}>
                      Verwijderen<span className="sr-only"> ({label})</span>
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" name="intent" value="docent-toevoegen" className={smallButton}>
        Nog een lege regel voor een docent
      </button>
    </fieldset>
  );
}
