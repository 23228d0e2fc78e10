/**
 * Serves the uploaded images (/media/<id>/<variant>.webp|svg) and notice PDFs (/media/<id>/document.pdf), and takes
 * new ones (POST /api/media, for a web app running against this API over HTTP), streamed to a temporary file
 * (upload-form.ts) under a per-client limit. An upload never changes under its URL, so it is cached for a year.
 */
import express, { type RequestHandler, type Router } from "express";
import { extensionOf, MEDIA_LIMITS, MEDIA_PATH_PREFIX } from "../../common/media.ts";
import { readImageUpload } from "../../common/media-upload.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { clientIpOf, fetchHeadersOf, originAllowed } from "../graphql/request-info.ts";
import type { MediaStorage } from "../domain/media/storage.ts";
import type { SpendOutcome } from "../domain/rate-limits/counters.ts";
import { uploadWaitText } from "../domain/media/upload-limits.ts";
import { answerUnreadBody } from "./body-limit.ts";
import { readUploadForm, UPLOAD_FORM_LIMITS } from "./upload-form.ts";
import { uploadStatus, type ImageUploader } from "./media-upload.ts";
import { NON_HTML_POLICY } from "./security-headers.ts";
import { servingFiles } from "./request-log.ts";

/** An SVG shown on its own may style itself and do nothing else: no script, no loads, never framed. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const UNREADABLE_FORM = {
  ok: false,
  code: "BAD_USER_INPUT",
  message: "Dit formulier kunnen we niet lezen.",
  fieldErrors: {},
};

const FILE_NAME = /^([a-z0-9]+)\.(webp|svg|pdf)$/;

const CONTENT_TYPES = { svg: "image/svg+xml; charset=utf-8", webp: "image/webp", pdf: "application/pdf" } as const;

/** The safe download name of a PDF upload (server/domain/media/pdf-name.ts), or null when it is none. */
export type PdfNameOf = (id: string) => Promise<string | null>;

function mediaFilesRoute(storage: MediaStorage, pdfNameOf: PdfNameOf): RequestHandler {
  return async (req, res, next) => {
    try {
      const { id = "", file = "" } = req.params as { id?: string; file?: string };
      const [, variant = "", extension = ""] = FILE_NAME.exec(file) ?? [];
      // Each variant has one extension (SVG only the vector, PDF only the document, WebP the others): one name per file.
      const known = extension !== "" && extensionOf(variant) === extension;
      const type = extension as keyof typeof CONTENT_TYPES;
      const found = known ? await storage.find(id, variant, type) : null;
      // A PDF is always a download (never shown in the site's origin), under the name its row makes safe.
      const pdfName = found && type === "pdf" ? await pdfNameOf(id) : null;
      if (!found || (type === "pdf" && !pdfName)) {
        return void res.status(404).type("text/plain; charset=utf-8").send("Dit bestand bestaat niet.");
      }
      res.set({
        "Content-Type": CONTENT_TYPES[type],
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": type === "svg" ? SVG_POLICY : NON_HTML_POLICY,
        ...(pdfName ? { "Content-Disposition": `attachment; filename="${pdfName}"` } : {}),
      });
      res.sendFile(found, { maxAge: "1y", immutable: true, dotfiles: "deny", lastModified: false }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      next(error);
    }
  };
}

/** POST /api/media: multipart (file, kind, altText) with the staff session cookie; answers JSON. */
function mediaUploadRoute(
  upload: ImageUploader,
  allowedOrigins: ReadonlySet<string>,
  limitClient: LimitMediaClient,
): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set("Cache-Control", "no-store");
      const refuse = (status: number, body: object) => answerUnreadBody(req, res, () => res.status(status).json(body));
      if (!originAllowed(req.get("origin"), allowedOrigins)) {
        return refuse(403, { ok: false, code: "FORBIDDEN", message: "Dit verzoek komt niet van onze website." });
      }
      if (!req.is("multipart/form-data")) {
        return refuse(415, { ok: false, code: "BAD_USER_INPUT", message: "Stuur een formulier met een bestand." });
      }
      // Counted before the body is read: a flood of uploads costs no parsing and no disk.
      const limited = await limitClient(clientIpOf(req));
      if (!limited.allowed) {
        res.set("Retry-After", String(limited.retryAfterSeconds));
        const message = `Te veel uploads vanaf dit adres. ${uploadWaitText(limited.retryAfterSeconds)}`;
        return refuse(429, { ok: false, code: "RATE_LIMITED", message, retryAfterSeconds: limited.retryAfterSeconds });
      }
      if (Number(req.headers["content-length"]) > UPLOAD_FORM_LIMITS.maxTotalBytes) return refuse(413, TOO_LARGE);
      const read = await readUploadForm(req, res);
      if (!read.ok) {
        if (read.reason === "tooLarge") return refuse(413, TOO_LARGE);
        // Unreadable, or the client went away (then nobody reads this answer).
        return refuse(400, UNREADABLE_FORM);
      }
      const form = readImageUpload(read.form);
      if (!form.ok) return void res.status(400).json(form);
      const outcome = await upload(form.upload, { clientIp: clientIpOf(req), headers: fetchHeadersOf(req) });
      if (!outcome.ok && outcome.retryAfterSeconds) res.set("Retry-After", String(outcome.retryAfterSeconds));
      res.status(uploadStatus(outcome)).json(outcome);
    } catch (error) {
      next(error);
    }
  };
}

const TOO_LARGE = {
  ok: false,
  code: "REQUEST_TOO_LARGE",
  message: `Het bestand is te groot: een upload mag hoogstens ${MEDIA_LIMITS.maxBytes / (1024 * 1024)} MB zijn.`,
};

/** Spends one of the client's uploads of the hour (server/domain/media/upload-limits.ts). */
export type LimitMediaClient = (clientIp: string | null) => Promise<SpendOutcome>;

export function mediaRouter(options: {
  storage: MediaStorage;
  upload: ImageUploader;
  allowedOrigins: ReadonlySet<string>;
  pdfNameOf: PdfNameOf;
  limitClient: LimitMediaClient;
}): Router {
  const router = express.Router();
  router.get(`${MEDIA_PATH_PREFIX}/:id/:file`, servingFiles(mediaFilesRoute(options.storage, options.pdfNameOf)));
  router.post(SERVER_PATHS.mediaUpload, mediaUploadRoute(options.upload, options.allowedOrigins, options.limitClient));
  return router;
}
