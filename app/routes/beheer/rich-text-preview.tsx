/**
 * The rich-text editor's preview (app/features/beheer/rich-text/): the editor posts its HTML here with a fetcher
 * and gets back what the server's allow-list keeps of it, as the public page will show it. Only the editor (with
 * JavaScript) calls this; it has no page of its own. The back office's layout requires a staff session first.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/rich-text-preview.ts";
import { runStaffOperation } from "../../features/beheer/staff-access.ts";
import { PreviewRichTextDocument } from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { STAFF_PATHS } from "../../../common/site-paths.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";

export const handle = staffPage("backoffice.open");

export type RichTextPreviewResult = { ok: true; html: string } | { ok: false; message: string };

/** Nothing to show at this address itself. */
export function loader() {
  return redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  const html = formText(await request.formData(), "html");
  try {
    const { previewRichText } = await runStaffOperation(context, request, PreviewRichTextDocument, { html });
    return { ok: true, html: previewRichText } satisfies RichTextPreviewResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ ok: false, message: error.message } satisfies RichTextPreviewResult, apiErrorInit(error));
  }
}
