import { Readable } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import { MAX_REQUEST_BYTES } from "../graphql/limits.ts";
import { MEDIA_LIMITS } from "../../common/media.ts";
import { isStaffPath } from "../../common/site-paths.ts";
import { plainPage } from "./plain-page.ts";
import { readUploadForm, UPLOAD_FORM_LIMITS } from "./upload-form.ts";

export type BodyLimit = {
  maxBytes: number;
  /** Answers a body over the limit with 413; the rest of the body is read and dropped, never kept (dropTheRest). */
  tooLarge: (req: Request, res: Response) => void;
};

const TOO_LARGE = Symbol("too large");
const ABORTED = Symbol("aborted");

/**
 * Runs `handler` with the request's body counted as it streams in and cut off at `maxBytes`, however it is sent
 * (Content-Length or chunked). Yoga and React Router read the body from the Node request and would hold all of it;
 * here at most `maxBytes` is held per request, and the handler only starts once the body is complete and within
 * the limit, so it never acts on a cut-off body. It reads a copy of the request whose stream gives the same bytes
 * again. GET and HEAD go through as they are: nobody reads their body, and Node discards it.
 */
export function withBodyLimit(handler: RequestHandler, { maxBytes, tooLarge }: BodyLimit): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, res, next);
    const refuse = () => answerUnreadBody(req, res, () => tooLarge(req, res));
    if (Number(req.headers["content-length"]) > maxBytes) return refuse();
    readUpTo(req, maxBytes)
      .then((body) => {
        if (body === TOO_LARGE) refuse();
        else if (body !== ABORTED) return handler(withBody(req, body), res, next);
      })
      .catch(next);
  };
}

/**
 * Answers a request whose body is not wanted (too large, from another site, no form) without resetting the
 * connection under a client that is still sending it (dropTheRest). Node closes a connection the client asked to
 * close as soon as the answer is out, unread body or not: to such a client `answer` goes once the rest has been
 * dropped; to the others at once, and the rest after it. A body announced over DROP_MAX_BYTES is answered at once
 * and the connection closed.
 */
export function answerUnreadBody(req: Request, res: Response, answer: () => void): void {
  if (Number(req.headers["content-length"]) > DROP_MAX_BYTES) {
    res.set("Connection", "close");
    return answer();
  }
  if (keepsConnection(req)) {
    answer();
    dropTheRest(req);
  } else dropTheRest(req, answer);
}

/** How much of a refused body is still read (and dropped) so the client gets to read the 413, and for how long. */
const DROP_MAX_BYTES = 32 * 1024 * 1024;
const DROP_MAX_MS = 10_000;

/**
 * Reads the rest of a refused body and drops it, so the connection closes cleanly (or serves the next request)
 * once the client has sent it all, and then calls `whenDropped`. Closing a socket whose incoming data is unread
 * resets it, and a client still sending then sees ECONNRESET or EPIPE instead of the 413 that was already on its
 * way: what a browser uploading a too-large photo would show. So, as web servers' "lingering close" does, the rest
 * is read and dropped, never kept; past 32 MB or 10 seconds the answer goes and the socket is closed regardless.
 */
function dropTheRest(req: Request, whenDropped?: () => void): void {
  let dropped = 0;
  const done = () => {
    clearTimeout(timer);
    req.off("data", onData).off("end", onEnd);
  };
  const onEnd = () => {
    done();
    whenDropped?.();
  };
  // The answer still to give goes now, and Node closes the connection after it; an answer already given went long
  // ago, so the socket can be closed at once.
  const giveUp = () => {
    done();
    if (whenDropped) whenDropped();
    else req.socket.destroy();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DROP_MAX_BYTES) giveUp();
  };
  const timer = setTimeout(giveUp, DROP_MAX_MS);
  timer.unref();
  req.on("data", onData).once("end", onEnd).once("close", done);
  req.resume();
}

/** Whether the client keeps the connection after this request (HTTP/1.1 unless it says close; 1.0 if it asks). */
function keepsConnection(req: Request): boolean {
  const connection = (req.headers.connection ?? "").toLowerCase();
  if (req.httpVersion === "1.0") return connection.includes("keep-alive");
  return !connection.includes("close");
}

function readUpTo(req: Readable, maxBytes: number): Promise<Buffer | typeof TOO_LARGE | typeof ABORTED> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: Buffer | typeof TOO_LARGE | typeof ABORTED) => {
      req.off("data", onData).off("end", onEnd).off("error", onAborted).off("close", onAborted);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.pause();
      finish(TOO_LARGE);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onAborted = () => finish(ABORTED);
    req.on("data", onData).once("end", onEnd).once("error", onAborted).once("close", onAborted);
  });
}

/**
 * The request as it came in, with a fresh stream of `body`: a Readable whose prototype is the request, so headers,
 * URL, socket and Express's helpers (ip, hostname, get) are the original's. Destroying it never touches the socket.
 */
