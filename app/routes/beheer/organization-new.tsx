import { Link, redirect } from "react-router";
import type { Route } from "./+types/organization-new.ts";
import { OrganizationForm, organizationValues } from "../../features/beheer/content/OrganizationForm.tsx";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { withUploadedLogo } from "../../features/beheer/content/form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { organizationSchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateOrganizationDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(context, request);
  const upload = await optionalImageUpload(context, request, form, "LOGO");
  if (!upload.ok) return uploadFailure(upload, organizationValues(form));
  const values = withUploadedLogo(organizationValues(form), upload.image);
  const parsed = parseStaffForm(values, organizationSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const { createOrganization } = await runStaffOperation(context, request, CreateOrganizationDocument, {
      input: parsed.input,
    });
    return redirect(`${STAFF_PATHS.organizations}/${createOrganization.organization.id}`);
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Organisatie toevoegen", matches[0].loaderData);
}

export default function NewOrganization({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.organizations} className={textLinkStyle}>
          ← Organisaties
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Organisatie toevoegen</h1>
      <OrganizationForm
        values={actionData?.values ?? { name: "", website: "", description: "", logoUrl: "" }}
        failure={actionData}
        submitLabel="Organisatie toevoegen"
      />
    </>
  );
}
