/**
 * Memory of one upload of the largest size (an 8 MB file in a ~8.0 MB multipart post), the way uploads were read
 * before (the whole body held by withBodyLimit, parsed by the platform's request.formData(), the file copied into
 * an ArrayBuffer for the image processing) and the way they are read now (server/http/upload-form.ts: streamed, the
 * file part written to a temporary file, the image processing reading it from disk). Each way runs in a fresh
 * process (curl sends the body from another), which takes one upload and reports how far rss, heap and ArrayBuffers rose above their level before it,
 * at the peak (sampled every 2 ms) and once it was handled. `node scripts/bench/upload-memory.ts`
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import { withBodyLimit } from "../../server/http/body-limit.ts";
import { readUploadForm, tempFilePath } from "../../server/http/upload-form.ts";

const FILE_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;

type Figures = { peak: Record<string, number>; after: Record<string, number> };

async function measure(way: "before" | "after"): Promise<Figures> {
  const app = express();
  let handled: (() => void) | null = null;
  const done = new Promise<void>((resolve) => (handled = resolve));
  if (way === "before") {
    app.post(
      "/upload",
      withBodyLimit(
        async (req, res) => {
          const request = new Request("http://localhost/upload", {
            method: "POST",
            headers: { "content-type": req.headers["content-type"] ?? "" },
            body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
            duplex: "half",
          } as RequestInit);
          const file = (await request.formData()).get("bestand") as Blob;
          const bytes = new Uint8Array(await file.arrayBuffer());
          res.status(201).send(String(bytes.byteLength));
          handled?.();
        },
        { maxBytes: 9 * MB, tooLarge: (_req, res) => void res.status(413).end() },
      ),
    );
  } else {
    app.post("/upload", async (req, res) => {
      const read = await readUploadForm(req, res);
      const file = read.ok ? (read.form.get("bestand") as Blob) : null;
      // What the image processing does now: read the start to tell the type; sharp reads the rest from the file.
      const head = file ? await readFile(tempFilePath(file)!).then((bytes) => bytes.subarray(0, 4096)) : null;
      res.status(201).send(String(head?.byteLength ?? 0));
      handled?.();
    });
  }
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const body = new FormData();
  body.set("bestand", new Blob([new Uint8Array(FILE_BYTES).fill(7)]), "foto.png");
  body.set("soort", "EVENT_IMAGE");
  // The client is another process (curl, sending the body from a file), so only the server's memory counts.
  const encoded = new Response(body);
  const type = encoded.headers.get("content-type")!;
  const bodyFile = path.join(await mkdtemp(path.join(tmpdir(), "ff-bench-")), "body");
  await writeFile(bodyFile, new Uint8Array(await encoded.arrayBuffer()));
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: 0, heapUsed: 0, arrayBuffers: 0 };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    for (const key of Object.keys(peak) as (keyof typeof peak)[]) peak[key] = Math.max(peak[key], now[key] - base[key]);
  }, 2);
  const client = spawn("curl", [
    "-s",
    "-o",
    "/dev/null",
    "-H",
    `content-type: ${type}`,
    "--data-binary",
    `@${bodyFile}`,
    `http://127.0.0.1:${port}/upload`,
  ]);
  await done;
  await once(client, "exit");
  await rm(path.dirname(bodyFile), { recursive: true, force: true });
  clearInterval(sampler);
  const end = process.memoryUsage();
  server.closeAllConnections();
  server.close();
  const mb = (value: number) => Math.round((value / MB) * 10) / 10;
  return {
    peak: Object.fromEntries(Object.entries(peak).map(([key, value]) => [key, mb(value)])),
    after: {
      rss: mb(end.rss - base.rss),
      heapUsed: mb(end.heapUsed - base.heapUsed),
      arrayBuffers: mb(end.arrayBuffers - base.arrayBuffers),
    },
  };
}

const way = process.argv[2];
if (way === "before" || way === "after") {
  console.log(JSON.stringify(await measure(way)));
  process.exit(0);
} else {
  console.log(`Eén upload van ${FILE_BYTES / MB} MB, geheugen boven het niveau ervoor (MB), elk in een vers proces:`);
  for (const each of ["before", "after"] as const) {
    const output = execFileSync(process.execPath, ["--expose-gc", import.meta.filename, each], { encoding: "utf8" });
    const figures = JSON.parse(output.trim().split("\n").at(-1)!) as Figures;
    console.log(
      `${each === "before" ? "voorheen" : "nu      "}  piek ${JSON.stringify(figures.peak)}  daarna ${JSON.stringify(figures.after)}`,
    );
  }
}
