/**
 * Sign-in by passkey (decision 0039): an action only, posted by the sign-in page's 'Inloggen met een passkey'
 * button (PasskeySignIn.tsx). The finished ceremony sets the session cookie and goes on to the page asked for.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/sign-in-passkey.ts";
import { ceremonyStep } from "../../features/beheer/passkeys/ceremony-action.ts";
import { clearedReturnPathCookie, readReturnPath, sessionCookie } from "../../features/beheer/session-cookie.ts";
import { safeReturnPath } from "../../features/beheer/staff-access.ts";
import { SignInWithPasskeyDocument, StartPasskeySignInDocument } from "../../graphql/generated.ts";
import { appServices, runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export function loader() {
  return redirect(STAFF_PATHS.signIn);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const services = appServices(context);
  return ceremonyStep(
    form,
    async () => (await runOperation(context, StartPasskeySignInDocument, { input: {} })).startPasskeySignIn,
    async (input) => {
      const { signInWithPasskey } = await runOperation(context, SignInWithPasskeyDocument, { input });
      const back = safeReturnPath(formText(form, "terug") || readReturnPath(request, services.publicUrl));
      const headers = new Headers([
        [
          "Set-Cookie",
          sessionCookie(services.publicUrl, signInWithPasskey.sessionToken, signInWithPasskey.maxAgeSeconds),
        ],
        ["Set-Cookie", clearedReturnPathCookie(services.publicUrl)],
      ]);
      return redirect(back, { headers });
    },
  );
}
