import { data, useNavigation, type RouterContextProvider } from "react-router";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { RemoveStaffMemberPasskeyDocument } from "../../../graphql/generated.ts";
import { apiErrorInit } from "../../../lib/api-errors.ts";
import { ApiError } from "../../../lib/app-services.ts";
import { formText } from "../../../lib/form-data.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { runStaffOperation } from "../staff-access.ts";
import { redirectWithNotice } from "../staff-notice.ts";
import { PasskeyCheckedForm } from "./PasskeyCheckStep.tsx";

/** The intent of 'Verwijderen' beside a colleague's passkey, posted to their edit page. */
const REMOVE_PASSKEY = "passkey-verwijderen";

export function isPasskeyIntent(form: FormData): boolean {
  return formText(form, "intent") === REMOVE_PASSKEY;
}

export type PasskeyFailure = { passkeyMessage: string; passkeyId: string; passkeyCheck: boolean };

/** Removes a colleague's passkey (a lost phone, someone who left): audited, after a fresh passkey check. */
export async function removePasskeyAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  staffId: string,
  form: FormData,
) {
  const passkeyId = formText(form, "passkey").trim();
  try {
    await runStaffOperation(context, request, RemoveStaffMemberPasskeyDocument, { input: { staffId, passkeyId } });
    return redirectWithNotice(context, `${STAFF_PATHS.staffMembers}/${staffId}`, "passkey-verwijderd");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const passkeyCheck = error.code === "PASSKEY_CHECK_REQUIRED";
    const failure: PasskeyFailure = { passkeyMessage: error.message, passkeyId, passkeyCheck };
    return data(failure, apiErrorInit(error));
  }
}

type Passkey = { id: string; name: string; createdAt: string; lastUsedAt?: string | null };

const moment = (value: string) => formatInAmsterdam(value, "d MMMM yyyy");

/** A colleague's passkeys on their edit page, each with 'Verwijderen'. */
export function StaffMemberPasskeys({
  member,
  failure,
}: {
  member: { name: string; passkeys: readonly Passkey[] };
  failure: PasskeyFailure | null;
}) {
  const sending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="passkeys" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="passkeys" className={headingStyles.card}>
        Passkeys
      </h2>
      {member.passkeys.length === 0 && <p className="mt-2 text-slate-700">{member.name} heeft geen passkey.</p>}
      {failure && !failure.passkeyCheck && (
        <div className="mt-4">
          <ErrorBox title="Niet gelukt">{failure.passkeyMessage}</ErrorBox>
        </div>
      )}
      <ul className="mt-4 space-y-3">
        {member.passkeys.map((passkey) => (
          <li key={passkey.id} className="rounded-md border border-slate-200 p-4">
            <PasskeyCheckedForm
              needsCheck={failure?.passkeyCheck === true && failure.passkeyId === passkey.id}
              className="flex flex-wrap items-center justify-between gap-4"
            >
              <p>
                <span className="font-semibold">{passkey.name}</span>, toegevoegd {moment(passkey.createdAt)}
                {passkey.lastUsedAt ? `, laatst gebruikt ${moment(passkey.lastUsedAt)}` : ", nog niet gebruikt"}
              </p>
              <input type="hidden" name="intent" value={REMOVE_PASSKEY} />
              <input type="hidden" name="passkey" value={passkey.id} />
              <button type="submit" className={buttonStyles.secondary} disabled={sending}>
                Verwijderen<span className="sr-only"> (passkey {passkey.name})</span>
              </button>
            </PasskeyCheckedForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