function withBody(req: Request, body: Buffer): Request {
  const stream = new Readable({
    read() {
      if (body.length > 0) this.push(body);
      this.push(null);
    },
    destroy(error, callback) {
      callback(error);
    },
  });
  return Object.setPrototypeOf(stream, req) as Request;
}

/** /graphql: the operations of any page fit many times over (server/graphql/limits.ts); answered as GraphQL. */
export const graphqlBodyLimit: BodyLimit = {
  maxBytes: MAX_REQUEST_BYTES,
  tooLarge: (_req, res) => {
    const message = `Het verzoek is te groot: meer dan ${MAX_REQUEST_BYTES / 1024} kB.`;
    res.status(413).json({ errors: [{ message, extensions: { code: "REQUEST_TOO_LARGE" } }] });
  },
};

/** The site's forms hold a few short fields (200 characters at most each); 64 kB is far more than any needs. */
export const MAX_FORM_BYTES = 64 * 1024;

/** Form posts to the pages: answered with a Dutch page. */
function formBodyLimit(siteName: string): BodyLimit {
  const page = plainPage({
    siteName,
    heading: "Wat je verstuurde is te groot",
    text: `Een formulier van deze website is nooit groter dan ${MAX_FORM_BYTES / 1024} kB, en wat je verstuurde wel. Ga terug, controleer je invoer en probeer het opnieuw.`,
    link: { href: "/", label: "Naar de startpagina" },
  });
  return { maxBytes: MAX_FORM_BYTES, tooLarge: (_req, res) => void res.status(413).type("html").send(page) };
}

/**
 * The back office's forms may carry an image (ImageUploadField): a multipart post to a /beheer page is read as a
 * stream (upload-form.ts), its file written to a temporary file under the upload limit, and the page's action gets
 * the form from the request's context (res.locals.uploadedForm, then IncomingRequest.uploadedForm), and its text
 * fields as the request's body (withTextFieldsOf). Every other form post, and any urlencoded post to /beheer, keeps the 64 kB limit.
 */
function withStreamedUpload(pages: RequestHandler, siteName: string): RequestHandler {
  const megabytes = MEDIA_LIMITS.maxBytes / (1024 * 1024);
  const tooLarge = plainPage({
    siteName,
    heading: "Wat je verstuurde is te groot",
    text: `Een afbeelding mag hoogstens ${megabytes} MB zijn, en wat je verstuurde is groter (of het formulier had te veel velden). Ga terug, verklein de afbeelding en probeer het opnieuw.`,
    link: { href: "/beheer", label: "Naar de beheeromgeving" },
  });
  const unreadable = plainPage({
    siteName,
    heading: "Dit formulier kunnen we niet lezen",
    text: "Wat je verstuurde is geen formulier dat we kunnen lezen. Ga terug en probeer het opnieuw.",
    link: { href: "/beheer", label: "Naar de beheeromgeving" },
  });
  const refuse = (req: Request, res: Response) =>
    answerUnreadBody(req, res, () => void res.status(413).type("html").send(tooLarge));
  return (req, res, next) => {
    if (Number(req.headers["content-length"]) > UPLOAD_FORM_LIMITS.maxTotalBytes) return refuse(req, res);
    readUploadForm(req, res)
      .then((read) => {
        if (read.ok) {
          res.locals.uploadedForm = read.form;
          return pages(withTextFieldsOf(req, read.form), res, next);
        }
        if (read.reason === "tooLarge") refuse(req, res);
        // Unreadable, or the client went away (then nobody reads this answer).
        else answerUnreadBody(req, res, () => void res.status(400).type("html").send(unreadable));
      })
      .catch(next);
  };
}

/**
 * The request as the pages see it once its form has been read (withStreamedUpload): the form's text fields as an
 * urlencoded body, so an action that reads request.formData() (most /beheer forms have no image) gets them as from
 * any form post; a file part is left out, for an action without an ImageUploadField it is a field that cannot be
 * text (formText counts it as empty). The actions with an upload take the whole form, file included, from the
 * request's context (postedForm). The text fields fit in UPLOAD_FORM_LIMITS.maxTextBytes, so the body stays small.
 */
function withTextFieldsOf(req: Request, form: FormData): Request {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  const body = Buffer.from(fields.toString());
  const forwarded = withBody(req, body);
  const { "transfer-encoding": _chunked, ...headers } = req.headers;
  const content = { "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) };
  Object.defineProperty(forwarded, "headers", { value: { ...headers, ...content } });
  return forwarded;
}

/** The pages' form posts: multipart posts to /beheer streamed (an upload's limit), 64 kB for everything else. */
export function withPageBodyLimit(pages: RequestHandler, siteName: string): RequestHandler {
  const forms = withBodyLimit(pages, formBodyLimit(siteName));
  const uploads = withStreamedUpload(pages, siteName);
  return (req, res, next) => {
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const upload = req.method === "POST" && type === "multipart/form-data" && isStaffPath(req.path);
    return (upload ? uploads : forms)(req, res, next);
  };
}
