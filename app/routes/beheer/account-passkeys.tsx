/**
 * One's own passkeys (decision 0039): an action only, posted by the account page's passkey section. 'start' and
 * 'finish' register a passkey (PasskeysSection.tsx runs the browser's dialog between them); 'remove' removes one,
 * a plain form that works without JavaScript too. Open in a recovery session (requireStaff lets the account's own
 * pages through); the API refuses the removal there.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/account-passkeys.ts";
import { ceremonyFailure, ceremonyStep, type RemovalAnswer } from "../../features/beheer/passkeys/ceremony-action.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import {
  FinishPasskeyRegistrationDocument,
  RemoveMyPasskeyDocument,
  StartPasskeyRegistrationDocument,
} from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { isUuid } from "../../../common/ids.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const handle = staffPage("backoffice.open");

/** Nothing to show at this address itself. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (formText(form, "intent") === "remove") return remove(context, request, formText(form, "passkey").trim());
  return ceremonyStep(
    form,
    async () =>
      (await runStaffOperation(context, request, StartPasskeyRegistrationDocument, { input: {} }))
        .startPasskeyRegistration,
    async (answer) => {
      const input = { ...answer, name: formText(form, "name") };
      await runStaffOperation(context, request, FinishPasskeyRegistrationDocument, { input });
      return redirectWithNotice(context, STAFF_PATHS.account, "passkey-toegevoegd");
    },
  );
}

async function remove(context: Route.ActionArgs["context"], request: Request, passkeyId: string) {
  if (!isUuid(passkeyId)) return redirectWithNotice(context, STAFF_PATHS.account, "passkey-onbekend");
  try {
    await runStaffOperation(context, request, RemoveMyPasskeyDocument, { input: { passkeyId } });
    return redirectWithNotice(context, STAFF_PATHS.account, "passkey-verwijderd");
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") {
      return redirectWithNotice(context, STAFF_PATHS.account, "passkey-onbekend");
    }
    if (error instanceof ApiError && error.code === "PASSKEY_CHECK_REQUIRED") {
      return data<RemovalAnswer>({ step: "check", message: error.message }, { status: 403 });
    }
    return ceremonyFailure(error);
  }
}
