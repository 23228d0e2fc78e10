/**
 * For the notice forms' actions: the PDF chosen in the form, stored through the server like an image
 * (AppServices.storeImage, kind PDF) before the notice is saved, so a save the API refuses shows the form again
 * with the PDF kept: staff need not choose the file again.
 */
import type { RouterContextProvider } from "react-router";
import type { ImageUploadRefusal } from "../../../../common/media-upload.ts";
import { MEDIA_FIELDS } from "../../../../common/media-upload.ts";
import { uploadImageFromForm } from "../image-upload.ts";
import { withUploadedPdf, type SiteNoticeValues } from "./site-notice-values.ts";

/** The values with the chosen PDF as the link; as they were when the link is no PDF or no file was chosen. */
export async function withChosenPdf(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  values: SiteNoticeValues,
): Promise<{ ok: true; values: SiteNoticeValues } | ImageUploadRefusal> {
  const file = form.get(MEDIA_FIELDS.file);
  if (values.linkKind !== "pdf" || !(file instanceof Blob) || file.size === 0) return { ok: true, values };
  const outcome = await uploadImageFromForm(context, request, form, "PDF");
  if (!outcome.ok) return outcome;
  const name = "name" in file && typeof file.name === "string" ? file.name.slice(0, 200) : "";
  return { ok: true, values: withUploadedPdf(values, { id: outcome.image.id, name }) };
}
