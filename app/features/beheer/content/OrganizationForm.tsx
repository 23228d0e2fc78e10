import { Form, useNavigation } from "react-router";
import { buttonStyles } from "../../../lib/styles.ts";
import { StaffTextArea, StaffTextField } from "../fields.tsx";
import { ImageUploadField } from "../ImageUploadField.tsx";
import { organizationSchema } from "../../../../common/validation/content.ts";
import { staffFields } from "../field-definitions.ts";
import { StaffFormErrors } from "../StaffFormErrors.tsx";
import { LOGO_HINT } from "./content-labels.ts";
import { textOf } from "./form-values.ts";

export type OrganizationValues = { name: string; website: string; description: string; logoUrl: string };

export function organizationValues(form: FormData): OrganizationValues {
  return {
    name: textOf(form, "name"),
    website: textOf(form, "website"),
    description: textOf(form, "description"),
    logoUrl: textOf(form, "logoUrl"),
  };
}

const FIELDS = staffFields(organizationSchema.shape, {
  name: "Naam",
  website: "Website",
  description: "Beschrijving",
  logoUrl: "Of een adres (URL of pad)",
});

type Failure = { message: string; fieldErrors: Readonly<Record<string, string>> } | undefined;

export function OrganizationForm({
  values,
  failure,
  submitLabel,
}: {
  values: OrganizationValues;
  failure: Failure;
  submitLabel: string;
}) {
  const sending = useNavigation().state === "submitting";
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-8 max-w-2xl space-y-6">
      <StaffFormErrors failure={failure} fields={FIELDS} />
      <input type="hidden" name="intent" value="save" />
      <StaffTextField {...FIELDS.name} defaultValue={values.name} error={errors.name} maxLength={200} />
      <StaffTextField
        {...FIELDS.website}
        type="url"
        hint="Begint met https:// of http://."
        defaultValue={values.website}
        error={errors.website}
      />
      <StaffTextArea
        {...FIELDS.description}
        defaultValue={values.description}
        error={errors.description}
        maxLength={2000}
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
      <button type="submit" disabled={sending} className={buttonStyles.primary}>
        {sending ? "Bezig met opslaan..." : submitLabel}
      </button>
    </Form>
  );
}
