/**
 * npm run bench:lighthouse — Lighthouse (mobile: slow 4G, 4x slower CPU) on every content page of the production
 * build and on the event, course, purchase and workshop pages, in Debian's Chromium.
 *
 * The bar holds in the default `simulate` mode, as PageSpeed Insights runs it: the median of SIMULATED_RUNS runs
 * per page must be 100 on a content page and at least 98 on the others, and the runs of one page may not spread
 * over more than MAX_SPREAD points (that mode swung between 92 and 100 for the same page, depending on whether
 * the first paint waited for the scripts). One run with applied throttling (`devtools`: the page really loads over
 * a throttled connection) gives the LCP, TBT, CLS and JavaScript figures beside it; any layout shift fails too.
 *
 * Every run gets a browser of its own, started for it and closed after it, as PageSpeed Insights does: a browser
 * that has run the page before has compiled its scripts already (V8's code cache) and scores better than a
 * visitor's. `BENCH_LIGHTHOUSE_PAGES` (paths, comma-separated; `/vakschool/*` for a prefix) measures only those.
 *
 * Two ways in, side by side (`BENCH_LIGHTHOUSE_VIA=http`, `https` or `both`, the default): the server itself over
 * plain HTTP, and the deployment recipe's nginx over HTTPS with HTTP/2 (./tls-proxy.ts), which serves the assets
 * itself, brotli when Debian's module is installed, else gzip (the table says which). The page's stylesheet is
 * inlined unless the build was made with `VITE_STYLESHEET=linked` (app/root.tsx); the table says which too.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../../test/support/browser/browser.ts";
import { startServer, type RunningServer } from "../../test/support/site/server.ts";
import { startTlsProxy, tlsProxyPorts } from "./tls-proxy.ts";

const PAGES = [
  "/",
  "/over-ons",
  "/contact",
  "/vrienden",
  "/vacatures",
  "/evenementen",
  "/overige-evenementen",
  "/vakschool",
];

/** Runs of the simulated mode per page (BENCH_LIGHTHOUSE_RUNS), and the scores they must reach. */
const SIMULATED_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CONTENT_GOAL = 100;
const DETAIL_GOAL = 98;
const MAX_SPREAD = 3;
const TBT_GOAL_MS = 100;
/** Only these pages, when given (BENCH_LIGHTHOUSE_PAGES=/,/vakschool). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((page) => page.trim());
/** The ways in to measure (BENCH_LIGHTHOUSE_VIA). */
const VIA = (process.env.BENCH_LIGHTHOUSE_VIA ?? "both") as "http" | "https" | "both";
const wanted = (path: string) =>
  !ONLY || ONLY.some((page) => (page.endsWith("*") ? path.startsWith(page.slice(0, -1)) : path === page));

type Figures = {
  /** The way in: "http" or "https" (through nginx). */
  via: Via;
  path: string;
  goal: number;
  score: number;
  simulatedScores: number[];
  simulatedMedian: number;
  /** The simulated runs' median Total Blocking Time. */
  simulatedTbtMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
};
type ThrottlingMethod = "devtools" | "simulate";
type Via = "http" | "https";

type DetailIds = {
  currentFeaturedEvent: { id: string } | null;
  allCourses: { nodes: { id: string; status: string }[] };
};

/** The detail pages measured too: the featured event's, its purchase page, a course open for enrolment, the wizard. */
async function detailPaths(url: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ currentFeaturedEvent { id } allCourses { nodes { id status } } }" }),
  });
  const { data } = (await response.json()) as { data?: DetailIds };
  const eventId = data?.currentFeaturedEvent?.id;
  const courseId = data?.allCourses.nodes.find((course) => course.status === "PUBLISHED")?.id;
  return [
    ...(eventId ? [`/evenementen/${eventId}`, `/evenementen/${eventId}/aanmelden`] : []),
    ...(courseId ? [`/vakschool/${courseId}`] : []),
    "/workshops/aanmelden",
  ];
}

