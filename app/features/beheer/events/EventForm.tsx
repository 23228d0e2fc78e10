import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { staffEventSchema } from "../../../../common/validation/staff-events.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffCheckbox, StaffSelect, StaffTextField } from "../fields.tsx";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { ImageUploadField } from "../ImageUploadField.tsx";
import { RichTextField } from "../RichTextField.tsx";
import type { EventFormValues } from "./event-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const TYPE_OPTIONS = [
  { value: "EVENT", label: "Evenement (themamiddag, studiedag, netwerkbijeenkomst)" },
  { value: "FORUM", label: "Forum (het jaarcongres, met workshops)" },
];

const FIELDS = staffFields(staffEventSchema.shape, {
  name: "Naam",
  type: "Soort",
  description: "Beschrijving",
  practicalInfo: "Praktische informatie",
  startsAt: "Begin",
  endsAt: "Einde",
  locationName: "Naam van de locatie",
  street: "Straat en huisnummer",
  postalCode: "Postcode",
  city: "Plaats",
  country: "Land",
  featuredImageUrl: "Of een adres (URL)",
  maxCapacity: "Maximaal aantal deelnemers",
});

const MOMENT_HINT = "Datum en tijd in Nederlandse tijd.";

/** Where the practical information goes (server/mail/templates/practical-info.ts): the mails, not the public page. */
const PRACTICAL_INFO_PREVIEW = "Zo ongeveer ziet de tekst eruit in de mails, onder het kopje 'Praktische informatie'.";
const PRACTICAL_INFO_HINT =
  "Komt in de bevestigingsmail, de workshopbevestiging en de herinnering. Bijvoorbeeld de route, parkeren en wat je meeneemt. Niet op de website; leeg: geen blok in de mails.";

/** The event form of /beheer/evenementen: new and edit. Posts without JavaScript; the API checks every field. */
export function EventForm({
  values,
  failure,
  submitLabel,
}: {
  values: EventFormValues;
  failure: Failure;
  submitLabel: string;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 max-w-3xl space-y-8">
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Over het evenement</legend>
        <StaffTextField {...FIELDS.name} defaultValue={values.name} error={errors.name} maxLength={200} />
        <StaffSelect {...FIELDS.type} defaultValue={values.type} options={TYPE_OPTIONS} error={errors.type} />
        <RichTextField
          {...FIELDS.description}
          hint="Kopjes, vet, cursief, lijsten en links. Zonder JavaScript typ je HTML: <p>, <strong>, <em>, <ul>/<li>, <h2>, <a href>. Andere opmaak wordt verwijderd."
          rows={12}
          defaultValue={values.description}
          error={errors.description}
        />
        <RichTextField
          {...FIELDS.practicalInfo}
          hint={PRACTICAL_INFO_HINT}
          previewNote={PRACTICAL_INFO_PREVIEW}
          rows={6}
          defaultValue={values.practicalInfo}
          error={errors.practicalInfo}
        />
      </fieldset>
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="text-xl font-bold text-brand-900">Wanneer</legend>
        <StaffTextField
          {...FIELDS.startsAt}
          type="datetime-local"
          hint={MOMENT_HINT}
          defaultValue={values.startsAt}
          error={errors.startsAt}
        />
        <StaffTextField
          {...FIELDS.endsAt}
          type="datetime-local"
          hint={MOMENT_HINT}
          defaultValue={values.endsAt}
          error={errors.endsAt}
        />
      </fieldset>
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="text-xl font-bold text-brand-900">Waar</legend>
        <StaffTextField
          {...FIELDS.locationName}
          defaultValue={values.locationName}
          error={errors.locationName}
          maxLength={200}
        />
        <StaffTextField {...FIELDS.street} defaultValue={values.street} error={errors.street} />
        <StaffTextField {...FIELDS.postalCode} defaultValue={values.postalCode} error={errors.postalCode} />
        <StaffTextField {...FIELDS.city} defaultValue={values.city} error={errors.city} />
        <StaffTextField {...FIELDS.country} defaultValue={values.country} error={errors.country} />
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Afbeelding en plaatsen</legend>
        <ImageUploadField
          kind="EVENT_IMAGE"
          optional={FIELDS.featuredImageUrl.optional}
          current={
            values.featuredImageUrl ? { url: values.featuredImageUrl, altText: values.featuredImageAlt ?? null } : null
          }
          altText={values.featuredImageAlt}
          // The API names the alt text featuredImageAlt; the upload field's own name is alt.
          errors={errors.featuredImageAlt ? { altText: errors.featuredImageAlt, ...errors } : errors}
        >
          <StaffTextField
            {...FIELDS.featuredImageUrl}
            hint="Een adres dat begint met https:// of met / (een afbeelding op deze website). Een gekozen bestand gaat voor. Leeg: de standaardafbeelding."
            defaultValue={values.featuredImageUrl}
            error={errors.featuredImageUrl}
          />
        </ImageUploadField>
        <StaffTextField
          {...FIELDS.maxCapacity}
          hint="Voor alle tickettypes samen. Leeg: alleen de aantallen per tickettype tellen."
          defaultValue={values.maxCapacity}
          error={errors.maxCapacity}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-bold text-brand-900">Publicatie</legend>
        <StaffCheckbox
          name="visible"
          label="Zichtbaar op de website"
          hint="Niet aangevinkt: een concept, alleen hier te zien en niet te koop."
          defaultChecked={values.visible}
        />
        <StaffCheckbox
          name="featured"
          label="Uitgelicht"
          hint="Bovenaan de startpagina en de evenementenpagina. Er is steeds één uitgelicht evenement; een ander verliest dit dan."
          defaultChecked={values.featured}
        />
      </fieldset>
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
