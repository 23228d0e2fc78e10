/**
 * npm run bench:pages — the page bar (docs/architecture.md, Benchmarks): at 50 concurrent connections on a 2-core
 * machine a dynamic page (event, course, /vakschool, /evenementen, /overige-evenementen, home, /over-ons,
 * /contact) keeps p99 under 100 ms, within 2x the static reference's p99, and reaches at least half its throughput,
 * all in the same run. The reference is a static file the build compressed: the client's entry script, tens of
 * kB like a page, served from disk as the prerendered /over-ons was until it became content (decision 0033). One
 * production process (the build of server/main.ts) on PGlite with the demo content; the reference first, then the
 * dynamic pages; per page a warm-up, then REQUESTS requests
 * with CONCURRENCY in flight. The load comes from this process on the same two cores, so the figures are on the
 * cautious side.
 * Prints requests per second and latency percentiles, and per dynamic page whether it meets each bar; fails when
 * one does not or any request does not answer 200.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { AllCoursesDocument, FeaturedEventQueryDocument } from "../../app/graphql/generated.ts";
import { apiClient } from "../../test/support/site/api-client.ts";
import { startServer, type RunningServer } from "../../test/support/site/server.ts";
import { percentile } from "./percentile.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARM_UP = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const P99_BAR_MS = 100;
/** A dynamic page's p99 at most this many times the reference's, and its throughput at least this share. */
const P99_FACTOR = 2;
const THROUGHPUT_SHARE = 0.5;

type Page = { name: string; path: string; dynamic: boolean };
type Result = { seconds: number; latencies: number[]; failures: number };
/** The static reference's figures, which the dynamic pages are held against. */
type Reference = { p99: number; perSecond: number };

/** The build's client entry script: fingerprinted, precompressed, served as a file. */
function entryScript(): string {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  const found = readdirSync(assets).find((name) => /^entry\.client-.*\.js$/.test(name));
  if (!found) throw new Error("geen build gevonden: eerst npm run build");
  return found;
}

/** The pages to measure, found through the API as any visitor's links would be. */
async function pagesOf(server: RunningServer): Promise<Page[]> {
  const api = apiClient(server);
  const { allCourses } = await api(AllCoursesDocument);
  const openCourse = allCourses.nodes.find((course) => course.status === "PUBLISHED" && !course.isFull);
  const { currentFeaturedEvent } = await api(FeaturedEventQueryDocument);
  if (!openCourse || !currentFeaturedEvent)
    throw new Error("de democontent mist een open cursus of een uitgelicht evenement");
  // The reference first: the dynamic pages are held against its figures.
  return [
    { name: "script (statisch)", path: `/assets/${entryScript()}`, dynamic: false },
    { name: "over-ons", path: "/over-ons", dynamic: true },
    { name: "contact", path: "/contact", dynamic: true },
    { name: "evenement", path: `/evenementen/${currentFeaturedEvent.id}`, dynamic: true },
    { name: "cursus", path: `/vakschool/${openCourse.id}`, dynamic: true },
    { name: "vakschool", path: "/vakschool", dynamic: true },
    { name: "evenementen", path: "/evenementen", dynamic: true },
    { name: "overige-evenementen", path: "/overige-evenementen", dynamic: true },
    { name: "home", path: "/", dynamic: true },
  ];
}

/** `total` GETs of one page with at most CONCURRENCY in flight; each response body is read to the end. */
async function load(url: string, total: number): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        const sent = performance.now();
        const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status !== 200) failures++;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), failures };
}

function report(page: Page, result: Result, reference: Reference): boolean {
  const p99 = percentile(result.latencies, 99);
  const perSecond = result.latencies.length / result.seconds;
  const bars = page.dynamic
    ? [p99 < P99_BAR_MS, p99 <= P99_FACTOR * reference.p99, perSecond >= THROUGHPUT_SHARE * reference.perSecond]
    : [];
  const cells = [
    page.name.padEnd(20),
    String(result.latencies.length).padStart(7),
    perSecond.toFixed(0).padStart(6),
    percentile(result.latencies, 50).toFixed(1).padStart(7),
    percentile(result.latencies, 95).toFixed(1).padStart(7),
    p99.toFixed(1).padStart(7),
    String(result.failures).padStart(8),
    ...(page.dynamic ? bars.map((met) => (met ? "ja" : "NEE").padStart(11)) : Array(3).fill("-".padStart(11))),
  ];
  console.log(cells.join(" "));
  return bars.every(Boolean) && result.failures === 0;
}

const server = await startServer({ env: { SEED_DEMO: "true" } });
let healthy = true;
try {
  const pages = await pagesOf(server);
  console.log(`\nGET van pagina's, 1 proces op PGlite, ${CONCURRENCY} tegelijk, ${REQUESTS} verzoeken per pagina:\n`);
  console.log(
    `pagina               verzoek  req/s  p50 ms  p95 ms  p99 ms  niet-200  p99<${P99_BAR_MS} ms` +
      `  p99<=${P99_FACTOR}x st  req/s>=${THROUGHPUT_SHARE * 100}%`,
  );
  let reference: Reference = { p99: NaN, perSecond: NaN };
  for (const page of pages) {
    await load(server.url + page.path, WARM_UP);
    const result = await load(server.url + page.path, REQUESTS);
    if (!page.dynamic)
      reference = { p99: percentile(result.latencies, 99), perSecond: result.latencies.length / result.seconds };
    healthy = report(page, result, reference) && healthy;
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
if (!healthy) {
  console.error(
    `\nFout: een dynamische pagina heeft p99 niet onder ${P99_BAR_MS} ms of boven ${P99_FACTOR}x die van het statische ` +
      `bestand, haalt minder dan ${THROUGHPUT_SHARE * 100}% van haar verzoeken per seconde, of een verzoek gaf geen 200.`,
  );
  process.exitCode = 1;
}
