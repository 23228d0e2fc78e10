/**
 * Which roles require a passkey (decision 0039): per role, required or not, with its default. A beheerder's change
 * is a staff-account change: the API asks for a fresh passkey check, shown here as 'Bevestig met je passkey'.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/passkey-policies.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { PasskeyCheckedForm } from "../../features/beheer/passkeys/PasskeyCheckStep.tsx";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { PasskeyPoliciesDocument, SetPasskeyPolicyDocument } from "../../graphql/generated.ts";
import { formText } from "../../lib/form-data.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../common/staff-roles.ts";

export const handle = staffPage("staff.manage");

const UNKNOWN_ROLE = { ok: false as const, message: "Kies een bestaande rol.", fieldErrors: {} };

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { passkeyPolicies } = await runStaffOperation(context, request, PasskeyPoliciesDocument, {});
  return { policies: passkeyPolicies };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const role = formText(form, "rol");
  const values = { role, required: formText(form, "verplicht") === "ja" };
  if (!isStaffRole(role)) return data({ ...UNKNOWN_ROLE, values, passkeyCheck: false }, { status: 400 });
  try {
    const input = { role, required: values.required };
    await runStaffOperation(context, request, SetPasskeyPolicyDocument, { input });
    return redirectWithNotice(context, STAFF_PATHS.passkeyPolicies, "passkeybeleid-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Passkeys per rol", matches[0].loaderData);
}

export default function PasskeyPolicies({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={STAFF_PATHS.staffMembers} className={textLinkStyle}>
          ← Medewerkers
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Passkeys per rol</h1>
      <p className="mt-4 text-slate-800">
        Voor een rol met een verplichte passkey geeft een e-maillink alleen toegang tot Mijn account, zodra de
        medewerker een passkey heeft: daar registreert die een nieuwe passkey als de oude kwijt is.
      </p>
      {actionData && !actionData.passkeyCheck && (
        <div className="mt-6">
          <ErrorBox title="Niet opgeslagen">{actionData.message}</ErrorBox>
        </div>
      )}
      <ul className="mt-6 space-y-3">
        {loaderData.policies.map((policy) => (
          <li key={policy.role} className="rounded-md border border-slate-200 bg-white p-4">
            <PasskeyCheckedForm
              needsCheck={actionData?.passkeyCheck === true && actionData.values.role === policy.role}
              className="flex flex-wrap items-center justify-between gap-4"
            >
              <div>
                <p className="font-semibold">{ROLE_LABELS[policy.role]}</p>
                <p className="text-slate-700">
                  {policy.required ? "Passkey verplicht" : "Passkey niet verplicht"}
                  {policy.required === policy.requiredByDefault ? " (standaard)" : ""}
                </p>
              </div>
              <input type="hidden" name="rol" value={policy.role} />
              <input type="hidden" name="verplicht" value={policy.required ? "nee" : "ja"} />
              <button type="submit" className={buttonStyles.secondary}>
                {policy.required ? "Niet meer verplichten" : "Verplicht maken"}
                <span className="sr-only"> voor {ROLE_LABELS[policy.role]}</span>
              </button>
            </PasskeyCheckedForm>
          </li>
        ))}
      </ul>
    </div>
  );
}