/** One Lighthouse run in a browser started for it (a fresh profile, nothing cached or compiled). */
async function run(url: string, throttlingMethod: ThrottlingMethod) {
  // The proxy's certificate is self-signed; the browser's connection is still TLS with HTTP/2.
  const tls = url.startsWith("https:") ? ["--ignore-certificate-errors"] : [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      ...tls,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse gaf geen resultaat voor ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function measure(via: Via, url: string, path: string, goal: number): Promise<Figures> {
  const simulatedScores: number[] = [];
  const simulatedTbt: number[] = [];
  for (let i = 0; i < SIMULATED_RUNS; i++) {
    const simulated = await run(`${url}${path}`, "simulate");
    simulatedScores.push(Math.round((simulated.categories.performance?.score ?? 0) * 100));
    simulatedTbt.push(Math.round(simulated.audits["total-blocking-time"]?.numericValue ?? NaN));
  }
  const sorted = [...simulatedScores].sort((a, b) => a - b);
  const { audits, categories } = await run(`${url}${path}`, "devtools");
  const summary = audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] };
  const script = summary?.items?.find((item) => item.resourceType === "script");
  return {
    via,
    path,
    goal,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    simulatedScores,
    simulatedMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
    simulatedTbtMs: simulatedTbt.sort((a, b) => a - b)[Math.floor(simulatedTbt.length / 2)] ?? NaN,
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    jsKb: Number(((script?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

/** The server's public address must be the one the browser opens (links, cookies), so HTTPS gets its own server. */
async function measureVia(via: Via): Promise<{ figures: Figures[]; label: string }> {
  const ports = via === "https" ? await tlsProxyPorts() : undefined;
  const server = await startServer(
    ports ? { env: { PUBLIC_URL: `https://127.0.0.1:${ports.httpsPort}` }, fromSeededWorld: true } : {},
  );
  const proxy = ports ? await startTlsProxy(ports, Number(new URL(server.url).port)) : undefined;
  try {
    const label = proxy ? `https via nginx, assets ${proxy.compression}` : "http, server direct";
    const url = proxy?.url ?? server.url;
    const figures: Figures[] = [];
    for (const path of PAGES.filter(wanted)) figures.push(await measure(via, url, path, CONTENT_GOAL));
    for (const path of (await detailPaths(server.url)).filter(wanted)) {
      figures.push(await measure(via, url, path, DETAIL_GOAL));
    }
    return { figures, label: `${label}, stylesheet ${await stylesheetOf(server)}` };
  } finally {
    await proxy?.stop();
    await server.stop();
  }
}

/** Whether the build inlines the stylesheet in the HTML or links it (VITE_STYLESHEET=linked, app/root.tsx). */
async function stylesheetOf(server: RunningServer): Promise<string> {
  const html = await (await fetch(`${server.url}/`)).text();
  return html.includes('rel="stylesheet"') ? "linked (cached file)" : "inline";
}

const ways: Via[] = VIA === "both" ? ["http", "https"] : [VIA];
const measured: { via: Via; figures: Figures[]; label: string }[] = [];
for (const via of ways) measured.push({ via, ...(await measureVia(via)) });
const figures = measured.flatMap((way) => way.figures);

/** A page's path with its ids as `:id`: each server has a world of its own, with ids of its own. */
const shortPath = (path: string) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id");

console.log(
  `\nLighthouse, mobiel (4G-verbinding en 4x tragere CPU), elke run een nieuwe browser: gesimuleerd (mediaan van ` +
    `${SIMULATED_RUNS}, doel, TBT), toegepast:`,
);
for (const way of measured) {
  console.log(`\n${way.via}: ${way.label}\n`);
  console.log(
    "pagina                            sim.  doel  runs                 sim.TBT  toegep.  LCP ms  TBT ms    CLS  JS kB (overdracht)",
  );
  for (const row of way.figures) {
    const name = shortPath(row.path).padEnd(32);
    console.log(
      `${name} ${String(row.simulatedMedian).padStart(5)} ${String(row.goal).padStart(5)}  ${row.simulatedScores.join(" ").padEnd(20)} ${String(row.simulatedTbtMs).padStart(7)} ${String(row.score).padStart(7)} ${String(row.lcpMs).padStart(7)} ${String(row.tbtMs).padStart(7)} ${row.cls.toFixed(3).padStart(6)} ${row.jsKb.toFixed(1).padStart(12)}`,
    );
  }
}
if (measured.length > 1) {
  console.log("\nnaast elkaar (gesimuleerd: mediaan / TBT ms):\n");
  console.log(`pagina                           ${measured.map((way) => way.via.padStart(14)).join("")}`);
  for (const row of measured[0]?.figures ?? []) {
    const cells = measured.map((way) => {
      const same = way.figures.find((other) => shortPath(other.path) === shortPath(row.path));
      return (same ? `${same.simulatedMedian} / ${same.simulatedTbtMs}` : "-").padStart(14);
    });
    console.log(`${shortPath(row.path).padEnd(32)} ${cells.join("")}`);
  }
}
const spread = (row: Figures) => Math.max(...row.simulatedScores) - Math.min(...row.simulatedScores);
const problems = [
  ...figures
    .filter((row) => row.simulatedMedian < row.goal)
    .map((row) => `${row.via} ${row.path} scoort ${row.simulatedMedian} (< ${row.goal})`),
  ...figures
    .filter((row) => spread(row) > MAX_SPREAD)
    .map((row) => `${row.via} ${row.path} wisselt ${spread(row)} punten`),
  ...figures.filter((row) => row.cls > 0).map((row) => `${row.via} ${row.path} verschuift (CLS ${row.cls})`),
  ...figures
    .filter((row) => !(row.simulatedTbtMs < TBT_GOAL_MS))
    .map((row) => `${row.via} ${row.path} blokkeert ${row.simulatedTbtMs} ms (TBT >= ${TBT_GOAL_MS})`),
];
if (problems.length > 0) {
  console.error(`\nOnder de lat: ${problems.join("; ")}`);
  process.exitCode = 1;
}
