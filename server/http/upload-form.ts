/**
 * Reads a multipart upload (a /beheer form with an image, POST /api/media) as a stream, with
 * @remix-run/form-data-parser: the request is never held whole, the one file part goes to a temporary file under
 * the upload limit, and the form's other fields must stay few and short. The file in the resulting FormData is
 * backed by that temporary file (fs.openAsBlob), so the image processing reads it from disk (tempFilePath). The
 * folder of temporary files goes when the response is done, whatever happened: stored, refused or abandoned.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { MEDIA_LIMITS } from "../../common/media.ts";
import { MEDIA_UPLOAD_MAX_BYTES } from "../../common/media-upload.ts";
import { fetchHeadersOf } from "../graphql/request-info.ts";

/** The limits of one upload's form: one file, a few dozen short fields (an event's form has about twenty). */
export const UPLOAD_FORM_LIMITS = {
  maxFileBytes: MEDIA_LIMITS.maxBytes,
  maxTotalBytes: MEDIA_UPLOAD_MAX_BYTES,
  maxFiles: 1,
  maxParts: 60,
  maxHeaderBytes: 8 * 1024,
  /** All text fields together: the room MEDIA_UPLOAD_MAX_BYTES leaves beside the file. */
  maxTextBytes: MEDIA_UPLOAD_MAX_BYTES - MEDIA_LIMITS.maxBytes,
} as const;

export type UploadFormOutcome =
  | { ok: true; form: FormData }
  /** tooLarge: over a size or count limit (answer 413); unreadable: no multipart form we can read (400). */
  | { ok: false; reason: "tooLarge" | "unreadable" | "aborted" };

/** The temporary file behind each uploaded file this module made; nothing else ever names a path. */
const tempFiles = new WeakMap<Blob, string>();

/** Where an uploaded file of this request is on disk, or null for a Blob that is not one (made elsewhere). */
export function tempFilePath(file: Blob): string | null {
  return tempFiles.get(file) ?? null;
}

/** The base for temporary folders; a folder per request under it (fs.mkdtemp). */
const TEMP_PREFIX = path.join(tmpdir(), "ff-upload-");

/** A new private temporary folder (mode 0700, a random name), for one request's files. */
export function temporaryFolder(): Promise<string> {
  return mkdtemp(TEMP_PREFIX);
}

/** Writes the Blob's stream to a new file in `folder`, never holding it whole; the file's path. */
export async function writeTempFile(folder: string, blob: Blob): Promise<string> {
  const target = path.join(folder, `upload-${randomUUID()}`);
  await writeFile(target, blob.stream() as unknown as AsyncIterable<Uint8Array>, { flag: "wx" });
  return target;
}

/**
 * A temporary folder that is removed once the response is sent or the connection is gone, whichever comes first,
 * and at once by `remove` (a refused form).
 */
async function requestTempFolder(res: Response): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await temporaryFolder();
  let removed: Promise<void> | null = null;
  const remove = () => (removed ??= rm(folder, { recursive: true, force: true }));
  res.once("finish", () => void remove()).once("close", () => void remove());
  return { folder, remove };
}

export async function readUploadForm(req: Request, res: Response): Promise<UploadFormOutcome> {
  const { folder, remove } = await requestTempFolder(res);
  const limits = UPLOAD_FORM_LIMITS;
  const toDisk = async (file: FileUpload) => {
    const target = await writeTempFile(folder, file);
    const name = decodeFormFilename(file.name);
    const onDisk = new File([await openAsBlob(target, { type: file.type })], name, { type: file.type });
    tempFiles.set(onDisk, target);
    return onDisk;
  };
  const body = bodyOf(req);
  try {
    const form = await parseFormData(
      requestOf(req, body.stream),
      {
        maxFiles: limits.maxFiles,
        maxFileSize: limits.maxFileBytes,
        maxTotalSize: limits.maxTotalBytes,
        maxParts: limits.maxParts,
        maxHeaderSize: limits.maxHeaderBytes,
      },
      toDisk,
    );
    if (textBytesOf(form) <= limits.maxTextBytes) return { ok: true, form };
    await remove();
    return { ok: false, reason: "tooLarge" };
  } catch (error) {
    await remove();
    // A limit first: the request may already count as destroyed when the parser stops at one.
    if (isLimitError(error)) return { ok: false, reason: "tooLarge" };
    if (error instanceof ConnectionGone || req.readableAborted) return { ok: false, reason: "aborted" };
    if (error instanceof FormDataParseError) {
      return error.cause instanceof ConnectionGone
        ? { ok: false, reason: "aborted" }
        : { ok: false, reason: "unreadable" };
    }
    throw error;
  } finally {
    // Whatever the parser left unread is no longer its: the rest of a refused body is dropped (answerUnreadBody).
    body.detach();
  }
}

/**
 * A browser escapes '"', CR and LF in a file name as %22, %0D and %0A (the HTML standard's multipart/form-data
 * encoding); the parser hands the name over as sent, so they are undone here, as the platform's parser does.
 */
function decodeFormFilename(name: string): string {
  return name.replace(/%(22|0D|0A)/gi, (_escape, code: string) => String.fromCharCode(parseInt(code, 16)));
}

/** The client went away before the body was complete. */
class ConnectionGone extends Error {
  override name = "ConnectionGone";
  constructor() {
    super("De verbinding werd verbroken tijdens het uploaden.");
  }
}

function isLimitError(error: unknown): boolean {
  return [
    MaxFileSizeExceededError,
    MaxTotalSizeExceededError,
    MaxFilesExceededError,
    MaxPartsExceededError,
    MaxHeaderSizeExceededError,
  ].some((type) => error instanceof type);
}

function textBytesOf(form: FormData): number {
  let bytes = 0;
  for (const [, value] of form) if (typeof value === "string") bytes += Buffer.byteLength(value);
  return bytes;
}

/** The Node request as a fetch Request whose body streams from it (nothing read ahead). */
function requestOf(req: Request, body: ReadableStream<Uint8Array>): globalThis.Request {
  return new globalThis.Request(new URL(req.originalUrl, "http://localhost"), {
    method: "POST",
    headers: fetchHeadersOf(req),
    body,
    duplex: "half",
  } as RequestInit);
}

/**
 * The request's body as a web stream, with backpressure (the socket pauses while the parser is behind). Unlike
 * Readable.toWeb, cancelling it (the parser stopped at a limit) leaves the request alone, and `detach` lets go of
 * it: the rest of its body is then read and dropped (body-limit.ts: answerUnreadBody), so the client gets the 413.
 */
function bodyOf(req: Request): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  let detach = () => {};
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const onData = (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        const onEnd = () => {
          detach();
          controller.close();
        };
        const onGone = () => {
          detach();
          controller.error(new ConnectionGone());
        };
        detach = () => void req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
        req.on("data", onData).once("end", onEnd).once("error", onGone).once("close", onGone);
      },
      pull() {
        req.resume();
      },
      cancel() {
        detach();
        req.pause();
      },
    },
    { highWaterMark: 4 },
  );
  return { stream, detach: () => detach() };
}
