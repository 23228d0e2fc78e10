/**
 * npm run bench:staff — the back office on a busy year's data (scripts/volume/): one production process on
 * PostgreSQL with the volume seed and a signed-in beheerder (./staff-site.ts). Every staff list, the dashboard, the
 * busiest event's, order's and course's pages and the public pages are each loaded by autocannon with CONCURRENCY
 * connections for SECONDS after a warm-up; prints p50 and p99 per page and fails when a p99 reaches P99_BAR_MS or
 * an answer is not 200. Then the invoice register of the busiest year as XLSX, while the server's resident memory
 * (/proc/<pid>/status, every 5 ms) is sampled: fails when it takes EXPORT_BAR_MS or more, or the process's memory
 * rises MEMORY_BAR_MB or more above its level before the export (the process itself holds some 370 MB before any
 * export, so the bar is on what the export adds; both are printed).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startStaffSite, type StaffSite } from "./staff-site.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const P99_BAR_MS = 150;
const EXPORT_BAR_MS = 5_000;
const MEMORY_BAR_MB = 200;

type Figures = { p50: number; p99: number; perSecond: number; bad: number };

async function load(site: StaffSite, path: string, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: site.url + path,
    connections: CONCURRENCY,
    duration: seconds,
    headers: { cookie: site.cookie, accept: "text/html", "accept-encoding": "gzip, deflate, br" },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** Resident memory of a process in MB (VmRSS), 0 when it is gone. */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

async function timeExport(
  site: StaffSite,
): Promise<{ ms: number; bytes: number; status: number; peakMb: number; beforeMb: number }> {
  const year = site.busiestInvoiceYear;
  const path = `/beheer/downloads/factuurregister?van=${year}-01-01&tot=${year}-12-31&formaat=xlsx`;
  const beforeMb = residentMb(site.pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(site.pid))), 5);
  const started = performance.now();
  const response = await fetch(site.url + path, { headers: { cookie: site.cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, status: response.status, peakMb: Math.max(peakMb, residentMb(site.pid)), beforeMb };
}

const site = await startStaffSite();
let healthy = true;
try {
  console.log(
    `\nGET per pagina, ${CONCURRENCY} verbindingen, ${SECONDS} s na 1 s opwarmen (autocannon), 1 proces op PostgreSQL met volumedata, ingelogd als beheerder\n`,
  );
  console.log(`pagina                     req/s  p50 ms  p99 ms  niet-200  p99<${P99_BAR_MS}`);
  for (const page of site.pages) {
    await load(site, page.path, 1);
    const figures = await load(site, page.path, SECONDS);
    const met = figures.p99 < P99_BAR_MS && figures.bad === 0;
    healthy &&= met;
    console.log(
      [
        page.name.padEnd(24),
        figures.perSecond.toFixed(0).padStart(7),
        figures.p50.toFixed(0).padStart(7),
        figures.p99.toFixed(0).padStart(7),
        String(figures.bad).padStart(9),
        (met ? "ja" : "NEE").padStart(8),
      ].join(" "),
    );
  }
  const exported = await timeExport(site);
  const riseMb = exported.peakMb - exported.beforeMb;
  const exportMet = exported.status === 200 && exported.ms < EXPORT_BAR_MS && riseMb < MEMORY_BAR_MB;
  healthy &&= exportMet;
  console.log(
    `\nFactuurregister ${site.busiestInvoiceYear} als XLSX: status ${exported.status}, ${(exported.bytes / 1024).toFixed(0)} kB in ` +
      `${exported.ms.toFixed(0)} ms (<${EXPORT_BAR_MS}); geheugen van het serverproces ${exported.beforeMb.toFixed(0)} MB ervoor, ` +
      `piek ${exported.peakMb.toFixed(0)} MB, dus ${riseMb.toFixed(0)} MB erbij (<${MEMORY_BAR_MB}): ${exportMet ? "ja" : "NEE"}`,
  );
} finally {
  await site.stop();
}
if (!healthy) {
  console.error(
    `\nFout: een pagina heeft p99 niet onder ${P99_BAR_MS} ms of gaf geen 200, of de export duurde ${EXPORT_BAR_MS} ms of ` +
      `langer of kostte het serverproces ${MEMORY_BAR_MB} MB of meer.`,
  );
  process.exitCode = 1;
}
