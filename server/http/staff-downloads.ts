/**
 * The one way a back-office file is made, whether a /beheer page asks in this process (AppServices.download) or over
 * HTTP (GET /api/downloads/<name>, for a web app deployed against this API with API_URL): the request's staff
 * session is resolved as /graphql resolves it, and a refusal becomes an outcome with its code, never a throw.
 */
import express, { type RequestHandler, type Router } from "express";
import {
  attachmentHeader,
  STAFF_DOWNLOAD_API_PREFIX,
  type StaffDownloadOutcome,
  type StaffDownloadRequest,
} from "../../common/staff-downloads.ts";
import { DomainError } from "../domain/errors.ts";
import type { ForwardedRequest } from "../graphql/execute.ts";
import type { GraphQLContextFactory } from "../graphql/context.ts";
import { clientIpOf, fetchHeadersOf, NO_REQUEST, requestInfo } from "../graphql/request-info.ts";
import { STAFF_DOWNLOADS } from "./downloads/index.ts";
import { NON_HTML_POLICY } from "./security-headers.ts";

export type StaffDownloader = (
  request: StaffDownloadRequest,
  forwarded: ForwardedRequest | null,
) => Promise<StaffDownloadOutcome>;

const NOT_FOUND: StaffDownloadOutcome = { ok: false, code: "NOT_FOUND", message: "Dit bestand bestaat niet." };

export function staffDownloader(context: GraphQLContextFactory): StaffDownloader {
  return async ({ name, params }, forwarded) => {
    const download = Object.hasOwn(STAFF_DOWNLOADS, name) ? STAFF_DOWNLOADS[name] : undefined;
    if (!download) return NOT_FOUND;
    const { deps } = await context(forwarded ? requestInfo(forwarded.clientIp, forwarded.headers) : NO_REQUEST);
    try {
      return { ok: true, ...(await download(deps, params)) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { ok: false, code: error.code, message: error.message };
    }
  };
}

/** The HTTP status of a refused download, as the API answers the same codes elsewhere. */
function downloadStatus(outcome: StaffDownloadOutcome): number {
  if (outcome.ok) return 200;
  const statuses: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
  return statuses[outcome.code] ?? 400;
}

/** GET /api/downloads/<name>?…: the file itself, or JSON { ok: false, code, message } with the matching status. */
function staffDownloadRoute(download: StaffDownloader): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set("Cache-Control", "no-store");
      const params = Object.fromEntries(
        Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      const name = String(req.params.name ?? "");
      const outcome = await download({ name, params }, { clientIp: clientIpOf(req), headers: fetchHeadersOf(req) });
      if (!outcome.ok) return void res.status(downloadStatus(outcome)).json(outcome);
      res
        .status(200)
        .set({
          "Content-Type": outcome.contentType,
          "Content-Disposition": attachmentHeader(outcome.fileName),
          "Content-Security-Policy": NON_HTML_POLICY,
          "X-Content-Type-Options": "nosniff",
        })
        .send(Buffer.from(outcome.body));
    } catch (error) {
      next(error);
    }
  };
}

export function staffDownloadRouter(download: StaffDownloader): Router {
  const router = express.Router();
  router.get(`${STAFF_DOWNLOAD_API_PREFIX}/:name`, staffDownloadRoute(download));
  return router;
}
