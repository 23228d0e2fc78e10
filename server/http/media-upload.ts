/**
 * The one way an upload reaches storeImage, whether from a /beheer page's action in this process (AppServices)
 * or over HTTP (POST /api/media, for a web app deployed against this API with API_URL): the request's staff
 * session is resolved exactly as /graphql resolves it, and a refusal becomes a Dutch outcome, never a throw.
 */
import type { ImageUploadOutcome, ImageUploadRequest } from "../../common/media-upload.ts";
import { DomainError } from "../domain/errors.ts";
import type { MediaStorage } from "../domain/media/storage.ts";
import { storeImage, type UploadedFile } from "../domain/media/store-image.ts";
import type { GraphQLContextFactory } from "../graphql/context.ts";
import { NO_REQUEST, requestInfo } from "../graphql/request-info.ts";
import type { ForwardedRequest } from "../graphql/execute.ts";
import { rm } from "node:fs/promises";
import { temporaryFolder, tempFilePath, writeTempFile } from "./upload-form.ts";

export type ImageUploader = (
  upload: ImageUploadRequest,
  request: ForwardedRequest | null,
) => Promise<ImageUploadOutcome>;

export function imageUploader(context: GraphQLContextFactory, storage: MediaStorage): ImageUploader {
  return async (upload, request) => {
    const { deps } = await context(request ? requestInfo(request.clientIp, request.headers) : NO_REQUEST);
    const { file, release } = await onDisk(upload.file);
    try {
      const image = await storeImage(deps, storage, { ...upload, file });
      return { ok: true, image };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { retryAfterSeconds } = error.details;
      return {
        ok: false,
        code: error.code,
        message: error.message,
        fieldErrors: fieldErrorsOf(error),
        ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}),
      };
    } finally {
      await release();
    }
  };
}

/**
 * The upload's file on disk: the temporary file its streamed form was written to (upload-form.ts), or, for a Blob
 * from elsewhere (a caller in this process), a temporary file written from its stream and removed afterwards.
 */
async function onDisk(blob: Blob): Promise<{ file: UploadedFile; release: () => Promise<void> }> {
  const known = tempFilePath(blob);
  if (known) return { file: { path: known, size: blob.size }, release: async () => {} };
  const folder = await temporaryFolder();
  const target = await writeTempFile(folder, blob);
  return { file: { path: target, size: blob.size }, release: () => rm(folder, { recursive: true, force: true }) };
}

function fieldErrorsOf(error: DomainError): Record<string, string> {
  const { fieldErrors, field } = error.details;
  if (typeof fieldErrors === "object" && fieldErrors !== null) {
    return Object.fromEntries(
      Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
  return typeof field === "string" ? { [field]: error.message } : {};
}

/** The HTTP status of a refused upload, as the API answers the same codes elsewhere. */
export function uploadStatus(outcome: ImageUploadOutcome): number {
  if (outcome.ok) return 201;
  const statuses: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, RATE_LIMITED: 429, CONFLICT: 409 };
  return statuses[outcome.code] ?? 400;
}
