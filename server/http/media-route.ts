/**
 * Serves the uploaded images (/media/<id>/<variant>.webp|svg) and notice PDFs (/media/<id>/document.pdf), and takes
 * new ones (POST /api/media, for a web app running against this API over HTTP). An upload never changes under its
 * URL, so it is cached for a year.
 */
import { Readable } from "node:stream";
import express, { type Request, type RequestHandler, type Router } from "express";
import { extensionOf, MEDIA_PATH_PREFIX } from "../../common/media.ts";
import { MEDIA_UPLOAD_MAX_BYTES, readImageUpload } from "../../common/media-upload.ts";
import { SERVER_PATHS } from "../../common/site-paths.ts";
import { clientIpOf, fetchHeadersOf, originAllowed } from "../graphql/request-info.ts";
import type { MediaStorage } from "../domain/media/storage.ts";
import { withBodyLimit } from "./body-limit.ts";
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
function mediaUploadRoute(upload: ImageUploader, allowedOrigins: ReadonlySet<string>): RequestHandler {
  const tooLarge = withBodyLimit(
    async (req, res) => {
      const formData = await formDataOf(req).catch(() => null);
      if (!formData) return void res.status(400).json(UNREADABLE_FORM);
      const form = await readImageUpload(formData);
      if (!form.ok) return void res.status(400).json(form);
      const outcome = await upload(form.upload, { clientIp: clientIpOf(req), headers: fetchHeadersOf(req) });
      res.status(uploadStatus(outcome)).json(outcome);
    },
    {
      maxBytes: MEDIA_UPLOAD_MAX_BYTES,
      tooLarge: (_req, res) =>
        void res.status(413).json({ ok: false, code: "REQUEST_TOO_LARGE", message: "Het bestand is te groot." }),
    },
  );
  return (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!originAllowed(req.get("origin"), allowedOrigins)) {
      return void res
        .status(403)
        .json({ ok: false, code: "FORBIDDEN", message: "Dit verzoek komt niet van onze website." });
    }
    if (!req.is("multipart/form-data")) {
      return void res
        .status(415)
        .json({ ok: false, code: "BAD_USER_INPUT", message: "Stuur een formulier met een bestand." });
    }
    tooLarge(req, res, next);
  };
}

/** The request's multipart body as FormData, parsed by the platform's own (undici's) parser. */
function formDataOf(req: Request): Promise<FormData> {
  const url = new URL(req.originalUrl, "http://localhost");
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new Request(url, {
    method: "POST",
    headers: fetchHeadersOf(req),
    body,
    duplex: "half",
  } as RequestInit).formData();
}

export function mediaRouter(options: {
  storage: MediaStorage;
  upload: ImageUploader;
  allowedOrigins: ReadonlySet<string>;
  pdfNameOf: PdfNameOf;
}): Router {
  const router = express.Router();
  router.get(`${MEDIA_PATH_PREFIX}/:id/:file`, servingFiles(mediaFilesRoute(options.storage, options.pdfNameOf)));
  router.post(SERVER_PATHS.mediaUpload, mediaUploadRoute(options.upload, options.allowedOrigins));
  return router;
}
