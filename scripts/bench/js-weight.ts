/**
 * npm run bench:js — the JavaScript a first visit downloads, per public route: the entry, the
 * root route and the page's route module with every chunk they import statically, each file once. Read from React
 * Router's own manifest in the client build (build/client/assets/manifest-*.js, the list the server turns into
 * modulepreload links), plus the manifest file itself, which every page loads too; static `import` statements
 * inside the chunks are followed as well, so nothing the browser fetches before hydrating is missed. Chunks only
 * imported dynamically (loaded after the first paint, or on demand) are not counted.
 * Sizes per file raw, gzip and brotli at their highest levels (what a precompressed build serves), summed.
 * Fails when the purchase or course page is more than 10% above the content page (/over-ons), gzip or brotli.
 * Run after `npm run build`.
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
const MAX_ABOVE_CONTENT = 0.1;

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { parentId?: string }> };

/** The pages to weigh: route id (app/routes.ts file without extension) and whether the 10% bar applies. */
const PAGES: { name: string; path: string; routeId: string; bar?: boolean }[] = [
  { name: "home", path: "/", routeId: "routes/home" },
  { name: "content (reference)", path: "/over-ons", routeId: "routes/about" },
  { name: "events", path: "/evenementen", routeId: "routes/events" },
  { name: "event", path: "/evenementen/:id", routeId: "routes/event-detail" },
  { name: "purchase", path: "/evenementen/:id/aanmelden", routeId: "routes/ticket-purchase", bar: true },
  { name: "purchase done", path: "/evenementen/:id/aanmelden-voltooid", routeId: "routes/ticket-purchase-complete" },
  { name: "courses", path: "/vakschool", routeId: "routes/courses" },
  // The course page holds the enrolment form (there is no separate enrol route).
  { name: "course + enrol", path: "/vakschool/:id", routeId: "routes/course-detail", bar: true },
  { name: "workshop wizard", path: "/workshops/aanmelden", routeId: "routes/workshop-signup" },
];

function readManifest(): { url: string; manifest: Manifest } {
  const files = globSync("assets/manifest-*.js", { cwd: CLIENT_DIR });
  if (files.length !== 1)
    throw new Error(`expected one ${CLIENT_DIR}/assets/manifest-*.js, found ${files.length}: run npm run build`);
  const [file] = files as [string];
  const text = readFileSync(join(CLIENT_DIR, file), "utf8");
  const match = /^window\.__reactRouterManifest=(.*);?\s*$/s.exec(text);
  if (!match?.[1]) throw new Error(`${file} is not React Router's manifest`);
  return { url: `/${file}`, manifest: JSON.parse(match[1].replace(/;\s*$/, "")) as Manifest };
}

const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

/** A chunk's own static imports (relative specifiers in the minified code), as URLs. */
function staticImportsOf(url: string): string[] {
  const code = readFileSync(join(CLIENT_DIR, url), "utf8");
  const base = new URL(url, "http://x");
  return [...code.matchAll(STATIC_IMPORT)].map((m) => new URL(m[1] as string, base).pathname);
}

function closure(urls: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...urls];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImportsOf(url));
  }
  return seen;
}

type Size = { raw: number; gzip: number; brotli: number };
const sizeCache = new Map<string, Size>();
function sizeOf(url: string): Size {
  let size = sizeCache.get(url);
  if (!size) {
    const bytes = readFileSync(join(CLIENT_DIR, url));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(url, size);
  }
  return size;
}

function routeChain(manifest: Manifest, routeId: string): ManifestEntry[] {
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id !== undefined; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest (app/routes.ts changed?)`);
    chain.unshift(route);
  }
  return chain;
}

function weigh(manifest: Manifest, manifestUrl: string, routeId: string): Size & { files: number } {
  const start = [manifestUrl];
  for (const part of [manifest.entry, ...routeChain(manifest, routeId)])
    start.push(part.module, ...(part.imports ?? []));
  const files = closure(start);
  const total = { raw: 0, gzip: 0, brotli: 0, files: files.size };
  for (const url of files) {
    const size = sizeOf(url);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const { url, manifest } = readManifest();
const rows = PAGES.map((page) => ({ ...page, ...weigh(manifest, url, page.routeId) }));
const reference = rows.find((row) => row.routeId === "routes/about");
if (!reference) throw new Error("no content page to compare with");

const pct = (value: number, of: number) => `${value >= of ? "+" : ""}${(((value - of) / of) * 100).toFixed(1)}%`;
console.log("First-visit JavaScript per route (kB, each file compressed on its own, summed)\n");
console.log("| page | route | files | raw | gzip | brotli | vs content (br) |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows)
  console.log(
    `| ${row.name} | \`${row.path}\` | ${row.files} | ${kB(row.raw)} | ${kB(row.gzip)} | ${kB(row.brotli)} | ${pct(row.brotli, reference.brotli)} |`,
  );

const failures = rows
  .filter((row) => row.bar)
  .flatMap((row) =>
    (["gzip", "brotli"] as const)
      .filter((kind) => row[kind] > reference[kind] * (1 + MAX_ABOVE_CONTENT))
      .map(
        (kind) => `${row.name}: ${kind} ${kB(row[kind])} kB is ${pct(row[kind], reference[kind])} of the content page`,
      ),
  );
if (failures.length > 0) {
  console.error(`\nFAIL: more than ${MAX_ABOVE_CONTENT * 100}% above the content page's JavaScript:`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exitCode = 1;
} else console.log(`\nOK: the purchase and course pages are within ${MAX_ABOVE_CONTENT * 100}% of the content page.`);
