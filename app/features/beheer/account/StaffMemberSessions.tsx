import { data, useNavigation, type RouterContextProvider } from "react-router";
import { PasskeyCheckedForm } from "../passkeys/PasskeyCheckStep.tsx";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { EndStaffMemberSessionsDocument } from "../../../graphql/generated.ts";
import { apiErrorInit } from "../../../lib/api-errors.ts";
import { ApiError } from "../../../lib/app-services.ts";
import { formText } from "../../../lib/form-data.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { runStaffOperation } from "../staff-access.ts";
import { redirectWithNotice } from "../staff-notice.ts";

/** The intents of the two buttons below, posted to the staff member's edit page. */
const END_SESSIONS = "sessies-beeindigen";
const DEACTIVATE = "uitschakelen";

/** Whether a post to the edit page is one of this section's buttons rather than the account's form. */
export function isSessionsIntent(form: FormData): boolean {
  return [END_SESSIONS, DEACTIVATE].includes(formText(form, "intent"));
}

export type SessionsFailure = { sessionsMessage: string; passkeyCheck: boolean };

/**
 * Ends a colleague's sessions, with 'uitschakelen' deactivating the account in the same change; back to the page
 * with what happened, or the API's refusal (one's own account, the last beheerder) shown above the buttons.
 */
export async function endSessionsAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  staffId: string,
  form: FormData,
) {
  const deactivate = formText(form, "intent") === DEACTIVATE;
  try {
    const { endStaffMemberSessions: ended } = await runStaffOperation(
      context,
      request,
      EndStaffMemberSessionsDocument,
      { input: { staffId, deactivate } },
    );
    const key = deactivate ? "account-uitgeschakeld" : "sessies-beeindigd";
    return redirectWithNotice(context, `${STAFF_PATHS.staffMembers}/${staffId}`, key, ended.endedSessions);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure = { sessionsMessage: error.message, passkeyCheck: error.code === "PASSKEY_CHECK_REQUIRED" };
    return data(failure satisfies SessionsFailure, apiErrorInit(error));
  }
}

/**
 * A colleague's active sessions on their edit page: how many, and ending them all, with or without deactivating
 * the account (a lost laptop; someone who leaves). What may be done is the API's to decide; it says why not.
 */
export function StaffMemberSessions({
  member,
  failure,
}: {
  member: { name: string; active: boolean; activeSessionCount: number };
  failure: SessionsFailure | null;
}) {
  const sending = useNavigation().state === "submitting";
  const count = member.activeSessionCount;
  return (
    <section aria-labelledby="sessies" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="sessies" className={headingStyles.card}>
        Sessies
      </h2>
      <p className="mt-2 text-slate-700">
        {count === 0
          ? `${member.name} is nergens ingelogd.`
          : `${member.name} is op ${count === 1 ? "één apparaat" : `${count} apparaten`} ingelogd.`}
      </p>
      {failure && !failure.passkeyCheck && (
        <div className="mt-4">
          <ErrorBox title="Niet gelukt">{failure.sessionsMessage}</ErrorBox>
        </div>
      )}
      <PasskeyCheckedForm needsCheck={failure?.passkeyCheck ?? false} className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value={END_SESSIONS} className={buttonStyles.secondary} disabled={sending}>
          Alle sessies beëindigen
        </button>
        {member.active && (
          <button type="submit" name="intent" value={DEACTIVATE} className={buttonStyles.secondary} disabled={sending}>
            Account uitschakelen en overal uitloggen
          </button>
        )}
      </PasskeyCheckedForm>
    </section>
  );
}
