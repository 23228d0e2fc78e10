import { Form, useNavigation } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffCheckbox, StaffSelect, StaffTextField } from "../fields.tsx";
import { ImageUploadField } from "../ImageUploadField.tsx";
import { RichTextField } from "../RichTextField.tsx";
import type { EventFormValues } from "./event-values.ts";

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

const TYPE_OPTIONS = [
  { value: "EVENT", label: "Evenement (themamiddag, studiedag, netwerkbijeenkomst)" },
  { value: "FORUM", label: "Forum (het jaarcongres, met workshops)" },
];

const MOMENT_HINT = "Datum en tijd in Nederlandse tijd.";

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
      {failure && <ErrorBox title="Niet opgeslagen">{failure.message}</ErrorBox>}
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Over het evenement</legend>
        <StaffTextField name="name" label="Naam" defaultValue={values.name} error={errors.name} maxLength={200} />
        <StaffSelect name="type" label="Soort" defaultValue={values.type} options={TYPE_OPTIONS} error={errors.type} />
        <RichTextField
          name="description"
          label="Beschrijving"
          hint="Kopjes, vet, cursief, lijsten en links. Zonder JavaScript typ je HTML: <p>, <strong>, <em>, <ul>/<li>, <h2>, <a href>. Andere opmaak wordt verwijderd."
          rows={12}
          optional
          defaultValue={values.description}
          error={errors.description}
        />
      </fieldset>
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="text-xl font-bold text-brand-900">Wanneer</legend>
        <StaffTextField
          name="startsAt"
          type="datetime-local"
          label="Begin"
          hint={MOMENT_HINT}
          defaultValue={values.startsAt}
          error={errors.startsAt}
        />
        <StaffTextField
          name="endsAt"
          type="datetime-local"
          label="Einde"
          hint={MOMENT_HINT}
          defaultValue={values.endsAt}
          error={errors.endsAt}
        />
      </fieldset>
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="text-xl font-bold text-brand-900">Waar</legend>
        <StaffTextField
          name="locationName"
          label="Naam van de locatie"
          optional
          defaultValue={values.locationName}
          error={errors.locationName}
          maxLength={200}
        />
        <StaffTextField
          name="street"
          label="Straat en huisnummer"
          optional
          defaultValue={values.street}
          error={errors.street}
        />
        <StaffTextField
          name="postalCode"
          label="Postcode"
          optional
          defaultValue={values.postalCode}
          error={errors.postalCode}
        />
        <StaffTextField name="city" label="Plaats" optional defaultValue={values.city} error={errors.city} />
        <StaffTextField name="country" label="Land" defaultValue={values.country} error={errors.country} />
      </fieldset>
      <fieldset className="space-y-6">
        <legend className="text-xl font-bold text-brand-900">Afbeelding en plaatsen</legend>
        <ImageUploadField
          kind="EVENT_IMAGE"
          optional
          current={
            values.featuredImageUrl ? { url: values.featuredImageUrl, altText: values.featuredImageAlt ?? null } : null
          }
          altText={values.featuredImageAlt}
          // The API names the alt text featuredImageAlt; the upload field's own name is alt.
          errors={errors.featuredImageAlt ? { altText: errors.featuredImageAlt, ...errors } : errors}
        >
          <StaffTextField
            name="featuredImageUrl"
            label="Of een adres (URL)"
            hint="Een adres dat begint met https:// of met / (een afbeelding op deze website). Een gekozen bestand gaat voor. Leeg: de standaardafbeelding."
            optional
            defaultValue={values.featuredImageUrl}
            error={errors.featuredImageUrl}
          />
        </ImageUploadField>
        <StaffTextField
          name="maxCapacity"
          label="Maximaal aantal deelnemers"
          hint="Voor alle tickettypes samen. Leeg: alleen de aantallen per tickettype tellen."
          optional
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
