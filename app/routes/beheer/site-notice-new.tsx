import { data, Link } from "react-router";
import type { Route } from "./+types/site-notice-new.ts";
import { SiteNoticeForm } from "../../features/beheer/site-notices/SiteNoticeForm.tsx";
import { NEW_SITE_NOTICE, siteNoticeValues } from "../../features/beheer/site-notices/site-notice-values.ts";
import { readNoticeForm } from "../../features/beheer/site-notices/notice-pdf.ts";
import { postedForm, uploadFailure } from "../../features/beheer/image-upload.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { CreateSiteNoticeDocument } from "../../graphql/generated.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { siteNoticeCreationKeyField } from "../../../common/validation/site-notices.ts";

export const handle = staffPage("content.manage");

/** Each showing of the form gets its own key: a double click or a resent post makes one notice. */
export function loader() {
  return { creationKey: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(context, request);
  const key = siteNoticeCreationKeyField.safeParse(form.get("creationKey"));
  if (!key.success) {
    // Only a tampered or very old form lacks its key: nothing to mark, the page must be loaded again.
    const message = key.error.issues[0]?.message ?? "Laad de pagina opnieuw.";
    return data({ ok: false as const, message, fieldErrors: {}, values: siteNoticeValues(form) }, { status: 400 });
  }
  const read = await readNoticeForm(context, request, form);
  if (!read.ok) {
    return read.refusal === "form"
      ? staffFormRefusal(read.fieldErrors, read.values)
      : uploadFailure(read.upload, read.values);
  }
  const { values, input } = read;
  try {
    await runStaffOperation(context, request, CreateSiteNoticeDocument, { input: { creationKey: key.data, ...input } });
    return redirectWithNotice(context, STAFF_PATHS.siteNotices, "melding-toegevoegd");
  } catch (error) {
    return formFailure(error, values);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Melding toevoegen", matches[0].loaderData);
}

export default function NewSiteNotice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.siteNotices} className={textLinkStyle}>
          ← Meldingen
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>Melding toevoegen</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Een nieuwe melding komt achteraan in de volgorde en staat in de aangegeven periode op de website.
      </p>
      <SiteNoticeForm
        values={actionData?.values ?? NEW_SITE_NOTICE}
        failure={actionData}
        submitLabel="Melding toevoegen"
        creationKey={loaderData.creationKey}
      />
    </>
  );
}
