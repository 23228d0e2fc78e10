import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/organization-edit.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { OrganizationForm, organizationValues } from "../../features/beheer/content/OrganizationForm.tsx";
import { optionalImageUpload, postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { withUploadedLogo } from "../../features/beheer/content/form-values.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { organizationSchema } from "../../../common/validation/content.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import {
  DeleteOrganizationDocument,
  StaffOrganizationDocument,
  UpdateOrganizationDocument,
} from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("content.manage");

const NOT_FOUND = { message: "Deze organisatie bestaat niet." };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const { staffOrganization } = await runStaffOperation(context, request, StaffOrganizationDocument, { id: params.id });
  if (!staffOrganization) throw data(NOT_FOUND, { status: 404 });
  return { organization: staffOrganization };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const form = await postedForm(context, request);
  if (form.get("intent") === "delete") return deleteOrganization(context, request, params.id);
  const upload = await optionalImageUpload(context, request, form, "LOGO");
  if (!upload.ok) return uploadFailure(upload, organizationValues(form));
  const values = withUploadedLogo(organizationValues(form), upload.image);
  const parsed = parseStaffForm(values, organizationSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const input = { id: params.id, ...parsed.input };
    await runStaffOperation(context, request, UpdateOrganizationDocument, { input });
    return redirect(STAFF_PATHS.organizations);
  } catch (error) {
    return formFailure(error, values);
  }
}

async function deleteOrganization(context: Route.ActionArgs["context"], request: Request, id: string) {
  try {
    await runStaffOperation(context, request, DeleteOrganizationDocument, { input: { id } });
    return redirect(STAFF_PATHS.organizations);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ deleteRefused: error.message }, apiErrorInit(error));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Organisatie wijzigen", matches[0].loaderData);
}

export default function EditOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const { organization } = loaderData;
  const saveFailure = actionData && "values" in actionData ? actionData : undefined;
  const deleteRefused = actionData && "deleteRefused" in actionData ? actionData.deleteRefused : null;
  const inUse = organization.affiliateId !== null || organization.courseCount > 0;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.organizations} className={textLinkStyle}>
          ← Organisaties
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{organization.name}</h1>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {organization.affiliateId && (
          <Link to={`${STAFF_PATHS.friends}/${organization.affiliateId}`} className={textLinkStyle}>
            Naar de vriend
          </Link>
        )}
        <Link to={`${STAFF_PATHS.auditLog}?soort=organization&id=${organization.id}`} className={textLinkStyle}>
          Wijzigingen van deze organisatie
        </Link>
      </p>
      <OrganizationForm
        values={saveFailure?.values ?? { ...organization, logoUrl: organization.logoUrl ?? "" }}
        failure={saveFailure}
        submitLabel="Wijzigingen opslaan"
      />
      <section aria-labelledby="verwijderen" className="mt-12 max-w-2xl border-t border-slate-300 pt-8">
        <h2 id="verwijderen" className={headingStyles.card}>
          Verwijderen
        </h2>
        {deleteRefused && (
          <div className="mt-4">
            <ErrorBox title="Niet verwijderd">{deleteRefused}</ErrorBox>
          </div>
        )}
        {inUse ? (
          <p className="mt-2 text-slate-700">
            Deze organisatie wordt gebruikt door{" "}
            {[
              organization.affiliateId ? "een vriend" : null,
              organization.courseCount > 0 ? `${organization.courseCount} cursus(sen)` : null,
            ]
              .filter(Boolean)
              .join(" en ")}{" "}
            en kan daarom niet worden verwijderd.
          </p>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <p className="text-slate-700">
              Niets verwijst naar deze organisatie. Verwijderen kan niet ongedaan worden.
            </p>
            <button type="submit" className={`${buttonStyles.secondary} mt-4`}>
              Organisatie verwijderen
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
