import { data, Link, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/site-page-edit.ts";
import { formFailure } from "../../features/beheer/form-outcome.ts";
import { pageKeyOfParams, apiPageKey } from "../../features/beheer/site-pages/page-key.ts";
import {
  applyRowEdit,
  isCompleteForm,
  postedValues,
  rowEditOf,
  schemaInput,
  type PageFormValues,
} from "../../features/beheer/site-pages/page-form-values.ts";
import { storedValues } from "../../features/beheer/site-pages/stored-values.ts";
import { saveDraft } from "../../features/beheer/site-pages/save-draft.ts";
import { SitePageForm, type PortraitChoice } from "../../features/beheer/site-pages/SitePageForm.tsx";
import { SitePageHistory } from "../../features/beheer/site-pages/SitePageHistory.tsx";
import { parseStaffForm, staffFormRefusal } from "../../features/beheer/staff-form.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import {
  PublishSitePageDocument,
  RestoreSitePageVersionDocument,
  StaffPortraitsDocument,
  StaffSitePageDocument,
} from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { SITE_PAGE_SCHEMAS } from "../../../common/validation/site-pages.ts";
import {
  SITE_PAGE_LABELS,
  SITE_PAGE_PUBLIC_PATHS,
  staffSitePagePath,
  type SitePageKeyValue,
} from "../../../common/vocabulary/site-pages.ts";

export const handle = staffPage("content.manage");

/** A post without the draft revision it was opened on: not a form this page sent. */
const STALE_FORM = "Dit formulier is niet compleet. Open de pagina opnieuw en probeer het nog eens.";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const key = pageKeyOfParams(params);
  const { staffSitePage } = await runStaffOperation(context, request, StaffSitePageDocument, { key: apiPageKey(key) });
  const portraits: PortraitChoice[] =
    key === "about"
      ? (await runStaffOperation(context, request, StaffPortraitsDocument, {})).mediaFiles.nodes.map((file) => ({
          url: file.url,
          label: file.altText ? `${file.altText} (${file.originalFilename})` : file.originalFilename,
        }))
      : [];
  const { draft, ...page } = staffSitePage;
  return { key, page, values: storedValues(key, draft), portraits };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const key = pageKeyOfParams(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "terugzetten") return restore(context, request, key, Number(form.get("versie")));
  const values = postedValues(key, form);
  if (!isCompleteForm(key, form)) {
    return data({ ok: false as const, message: STALE_FORM, fieldErrors: {}, values }, { status: 400 });
  }
  const edit = rowEditOf(key, form);
  if (edit) return { ok: "unsaved" as const, values: applyRowEdit(key, values, edit) };
  const schema = SITE_PAGE_SCHEMAS[key] as unknown as z.ZodType<object, object>;
  const parsed = parseStaffForm(schemaInput(key, values), schema);
  if (!parsed.ok) return staffFormRefusal(parsed.fieldErrors, values);
  try {
    const revision = await saveDraft(context, request, key, Number(form.get("revision")), parsed.input);
    if (intent === "voorbeeld") return redirect(staffSitePagePath(key, "voorbeeld"));
    if (intent !== "publiceren") return redirectWithNotice(context, staffSitePagePath(key), "pagina-opgeslagen");
    const published = { key: apiPageKey(key), revision };
    await runStaffOperation(context, request, PublishSitePageDocument, { input: published });
    return redirectWithNotice(context, staffSitePagePath(key), "pagina-gepubliceerd");
  } catch (error) {
    return formFailure(error, values);
  }
}

async function restore(context: Route.ActionArgs["context"], request: Request, key: SitePageKeyValue, version: number) {
  if (!Number.isInteger(version)) return data({ restoreError: "Deze versie bestaat niet." }, { status: 404 });
  try {
    await runStaffOperation(context, request, RestoreSitePageVersionDocument, {
      input: { key: apiPageKey(key), version },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ restoreError: error.message }, apiErrorInit(error));
  }
  return redirectWithNotice(context, staffSitePagePath(key), "versie-teruggezet");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffMeta(`Pagina ${loaderData ? SITE_PAGE_LABELS[loaderData.key] : ""}`.trim(), matches[0].loaderData);
}

export default function EditSitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { key, page, portraits } = loaderData;
  const values: PageFormValues = actionData && "values" in actionData ? actionData.values : loaderData.values;
  const failure = actionData && "fieldErrors" in actionData ? actionData : null;
  const restoreError = actionData && "restoreError" in actionData ? actionData.restoreError : null;
  return (
    <>
      <p>
        <Link to={STAFF_PATHS.sitePages} className={textLinkStyle}>
          ← Pagina's
        </Link>
      </p>
      <h1 className={`${headingStyles.page} mt-4`}>{SITE_PAGE_LABELS[key]}</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-slate-700">
        <p>
          {page.published
            ? `Op de website: versie ${page.published.version}, gepubliceerd ${formatDateAtTime(page.published.publishedAt)}${page.published.publishedByName ? ` door ${page.published.publishedByName}` : ""}.`
            : "Deze pagina is nog niet gepubliceerd."}{" "}
          {page.hasUnpublishedChanges && (
            <strong>Het concept heeft wijzigingen die nog niet op de website staan.</strong>
          )}
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={SITE_PAGE_PUBLIC_PATHS[key]} className={textLinkStyle}>
            Bekijk de pagina op de website
          </a>
          <Link to={`${STAFF_PATHS.auditLog}?soort=site_page&id=${key}`} className={textLinkStyle}>
            Wijzigingen van deze pagina
          </Link>
        </p>
      </div>
      <SitePageForm
        pageKey={key}
        values={values}
        revision={page.revision}
        failure={failure}
        unsaved={actionData !== undefined && "ok" in actionData && actionData.ok === "unsaved"}
        portraits={portraits}
      />
      <SitePageHistory versions={page.versions} error={restoreError} />
    </>
  );
}
