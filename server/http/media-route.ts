/**
 * Serves the uploaded images (/media/<id>/<variant>.webp|svg) and takes new ones (POST /api/media, for a web app
 * running against this API over HTTP). An image never changes under its URL, so it is cached for a year.
 */
import { Readable } from "node:stream";
import express, { type Request, type RequestHandler, type Router } from "express";
import { MEDIA_PATH_PREFIX, SVG_VARIANT } from "../../common/media.ts";
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

const FILE_NAME = /^([a-z0-9]+)\.(webp|svg)$/;

function mediaFilesRoute(storage: MediaStorage): RequestHandler {
  return async (req, res, next) => {
    try {
      const { id = "", file = "" } = req.params as { id?: string; file?: string };
      const [, variant = "", extension = ""] = FILE_NAME.exec(file) ?? [];
      // SVG only as the vector variant, WebP only as the others: one name per file.
      const svg = extension === "svg";
      const found =
        extension && svg === (variant === SVG_VARIANT) ? await storage.find(id, variant, svg ? "svg" : "webp") : null;
      if (!found) return void res.status(404).type("text/plain; charset=utf-8").send("Deze afbeelding bestaat niet.");
      res.set({
        "Content-Type": svg ? "image/svg+xml; charset=utf-8" : "image/webp",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": svg ? SVG_POLICY : NON_HTML_POLICY,
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
}): Router {
  const router = express.Router();
  router.get(`${MEDIA_PATH_PREFIX}/:id/:file`, servingFiles(mediaFilesRoute(options.storage)));
  router.post(SERVER_PATHS.mediaUpload, mediaUploadRoute(options.upload, options.allowedOrigins));
  return router;
}
