import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-link.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StaffSignInShell } from "../../features/beheer/StaffShell.tsx";
import { clearedReturnPathCookie, readReturnPath, sessionCookie } from "../../features/beheer/session-cookie.ts";
import { safeReturnPath } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { SignInWithLinkDocument } from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError, appServices, runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

/**
 * The page a sign-in mail links to. Opening it signs nobody in (mail scanners and link previews open links too,
 * and would use up the single-use link); the button posts the token and starts the session.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { siteName: appServices(context).siteName, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = formText(await request.formData(), "token");
  const services = appServices(context);
  try {
    const { signInWithLink } = await runOperation(context, SignInWithLinkDocument, { input: { token } });
    const cookie = sessionCookie(services.publicUrl, signInWithLink.sessionToken, signInWithLink.maxAgeSeconds);
    // To the page asked for before signing in, when it is one of the back office's own; else the dashboard.
    const headers = new Headers([
      ["Set-Cookie", cookie],
      ["Set-Cookie", clearedReturnPathCookie(services.publicUrl)],
    ]);
    return redirect(safeReturnPath(readReturnPath(request, services.publicUrl)), { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ message: error.message }, apiErrorInit(error));
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Inloggen met je link", matches[0].loaderData);
}

export default function StaffSignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const problem =
    actionData?.message ??
    (loaderData.token ? null : "Deze link mist zijn code. Gebruik de volledige link uit de e-mail.");
  return (
    <StaffSignInShell siteName={loaderData.siteName}>
      <h1 className={headingStyles.page}>Inloggen op de beheeromgeving</h1>
      {problem ? (
        <div className="mt-8 space-y-6">
          <ErrorBox title="Inloggen lukte niet">{problem}</ErrorBox>
          <p>
            <Link to={STAFF_PATHS.signIn} className={textLinkStyle}>
              Vraag een nieuwe inloglink aan
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-6">
          <p className="text-lg text-slate-800">Klik op de knop om in te loggen. De link werkt één keer.</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" disabled={sending} className={buttonStyles.primary}>
            {sending ? "Bezig met inloggen..." : "Inloggen"}
          </button>
        </Form>
      )}
    </StaffSignInShell>
  );
}
