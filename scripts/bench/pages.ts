/**
 * npm run bench:pages — the page bar of DESIGN §6: a dynamic page (course detail, event detail) keeps p99 under
 * 100 ms at 50 concurrent connections on a 2-core machine. One production process (the build of server/main.ts) on
 * PGlite with the demo content; per page a warm-up, then REQUESTS requests with CONCURRENCY in flight. The load
 * comes from this process on the same two cores, so the figures are on the cautious side.
 * Prints requests per second and latency percentiles; fails when a dynamic page's p99 is over the bar or any
 * request does not answer 200.
 */
import { rmSync } from "node:fs";
import { AllCoursesDocument, FeaturedEventQueryDocument } from "../../app/graphql/generated.ts";
import { apiClient } from "../../e2e/support/api-client.ts";
import { startServer, type RunningServer } from "../../e2e/support/server.ts";
import { percentile } from "./percentile.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARM_UP = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const P99_BAR_MS = 100;

type Page = { name: string; path: string; dynamic: boolean };
type Result = { seconds: number; latencies: number[]; failures: number };

/** The pages to measure, found through the API as any visitor's links would be. */
async function pagesOf(server: RunningServer): Promise<Page[]> {
  const api = apiClient(server);
  const { allCourses } = await api(AllCoursesDocument);
  const openCourse = allCourses.nodes.find((course) => course.status === "PUBLISHED" && !course.isFull);
  const { currentFeaturedEvent } = await api(FeaturedEventQueryDocument);
  if (!openCourse || !currentFeaturedEvent)
    throw new Error("de democontent mist een open cursus of een uitgelicht evenement");
  return [
    { name: "cursus", path: `/vakschool/${openCourse.id}`, dynamic: true },
    { name: "evenement", path: `/evenementen/${currentFeaturedEvent.id}`, dynamic: true },
    { name: "vakschool", path: "/vakschool", dynamic: true },
    { name: "over-ons (statisch)", path: "/over-ons", dynamic: false },
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

function report(page: Page, result: Result): boolean {
  const p99 = percentile(result.latencies, 99);
  const withinBar = !page.dynamic || p99 < P99_BAR_MS;
  const cells = [
    page.name.padEnd(20),
    String(result.latencies.length).padStart(7),
    (result.latencies.length / result.seconds).toFixed(0).padStart(6),
    percentile(result.latencies, 50).toFixed(1).padStart(7),
    percentile(result.latencies, 95).toFixed(1).padStart(7),
    p99.toFixed(1).padStart(7),
    String(result.failures).padStart(6),
    page.dynamic ? (withinBar ? "  ja" : "  NEE") : "  -",
  ];
  console.log(cells.join(" "));
  return withinBar && result.failures === 0;
}

const server = await startServer({ env: { SEED_DEMO: "true" } });
let healthy = true;
try {
  const pages = await pagesOf(server);
  console.log(`\nGET van pagina's, 1 proces op PGlite, ${CONCURRENCY} tegelijk, ${REQUESTS} verzoeken per pagina:\n`);
  console.log(`pagina               verzoek  req/s  p50 ms  p95 ms  p99 ms  niet-200  p99 < ${P99_BAR_MS} ms`);
  for (const page of pages) {
    await load(server.url + page.path, WARM_UP);
    healthy = report(page, await load(server.url + page.path, REQUESTS)) && healthy;
  }
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
if (!healthy) {
  console.error(`\nFout: een dynamische pagina heeft p99 boven ${P99_BAR_MS} ms, of een verzoek gaf geen 200.`);
  process.exitCode = 1;
}
