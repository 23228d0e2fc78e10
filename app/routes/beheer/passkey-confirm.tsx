/**
 * The 'Bevestig met je passkey' step of a high-risk action (decision 0039): an action only, posted by
 * PasskeyCheckStep.tsx. 'start' gives the options for one of the person's own passkeys, 'finish' checks the
 * answer; the session's passkey check is then fresh and the page retries its action.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/passkey-confirm.ts";
import { ceremonyStep } from "../../features/beheer/passkeys/ceremony-action.ts";
import type { CeremonyAnswer } from "../../features/beheer/passkeys/use-passkey-ceremony.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { ConfirmWithPasskeyDocument, StartPasskeyConfirmationDocument } from "../../graphql/generated.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const handle = staffPage("backoffice.open");

/** Nothing to show at this address itself. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  return ceremonyStep(
    await request.formData(),
    async () =>
      (await runStaffOperation(context, request, StartPasskeyConfirmationDocument, { input: {} }))
        .startPasskeyConfirmation,
    async (input) => {
      await runStaffOperation(context, request, ConfirmWithPasskeyDocument, { input });
      return data<CeremonyAnswer>({ step: "confirmed" });
    },
  );
}
