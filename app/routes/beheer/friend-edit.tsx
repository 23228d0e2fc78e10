import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/friend-edit.ts";
import { AffiliateForm, affiliateValues } from "../../features/beheer/content/AffiliateForm.tsx";
import { organizationChoices } from "../../features/beheer/content/organization-choices.ts";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { withUploadedLogo } from "../../features/beheer/content/form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { affiliateSchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffAffiliateDocument, UpdateAffiliateDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

const NOT_FOUND = { message: "Deze vriend bestaat niet." };
/** Sent for a picked organisation that is no id at all, so the API refuses it on that field. */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const { staffAffiliate } = await runStaffOperation(context, request, StaffAffiliateDocument, { id: params.id });
  if (!staffAffiliate) throw data(NOT_FOUND, { status: 404 });
  return { affiliate: staffAffiliate, organizations: await organizationChoices(context, request, staffAffiliate.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const form = await postedForm(context, request);
  const upload = await optionalImageUpload(context, request, form, "LOGO");
  if (!upload.ok) return uploadFailure(upload, affiliateValues(form));
  const values = withUploadedLogo(affiliateValues(form), upload.image);
  const parsed = parseStaffForm(values, affiliateSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const { organizationId } = values;
    const input = {
      id: params.id,
      organizationId: isUuid(organizationId) ? organizationId : UNKNOWN_ID,
      ...parsed.input,
    };
    await runStaffOperation(context, request, UpdateAffiliateDocument, { input });
    return redirect(`${STAFF_PATHS.friends}#vriend-${params.id}`);
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Vriend wijzigen", matches[0].loaderData);
}

export default function EditFriend({ loaderData, actionData }: Route.ComponentProps) {
  const { affiliate, organizations } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.friends} className={textLinkStyle}>
          ← Vrienden
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{affiliate.organizationName}</h1>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`${STAFF_PATHS.organizations}/${affiliate.organizationId}`} className={textLinkStyle}>
          Naar de organisatie
        </Link>
        <Link to={`${STAFF_PATHS.auditLog}?soort=affiliate&id=${affiliate.id}`} className={textLinkStyle}>
          Wijzigingen van deze vriend
        </Link>
      </p>
      <AffiliateForm
        values={actionData?.values ?? { ...affiliate, newOrganizationName: "" }}
        failure={actionData}
        organizations={organizations}
        withNewOrganization={false}
        submitLabel="Wijzigingen opslaan"
      />
    </>
  );
}
