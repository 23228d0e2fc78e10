import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StaffSignInShell } from "../../features/beheer/StaffShell.tsx";
import { StaffTextField } from "../../features/beheer/fields.tsx";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { RequestStaffSignInLinkDocument } from "../../graphql/generated.ts";
import { apiErrorInit, retryAfterHeaders } from "../../lib/api-errors.ts";
import { ApiError, appServices, runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { buttonStyles, headingStyles } from "../../lib/styles.ts";
import { returnPathCookie } from "../../features/beheer/session-cookie.ts";
import { safeReturnPath } from "../../features/beheer/staff-access.ts";
import { staffNoticeMiddleware, takeStaffNotice } from "../../features/beheer/staff-notice.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { PasskeySignIn } from "../../features/beheer/passkeys/PasskeySignIn.tsx";

/** The page is outside the staff shell; it shows the notice of a sign-out (sign-out.tsx) itself, once. */
export const middleware: Route.MiddlewareFunction[] = [staffNoticeMiddleware];

type ActionData =
  { outcome: "sent"; message: string } | { outcome: "failed"; email: string; message: string; fieldError?: string };

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    siteName: appServices(context).siteName,
    signedOut: takeStaffNotice(context),
    returnTo: safeReturnPath(url.searchParams.get("terug")),
  };
}

/**
 * Asks for a sign-in link. Every address gets the same answer, so the form tells nobody who works here. The page
 * asked for before (`terug`) is kept in this browser until the link is used (session-cookie.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = formText(form, "email");
  const returnTo = safeReturnPath(formText(form, "terug"));
  try {
    const { requestStaffSignInLink } = await runOperation(context, RequestStaffSignInLinkDocument, {
      input: { email },
    });
    const keep = returnTo === STAFF_PATHS.home ? undefined : returnPathCookie(appServices(context).publicUrl, returnTo);
    return data<ActionData>(
      { outcome: "sent", message: requestStaffSignInLink.message },
      keep ? { headers: { "Set-Cookie": keep } } : undefined,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldError = error.fieldErrors.email;
    return data<ActionData>(
      { outcome: "failed", email, message: error.message, ...(fieldError ? { fieldError } : {}) },
      apiErrorInit(error),
    );
  }
}

export const headers: Route.HeadersFunction = (args) => retryAfterHeaders(args);

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Inloggen", matches[0].loaderData);
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <StaffSignInShell siteName={loaderData.siteName}>
      <h1 className={headingStyles.page}>Inloggen op de beheeromgeving</h1>
      {actionData?.outcome === "sent" ? (
        <div role="status" className="mt-8 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
          <p className="font-bold">Kijk in je mailbox</p>
          <p className="mt-1">{actionData.message}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-800">
            Vul je e-mailadres in. Je krijgt een link waarmee je één keer inlogt; een wachtwoord is niet nodig.
          </p>
          {loaderData.signedOut && (
            <p role="status" className="mt-6 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-brand-900">
              {loaderData.signedOut}
            </p>
          )}
          <Form method="post" className="mt-8 space-y-6" noValidate>
            <input type="hidden" name="terug" value={loaderData.returnTo} />
            {actionData?.outcome === "failed" && !actionData.fieldError && (
              <ErrorBox title="Dat lukte niet">{actionData.message}</ErrorBox>
            )}
            <StaffTextField
              name="email"
              type="email"
              label="E-mailadres"
              autoComplete="email"
              defaultValue={actionData?.outcome === "failed" ? actionData.email : ""}
              error={actionData?.outcome === "failed" ? actionData.fieldError : undefined}
            />
            <button type="submit" disabled={sending} className={buttonStyles.primary}>
              {sending ? "Bezig met versturen..." : "Stuur mij een inloglink"}
            </button>
          </Form>
          <PasskeySignIn returnTo={loaderData.returnTo} />
        </>
      )}
      <p className="mt-10 text-sm text-slate-700">
        Deze pagina is voor medewerkers. Wil je je aanmelden voor een evenement of cursus? Ga naar{" "}
        <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
          de website
        </a>
        .
      </p>
    </StaffSignInShell>
  );
}
