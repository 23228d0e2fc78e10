/**
 * The JSON download of /beheer/privacy/verzoeken (decision 0024): a form post with the address, so it never lands in a
 * URL, answered with the same file as the visitor's own download. A route of its own, without a page: the action of
 * a page cannot answer a document post with a file (React Router reads a Response returned there as the page's
 * data), so the page's download form posts here.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/privacy-request-download.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import type { PersonalData } from "../../features/personal-data/PersonalDataOverview.tsx";
import { StaffPersonalDataDocument } from "../../graphql/generated.ts";
import { ApiError } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("privacy.manage");

/** Nothing to show at this address itself; a staff member without the permission hears so, as on every page. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  const email = formText(await request.formData(), "email");
  try {
    const { staffPersonalData } = await runStaffOperation(context, request, StaffPersonalDataDocument, {
      input: { email },
    });
    return jsonDownload(staffPersonalData);
  } catch (error) {
    // Only a form changed by hand gets here: the page posts the address it has just looked up.
    if (!(error instanceof ApiError)) throw error;
    return new Response(error.message, {
      status: 400,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** The same file as the visitor's own download, never kept by a browser or proxy. */
function jsonDownload(personalData: PersonalData): Response {
  const day = personalData.generatedAt.slice(0, 10);
  return new Response(`${JSON.stringify(personalData, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="gegevens-${day}.json"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
