import { redirect } from "react-router";
import type { Route } from "./+types/sign-out.ts";
import { clearedSessionCookie } from "../../features/beheer/session-cookie.ts";
import { noticeCookie } from "../../features/beheer/staff-notice.ts";
import { SignOutDocument } from "../../graphql/generated.ts";
import { ApiError, appServices, runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

/** Only a form post signs out (a link or prefetch could not); a GET goes to the back office. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

/**
 * Ends this browser's session, or with overal=ja every session of the person ('overal uitloggen'), and clears
 * the cookie. A session that had ended already is no error: the cookie is cleared all the same. The sign-in page
 * then says so once (the notice cookie, as after any staff form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const everywhere = formText(await request.formData(), "overal") === "ja";
  try {
    await runOperation(context, SignOutDocument, { input: { everywhere } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "UNAUTHENTICATED") throw error;
  }
  const headers = new Headers();
  headers.append("Set-Cookie", clearedSessionCookie(appServices(context).publicUrl));
  headers.append("Set-Cookie", noticeCookie(context, everywhere ? "overal-uitgelogd" : "uitgelogd"));
  return redirect(STAFF_PATHS.signIn, { headers });
}
