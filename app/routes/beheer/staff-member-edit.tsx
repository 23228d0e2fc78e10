import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/staff-member-edit.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { StaffMemberForm, staffMemberValues } from "../../features/beheer/StaffMemberForm.tsx";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { StaffMemberDocument, UpdateStaffMemberDocument } from "../../graphql/generated.ts";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { staffMemberChangeSchema } from "../../../common/validation/staff.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { isUuid } from "../../../common/ids.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import {
  isPasskeyIntent,
  removePasskeyAction,
  StaffMemberPasskeys,
} from "../../features/beheer/passkeys/StaffMemberPasskeys.tsx";
import {
  endSessionsAction,
  isSessionsIntent,
  StaffMemberSessions,
} from "../../features/beheer/account/StaffMemberSessions.tsx";

export const handle = staffPage("staff.manage");

const NOT_FOUND = { message: "Deze medewerker bestaat niet." };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const { staffMember } = await runStaffOperation(context, request, StaffMemberDocument, { id: params.id });
  if (!staffMember) throw data(NOT_FOUND, { status: 404 });
  return { staffMember };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isUuid(params.id)) throw data(NOT_FOUND, { status: 404 });
  const form = await request.formData();
  if (isSessionsIntent(form)) return endSessionsAction(context, request, params.id, form);
  if (isPasskeyIntent(form)) return removePasskeyAction(context, request, params.id, form);
  const values = staffMemberValues(form);
  const parsed = parseStaffForm(values, staffMemberChangeSchema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const input = { id: params.id, ...parsed.input };
    await runStaffOperation(context, request, UpdateStaffMemberDocument, { input });
    return redirect(STAFF_PATHS.staffMembers);
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Medewerker wijzigen", matches[0].loaderData);
}

export default function EditStaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { staffMember } = loaderData;
  const sessionsFailure = actionData && "sessionsMessage" in actionData ? actionData : null;
  const formFailed = actionData && "values" in actionData ? actionData : undefined;
  const passkeyFailure = actionData && "passkeyMessage" in actionData ? actionData : null;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.staffMembers} className={textLinkStyle}>
          ← Medewerkers
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{staffMember.name}</h1>
      <p className="mt-3">
        <Link to={`${STAFF_PATHS.auditLog}?medewerker=${staffMember.id}`} className={textLinkStyle}>
          Wijzigingen door deze medewerker
        </Link>
      </p>
      {/* Its fields start from the loaded account: remade when the section below deactivated it, or 'Opslaan'
          would make the account active again. */}
      <StaffMemberForm
        key={staffMember.active ? "actief" : "inactief"}
        values={formFailed?.values ?? { ...staffMember, roles: [...staffMember.roles] }}
        failure={formFailed}
        submitLabel="Wijzigingen opslaan"
        withActive
      />
      <StaffMemberSessions member={staffMember} failure={sessionsFailure} />
      <StaffMemberPasskeys member={staffMember} failure={passkeyFailure} />
    </>
  );
}
