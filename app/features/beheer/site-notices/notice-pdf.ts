/**
 * For the notice forms' actions: the posted form read by its shared schema, with the PDF chosen in it stored through
 * the server like an image (AppServices.storeImage, kind PDF). The PDF is stored only once the rest of the form is
 * right, so a refused form writes nothing; it is stored before the notice is saved, so a save the API refuses shows
 * the form again with the PDF kept: staff need not choose the file again.
 */
import type { RouterContextProvider } from "react-router";
import type { ImageUploadRefusal } from "../../../../common/media-upload.ts";
import { MEDIA_FIELDS } from "../../../../common/media-upload.ts";
import { uploadImageFromForm } from "../image-upload.ts";
import { siteNoticeInput, siteNoticeValues, withUploadedPdf, type SiteNoticeValues } from "./site-notice-values.ts";

/** Stands for the PDF about to be uploaded while the other fields are checked; never sent to the API. */
const PDF_TO_COME = "00000000-0000-4000-8000-000000000000";

type Input = Extract<ReturnType<typeof siteNoticeInput>, { ok: true }>["input"];

export type NoticeFormOutcome =
  | { ok: true; values: SiteNoticeValues; input: Input }
  | { ok: false; refusal: "form"; values: SiteNoticeValues; fieldErrors: Record<string, string> }
  | { ok: false; refusal: "upload"; values: SiteNoticeValues; upload: ImageUploadRefusal };

export async function readNoticeForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
): Promise<NoticeFormOutcome> {
  const values = siteNoticeValues(form);
  const file = form.get(MEDIA_FIELDS.file);
  const chosen = values.linkKind === "pdf" && file instanceof Blob && file.size > 0 ? file : null;
  const checked = siteNoticeInput(chosen ? { ...values, pdfMediaId: PDF_TO_COME } : values);
  if (!checked.ok) return { ok: false, refusal: "form", values, fieldErrors: checked.fieldErrors };
  if (!chosen) return { ok: true, values, input: checked.input };
  const outcome = await uploadImageFromForm(context, request, form, "PDF");
  if (!outcome.ok) return { ok: false, refusal: "upload", values, upload: outcome };
  const name = "name" in chosen && typeof chosen.name === "string" ? chosen.name.slice(0, 200) : "";
  const uploaded = withUploadedPdf(values, { id: outcome.image.id, name });
  return { ok: true, values: uploaded, input: { ...checked.input, pdfMediaId: outcome.image.id } };
}
