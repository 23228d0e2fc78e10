/**
 * For a /beheer route action whose form has an ImageUploadField: reads the file and its alt text from the posted
 * form and stores it through the server (AppServices.storeImage). A refusal comes back as field errors for the
 * form; a session that ended sends the visitor to sign in, a missing permission answers 403, as runStaffOperation.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { appServices, incomingRequestContext } from "../../lib/app-services.ts";
import { readImageUpload, type ImageUploadRefusal, type UploadedImage } from "../../../common/media-upload.ts";
import type { MediaKindValue } from "../../../common/media.ts";
import { signInPathFor } from "./staff-access.ts";

export type ImageUploadResult = { ok: true; image: UploadedImage } | ImageUploadRefusal;

/**
 * The posted form of a /beheer action whose form may carry an upload: the server has read a multipart post as a
 * stream already (its file on disk, server/http/upload-form.ts) and hands it over with the request; any other post
 * is read from the request's body as usual.
 */
export async function postedForm(context: Readonly<RouterContextProvider>, request: Request): Promise<FormData> {
  return context.get(incomingRequestContext)?.uploadedForm ?? (await request.formData());
}

/**
 * Stores the form's image. `kind` fixes what it is for (an event form: EVENT_IMAGE); without it the form's own
 * `soort` field says. Fields: `bestand` (the file), `alt` (alt text).
 */
export async function uploadImageFromForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  kind?: MediaKindValue,
): Promise<ImageUploadResult> {
  const read = readImageUpload(form, kind);
  if (!read.ok) return read;
  let outcome;
  try {
    outcome = await appServices(context).storeImage(read.upload, context.get(incomingRequestContext));
  } catch (cause) {
    console.error("Afbeelding opslaan mislukt:", cause);
    const message = "De afbeelding kon niet worden opgeslagen. Probeer het later opnieuw.";
    return { ok: false, code: "INTERNAL_SERVER_ERROR", message, fieldErrors: { file: message } };
  }
  if (!outcome.ok && outcome.code === "UNAUTHENTICATED") throw redirect(signInPathFor(request));
  if (!outcome.ok && outcome.code === "FORBIDDEN") throw data({ message: outcome.message }, { status: 403 });
  return outcome;
}

/** Whether the form has a file chosen at all: an edit form may leave the current image as it is. */
function formHasFile(form: FormData): boolean {
  const file = form.get("bestand");
  return file instanceof Blob && file.size > 0;
}

/**
 * For a form whose image may be replaced (event, organisation, friend): the stored upload when a file was chosen,
 * null when not (the form's current URL stays), or the refusal. The upload is stored before the form's own save,
 * so a save the API refuses shows the form again with the new URL filled in: staff need not choose the file again.
 */
export async function optionalImageUpload(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  kind: MediaKindValue,
): Promise<{ ok: true; image: UploadedImage | null } | ImageUploadRefusal> {
  if (!formHasFile(form)) return { ok: true, image: null };
  return uploadImageFromForm(context, request, form, kind);
}

/** A refused upload answered as a refused save (form-outcome.ts): the form again with the message and the values. */
export function uploadFailure<Values>(refusal: ImageUploadRefusal, values: Values) {
  const failure = { ok: false as const, message: refusal.message, fieldErrors: refusal.fieldErrors, values };
  return data(failure, uploadRefusalStatus(refusal));
}

/** 500 for a failure of ours, 429 with Retry-After for an upload limit, 400 for the rest. */
export function uploadRefusalStatus(refusal: ImageUploadRefusal): { status: number; headers?: HeadersInit } {
  if (refusal.code === "INTERNAL_SERVER_ERROR") return { status: 500 };
  if (refusal.code === "RATE_LIMITED" && refusal.retryAfterSeconds) {
    return { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds) } };
  }
  return { status: 400 };
}
