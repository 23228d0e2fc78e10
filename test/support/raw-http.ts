import { createHash } from "node:crypto";
import { once } from "node:events";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import type { RequestHandler } from "express";

/** Listens on a free port of 127.0.0.1 and gives the base URL. */
export async function listen(server: Server): Promise<string> {
  if (!server.listening) await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export type StreamedAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes of the body written before the answer came. */
  bytesSent: number;
};

/**
 * POSTs `total` bytes in chunks of `chunk` bytes with Transfer-Encoding: chunked (no Content-Length, as a client
 * streaming a body sends it), writing the next chunk only when the previous one is sent and no answer has come.
 * `bytes(offset, size)` makes each chunk. The server may answer and close before the body is all sent.
 */
export function postChunked(
  url: string,
  headers: Record<string, string>,
  bytes: (offset: number, size: number) => Buffer,
  { total, chunk }: { total: number; chunk: number },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } });
    req.on("response", (res) => {
      answered = true;
      const bytesSent = sent;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString(),
          bytesSent,
        }),
      );
      res.on("error", reject);
    });
    // Writing after the server closed fails with EPIPE or ECONNRESET; the answer, when it came, is what counts.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const writeNext = () => {
      if (answered || req.destroyed) return;
      if (sent >= total) {
        req.end();
        return;
      }
      const size = Math.min(chunk, total - sent);
      const piece = bytes(sent, size);
      sent += size;
      if (req.write(piece)) setImmediate(writeNext);
      else req.once("drain", writeNext);
    };
    writeNext();
  });
}

/**
 * POSTs `body` with its Content-Length (or the `content-length` given in `headers`) over a raw socket, as a busy
 * client does: it reads nothing until it has written all of the body, then reads the answer. A server that closes
 * the connection while the body is still coming resets it, and this client then has no answer at all.
 */
export function postWhole(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  const all = { host: `${hostname}:${port}`, "content-length": String(body.length), ...headers, ...extraHeaders };
  const head = [`POST ${pathname} HTTP/1.1`, ...Object.entries(all).map(([name, value]) => `${name}: ${value}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.pause();
    const parts: Buffer[] = [];
    socket.on("error", reject);
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    socket.write(body, () => {
      socket.on("data", (part: Buffer) => {
        parts.push(part);
        const answer = parseAnswer(Buffer.concat(parts).toString("latin1"));
        if (answer) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.resume();
    });
  });
}

/** A complete HTTP/1.1 answer with a Content-Length, or null while it is still coming. */
function parseAnswer(text: string): { status: number; headers: Record<string, string>; body: string } | null {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  const body = text.slice(end + 4);
  if (body.length < Number(headers["content-length"] ?? 0)) return null;
  return { status: Number(statusLine!.split(" ")[1]), headers, body };
}

/** A stand-in for the web app that reads the whole body and says what arrived: method, length and SHA-256. */
export const echoBodyPages: RequestHandler = (req, res) => {
  const hash = createHash("sha256");
  let length = 0;
  req.on("data", (chunk: Buffer) => {
    length += chunk.length;
    hash.update(chunk);
  });
  req.on("end", () => void res.json({ method: req.method, length, sha256: hash.digest("hex") }));
};
