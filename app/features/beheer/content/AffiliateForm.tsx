import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffSelect, StaffTextArea, StaffTextField } from "../fields.tsx";
import { ImageUploadField } from "../ImageUploadField.tsx";
import { affiliateSchema } from "../../../../common/validation/content.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { AFFILIATE_STATUS_LABELS } from "../../../../common/vocabulary/content.ts";
import { LOGO_HINT } from "./content-labels.ts";
import { textOf } from "./form-values.ts";

export type AffiliateValues = {
  organizationId: string;
  newOrganizationName: string;
  description: string;
  url: string;
  logoUrl: string;
  status: string;
};

export function affiliateValues(form: FormData): AffiliateValues {
  return {
    organizationId: textOf(form, "organizationId"),
    newOrganizationName: textOf(form, "newOrganizationName"),
    description: textOf(form, "description"),
    url: textOf(form, "url"),
    logoUrl: textOf(form, "logoUrl"),
    status: textOf(form, "status"),
  };
}

const FIELDS = staffFields(affiliateSchema.shape, {
  description: "Beschrijving",
  url: "Website",
  logoUrl: "Of een adres (URL of pad)",
  status: "Status",
});

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

export function AffiliateForm({
  values,
  failure,
  organizations,
  withNewOrganization,
  submitLabel,
}: {
  values: AffiliateValues;
  failure: Failure;
  /** The organisations to pick from: those that are no friend yet (and this friend's own). */
  organizations: readonly { id: string; name: string }[];
  withNewOrganization: boolean;
  submitLabel: string;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  const choices = [
    { value: "", label: withNewOrganization ? "— Nieuwe organisatie (vul hieronder de naam in) —" : "— Kies —" },
    ...organizations.map((organization) => ({ value: organization.id, label: organization.name })),
  ];
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 max-w-2xl space-y-6">
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <input type="hidden" name="intent" value="save" />
      <StaffSelect
        name="organizationId"
        label="Organisatie"
        hint={withNewOrganization ? "Kies een organisatie die nog geen vriend is, of maak een nieuwe." : undefined}
        defaultValue={values.organizationId}
        options={choices}
        error={errors.organizationId}
      />
      {withNewOrganization && (
        <StaffTextField
          name="newOrganizationName"
          label="Naam nieuwe organisatie"
          hint="Alleen als de organisatie hierboven niet staat. Website, beschrijving en logo worden die van de vriend."
          defaultValue={values.newOrganizationName}
          error={errors.newOrganizationName}
          maxLength={200}
          optional
        />
      )}
      <StaffTextArea
        {...FIELDS.description}
        hint="Staat op de kaart op /vrienden."
        defaultValue={values.description}
        error={errors.description}
        maxLength={2000}
        rows={4}
      />
      <StaffTextField
        {...FIELDS.url}
        type="url"
        hint="Begint met https:// of http://."
        defaultValue={values.url}
        error={errors.url}
      />
      <ImageUploadField
        kind="LOGO"
        optional={FIELDS.logoUrl.optional}
        idPrefix="logo"
        current={values.logoUrl ? { url: values.logoUrl, altText: null } : null}
        errors={errors}
      >
        <StaffTextField
          {...FIELDS.logoUrl}
          hint={`${LOGO_HINT} Een gekozen bestand gaat voor.`}
          defaultValue={values.logoUrl}
          error={errors.logoUrl}
        />
      </ImageUploadField>
      <StaffSelect
        {...FIELDS.status}
        hint="Alleen actieve vrienden staan op /vrienden."
        defaultValue={values.status}
        options={Object.entries(AFFILIATE_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        error={errors.status}
      />
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
