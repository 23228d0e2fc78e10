/**
 * npm run bench:pages — the public pages against the machine's ceiling (docs/architecture.md, Benchmarks). For every
 * public page the app keeps rendered (server/http/page-cache.ts), the reference is a bare node:http server
 * (bare-server.ts, a process of its own) answering the very bytes the app answered, headers included, compressed
 * the same: all the app does on top of that is its cost. Both are loaded by autocannon with CONCURRENCY
 * connections (keep-alive, as browsers and the nginx recipe's upstream keep-alive do), taking turns of a second,
 * SECONDS turns each after a warm-up (measure); one production process of the app on PGlite with the demo content.
 * The load comes from this process on the same two cores, for the reference and the app alike.
 * Prints requests per second and latency percentiles of both, and per page whether it meets the bars: at least
 * THROUGHPUT_SHARE of the reference's requests per second, p99 under P99_BAR_MS, every answer 200. Fails when a
 * page misses one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { AllCoursesDocument, FeaturedEventQueryDocument } from "../../app/graphql/generated.ts";
import { apiClient } from "../../test/support/site/api-client.ts";
import { startServer, type RunningServer } from "../../test/support/site/server.ts";
import type { RecordedAnswer } from "./bare-server.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const P99_BAR_MS = 50;
const THROUGHPUT_SHARE = 0.5;
/** What a browser sends: the app answers brotli, and the reference the same bytes. */
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

type Page = { name: string; path: string };
type Figures = { perSecond: number; p50: number; p99: number; requests: number; non200: number };

/** The pages to measure, found through the API as any visitor's links would be. */
async function pagesOf(server: RunningServer): Promise<Page[]> {
  const api = apiClient(server);
  const { allCourses } = await api(AllCoursesDocument);
  const openCourse = allCourses.nodes.find((course) => course.status === "PUBLISHED" && !course.isFull);
  const { currentFeaturedEvent } = await api(FeaturedEventQueryDocument);
  if (!openCourse || !currentFeaturedEvent)
    throw new Error("de democontent mist een open cursus of een uitgelicht evenement");
  return [
    { name: "home", path: "/" },
    { name: "over-ons", path: "/over-ons" },
    { name: "contact", path: "/contact" },
    { name: "vrienden", path: "/vrienden" },
    { name: "vacatures", path: "/vacatures" },
    { name: "evenementen", path: "/evenementen" },
    { name: "overige-evenementen", path: "/overige-evenementen" },
    { name: "evenement", path: `/evenementen/${currentFeaturedEvent.id}` },
    { name: "vakschool", path: "/vakschool" },
    { name: "cursus", path: `/vakschool/${openCourse.id}` },
    { name: "privacy", path: "/privacy" },
    { name: "algemene-voorwaarden", path: "/algemene-voorwaarden" },
    { name: "cookieverklaring", path: "/cookieverklaring" },
  ];
}

/** The app's answer to one GET, exactly as sent (still compressed). */
function record(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = { ...res.headers };
        delete headers["date"];
        delete headers["connection"];
        delete headers["keep-alive"];
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

async function startBareServer(answers: Record<string, RecordedAnswer>): Promise<{ url: string; child: ChildProcess }> {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  const file = path.join(folder, "answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-server.ts"), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  rmSync(folder, { recursive: true, force: true });
  return { url: `http://127.0.0.1:${line.trim()}`, child };
}

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONCURRENCY, duration: seconds, headers: HEADERS });
  return {
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non200: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The reference and the app in turns of one second each, SECONDS turns apiece after a warm-up of both: a change in
 * what else the machine does then touches both alike. Requests per second over all turns; p50 and p99 the median
 * of the turns'.
 */
async function measure(referenceUrl: string, appUrl: string): Promise<{ reference: Figures; app: Figures }> {
  await load(referenceUrl, WARM_UP_SECONDS);
  await load(appUrl, WARM_UP_SECONDS);
  const turns: { reference: Figures[]; app: Figures[] } = { reference: [], app: [] };
  for (let turn = 0; turn < SECONDS; turn++) {
    turns.reference.push(await load(referenceUrl, 1));
    turns.app.push(await load(appUrl, 1));
  }
  return { reference: combined(turns.reference), app: combined(turns.app) };
}

function combined(turns: Figures[]): Figures {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const requests = turns.reduce((sum, turn) => sum + turn.requests, 0);
  return {
    perSecond: requests / turns.length,
    p50: median(turns.map((turn) => turn.p50)),
    p99: median(turns.map((turn) => turn.p99)),
    requests,
    non200: turns.reduce((sum, turn) => sum + turn.non200, 0),
  };
}

function row(name: string, reference: Figures, app: Figures): { line: string; met: boolean } {
  const share = app.perSecond / reference.perSecond;
  const bars = [share >= THROUGHPUT_SHARE, app.p99 < P99_BAR_MS, app.non200 === 0 && reference.non200 === 0];
  const cells = [
    name.padEnd(20),
    reference.perSecond.toFixed(0).padStart(8),
    reference.p99.toFixed(0).padStart(7),
    app.perSecond.toFixed(0).padStart(8),
    app.p50.toFixed(0).padStart(7),
    app.p99.toFixed(0).padStart(7),
    `${(share * 100).toFixed(0)}%`.padStart(7),
    String(app.non200).padStart(8),
    ...bars.map((met) => (met ? "ja" : "NEE").padStart(9)),
  ];
  return { line: cells.join(" "), met: bars.every(Boolean) };
}

const server = await startServer({ env: { SEED_DEMO: "true" } });
let bare: ChildProcess | undefined;
let healthy = true;
try {
  const pages = await pagesOf(server);
  const answers: Record<string, RecordedAnswer> = {};
  for (const page of pages) {
    // Twice: the second answer is the kept one (its headers say so), which is what the load gets.
    await record(server.url + page.path);
    answers[page.path] = await record(server.url + page.path);
  }
  const reference = await startBareServer(answers);
  bare = reference.child;
  console.log(
    `\nGET van publieke pagina's, ${CONCURRENCY} verbindingen, ${SECONDS} beurten van 1 s om en om (autocannon); ` +
      `referentie: kale node:http met dezelfde bytes; app: 1 proces op PGlite\n`,
  );
  console.log(
    `pagina               ref req/s ref p99  app req/s app p50 app p99  aandeel niet-200` +
      `  >=${THROUGHPUT_SHARE * 100}%  p99<${P99_BAR_MS}  alle 200`,
  );
  for (const page of pages) {
    const cached = answers[page.path]!.headers["x-page-cache"] === "hit";
    const measured = await measure(reference.url + page.path, server.url + page.path);
    const figures = row(cached ? page.name : `${page.name} (niet bewaard)`, measured.reference, measured.app);
    console.log(figures.line);
    healthy = figures.met && healthy;
  }
} finally {
  bare?.kill();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
if (!healthy) {
  console.error(
    `\nFout: een pagina haalt minder dan ${THROUGHPUT_SHARE * 100}% van de verzoeken per seconde van de kale ` +
      `server met dezelfde bytes, heeft p99 niet onder ${P99_BAR_MS} ms, of een verzoek gaf geen 200.`,
  );
  process.exitCode = 1;
}
