import { Link } from "react-router";
import type { Route } from "./+types/staff-member-new.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { StaffMemberForm, staffMemberValues } from "../../features/beheer/StaffMemberForm.tsx";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { AddStaffMemberDocument } from "../../graphql/generated.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { staffMemberSchema } from "../../../common/validation/staff.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("staff.manage");

export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = staffMemberValues(await request.formData());
  const parsed = parseStaffForm(values, staffMemberSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    await runStaffOperation(context, request, AddStaffMemberDocument, { input: parsed.input });
    return redirectWithNotice(context, STAFF_PATHS.staffMembers, "medewerker-toegevoegd");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Medewerker toevoegen", matches[0].loaderData);
}

export default function NewStaffMember({ actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.staffMembers} className={textLinkStyle}>
          ← Medewerkers
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Medewerker toevoegen</h1>
      <p className="mt-3 text-slate-700">
        De nieuwe medewerker logt in via {STAFF_PATHS.signIn} met dit e-mailadres en krijgt daar een inloglink.
      </p>
      <StaffMemberForm
        values={actionData?.values ?? { email: "", name: "", roles: [], active: true }}
        failure={actionData}
        submitLabel="Medewerker toevoegen"
        withActive={false}
      />
    </>
  );
}
