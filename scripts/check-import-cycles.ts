/**
 * Fails when modules import each other in a circle, between files, between the layers of the server
 * (server/domain, server/mail, server/documents, ...; app and common count as one layer each) or between the
 * folders of server/domain (orders, payments, refunds, ...; its root files count as one): a circle makes the load
 * order decide which module sees the other half-initialised, and between layers or domain folders it is the sign
 * of a rule in the wrong place (the mail layer reaching back into the domain that uses it, payments reaching back
 * into the orders that start them; the domain's order of folders is in docs/architecture.md). Only imports that
 * exist at run time count: `import type` disappears when TypeScript is stripped. Relative imports between the
 * project's own modules are read from the source; packages are left out.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "server", "common", "scripts", "test", "e2e", "content"];
const SKIPPED_DIRS = new Set(["node_modules", "generated", "+types", "migrations"]);

/** `import x from "./a.ts"`, `import { b } from "../b.ts"`, `export * from "./c.ts"`; not `import type`. */
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;

export function runtimeImports(source: string): string[] {
  return [...source.matchAll(RUNTIME_IMPORT)].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

/** Tarjan's strongly connected components: every component with more than one module is a circle. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const targets = runtimeImports(readFileSync(file, "utf8")).map((specifier) =>
        path.relative(root, path.resolve(path.dirname(file), specifier)),
      );
      graph.set(path.relative(root, file), targets);
    }
  }
  return graph;
}

/**
 * server/domain/orders/x.ts -> server/domain; app/routes/y.tsx -> app. The demo seed is a user of the domain
 * services like a script, not a part of the database layer they use, so it is a layer of its own.
 */
export function layerOf(file: string): string {
  const [top, second, third] = file.split(path.sep);
  if (top === "server" && second === "db" && third === "seed") return "server/db/seed";
  return top === "server" && second && !second.includes(".") ? `${top}/${second}` : (top ?? file);
}

/**
 * The graph of the groups `groupOf` puts files in (null: left out), with one file-level import for each edge, to
 * name in a report. Imports within a group are no edge.
 */
function groupGraph(files: ReadonlyMap<string, readonly string[]>, groupOf: (file: string) => string | null) {
  const graph = new Map<string, string[]>();
  const examples = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = groupOf(file);
    if (from === null) continue;
    for (const target of targets) {
      const to = groupOf(target);
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? [];
      if (!edges.includes(to)) graph.set(from, [...edges, to]);
      if (!examples.has(`${from} -> ${to}`)) examples.set(`${from} -> ${to}`, `${file} -> ${target}`);
    }
  }
  return { graph, examples };
}

/** The layers of the server, app and common. */
export function layerGraph(files: ReadonlyMap<string, readonly string[]>) {
  return groupGraph(files, (file) => {
    const layer = layerOf(file);
    return /^(server|app|common)/.test(layer) ? layer : null;
  });
}

const DOMAIN = path.join("server", "domain");

/**
 * server/domain/orders/x.ts -> server/domain/orders, server/domain/courses/waitlist/y.ts -> server/domain/courses,
 * the root files of server/domain (deps.ts, errors.ts, transitions.ts, ...) -> server/domain; tests and files
 * outside the domain -> null. Tests may reach across folders to set up what they test.
 */
export function domainFolderOf(file: string): string | null {
  const inside = path.relative(DOMAIN, file);
  if (inside.startsWith("..") || path.isAbsolute(inside) || /\.test\.tsx?$/.test(file)) return null;
  const [folder, ...rest] = inside.split(path.sep);
  return rest.length > 0 ? path.join(DOMAIN, folder!) : DOMAIN;
}

/** The folders of server/domain, its root files as one: commands call lower services one way. */
export function domainFolderGraph(files: ReadonlyMap<string, readonly string[]>) {
  return groupGraph(files, domainFolderOf);
}

function reportCycles(kind: string, { graph, examples }: ReturnType<typeof groupGraph>): number {
  const cycles = findCycles(graph);
  for (const cycle of cycles) {
    const edges = [...examples].filter(([edge]) => edge.split(" -> ").every((node) => cycle.includes(node)));
    console.error(`Importkring tussen ${kind} ${cycle.join(" <-> ")}:`);
    for (const [edge, example] of edges) console.error(`  ${edge}: ${example}`);
  }
  return cycles.length;
}

if (import.meta.main) {
  const files = importGraph();
  const fileCycles = findCycles(files);
  for (const cycle of fileCycles) console.error(`Importkring tussen bestanden: ${cycle.join(" <-> ")}`);
  const groupCycles = reportCycles("lagen", layerGraph(files)) + reportCycles("domeinmappen", domainFolderGraph(files));
  if (fileCycles.length + groupCycles > 0) process.exit(1);
  console.log("Geen importkringen.");
}
