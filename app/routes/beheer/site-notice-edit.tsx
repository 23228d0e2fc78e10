import { Link } from "react-router";
import type { Route } from "./+types/site-notice-edit.ts";
import { SiteNoticeForm } from "../../features/beheer/site-notices/SiteNoticeForm.tsx";
import { storedSiteNoticeValues } from "../../features/beheer/site-notices/site-notice-values.ts";
import { loadStaffSiteNotice } from "../../features/beheer/site-notices/load-site-notice.ts";
import { readNoticeForm } from "../../features/beheer/site-notices/notice-pdf.ts";
import { postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { UpdateSiteNoticeDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";

export const handle = staffPage("content.manage");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return { notice: await loadStaffSiteNotice(context, request, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // A notice that is not there is a 404 before anything (a PDF) is stored for it.
  const { id } = await loadStaffSiteNotice(context, request, params.id);
  const read = await readNoticeForm(context, request, await postedForm(context, request));
  if (!read.ok) {
    return read.refusal === "form"
      ? staffFormRefusal(read.fieldErrors, read.values)
      : uploadFailure(read.upload, read.values);
  }
  const { values, input } = read;
  try {
    await runStaffOperation(context, request, UpdateSiteNoticeDocument, { input: { id, ...input } });
    return redirectWithNotice(context, STAFF_PATHS.siteNotices, "melding-opgeslagen");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Melding wijzigen", matches[0].loaderData);
}

export default function EditSiteNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.siteNotices} className={textLinkStyle}>
          ← Meldingen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Melding wijzigen</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p>
          Status: <strong>{notice.statusLabel}</strong>
        </p>
        <Link to={`${STAFF_PATHS.siteNotices}/${notice.id}/verwijderen`} className={buttonStyles.secondary}>
          Melding verwijderen
        </Link>
        <Link to={`${STAFF_PATHS.auditLog}?soort=site_notice&id=${notice.id}`} className={textLinkStyle}>
          Wijzigingen van deze melding
        </Link>
      </div>
      <SiteNoticeForm
        values={actionData?.values ?? storedSiteNoticeValues(notice)}
        failure={actionData}
        submitLabel="Wijzigingen opslaan"
      />
    </>
  );
}
