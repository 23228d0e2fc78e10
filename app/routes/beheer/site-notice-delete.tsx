import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/site-notice-delete.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { loadStaffSiteNotice, siteNoticeIdOf } from "../../features/beheer/site-notices/load-site-notice.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { DeleteSiteNoticeDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const handle = staffPage("content.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { notice: await loadStaffSiteNotice(context, request, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = siteNoticeIdOf(params.id);
  try {
    await runStaffOperation(context, request, DeleteSiteNoticeDocument, { input: { id } });
    return redirectWithNotice(context, STAFF_PATHS.siteNotices, "melding-verwijderd");
  } catch (error) {
    return formFailure(error, {});
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Melding verwijderen", matches[0].loaderData);
}

/** The confirmation step of deleting a notice: it leaves the site at once. */
export default function DeleteSiteNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const sending = useNavigation().state === "submitting";
  const back = `${STAFF_PATHS.siteNotices}/${notice.id}`;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.siteNotices} className={textLinkStyle}>
          ← Meldingen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Melding verwijderen</h1>
      <p className="mt-4 max-w-prose text-lg">
        Weet je zeker dat je de melding &lsquo;{notice.text}&rsquo; wilt verwijderen? Ze verdwijnt direct van de
        website.
      </p>
      <Form method="post" className="mt-8 flex flex-wrap gap-4">
        {actionData && <ErrorBox title="Niet verwijderd">{actionData.message}</ErrorBox>}
        <button type="submit" disabled={sending} className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}>
          {sending ? "Bezig met verwijderen..." : "Ja, verwijder deze melding"}
        </button>
        <Link to={back} className={buttonStyles.secondary}>
          Niet verwijderen
        </Link>
      </Form>
    </>
  );
}
