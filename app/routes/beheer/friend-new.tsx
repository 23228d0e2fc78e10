import { Link, redirect } from "react-router";
import type { Route } from "./+types/friend-new.ts";
import { AffiliateForm, affiliateValues } from "../../features/beheer/content/AffiliateForm.tsx";
import { organizationChoices } from "../../features/beheer/content/organization-choices.ts";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { withUploadedLogo } from "../../features/beheer/content/form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { affiliateSchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { CreateAffiliateDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

export async function loader({ context, request }: Route.LoaderArgs) {
  return { organizations: await organizationChoices(context, request, null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(context, request);
  const upload = await optionalImageUpload(context, request, form, "LOGO");
  if (!upload.ok) return uploadFailure(upload, affiliateValues(form));
  const values = withUploadedLogo(affiliateValues(form), upload.image);
  const parsed = parseStaffForm(values, affiliateSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const { organizationId, newOrganizationName } = values;
    const input = {
      ...parsed.input,
      // A picked organisation that is no id at all is sent as the unknown id, so the API names the field.
      ...(organizationId ? { organizationId: isUuid(organizationId) ? organizationId : UNKNOWN_ID } : {}),
      ...(newOrganizationName.trim() ? { newOrganizationName } : {}),
    };
    const { createAffiliate } = await runStaffOperation(context, request, CreateAffiliateDocument, { input });
    return redirect(`${STAFF_PATHS.friends}#vriend-${createAffiliate.affiliate.id}`);
  } catch (error) {
    return formFailure(error, values);
  }
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vriend toevoegen", matches[0].loaderData);
}

export default function NewFriend({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.friends} className={textLinkStyle}>
          ← Vrienden
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Vriend toevoegen</h1>
      <p className="mt-3 text-slate-700">
        Een nieuwe vriend komt onderaan de pagina Vrienden; verplaats hem daarna in de lijst.
      </p>
      <AffiliateForm
        values={
          actionData?.values ?? {
            organizationId: "",
            newOrganizationName: "",
            description: "",
            url: "",
            logoUrl: "",
            status: "ACTIVE",
          }
        }
        failure={actionData}
        organizations={loaderData.organizations}
        withNewOrganization
        submitLabel="Vriend toevoegen"
      />
    </>
  );
}
