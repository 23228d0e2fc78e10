/**
 * Fails when modules import each other in a circle, between files or between the layers of the
 * server (server/domain, server/mail, server/documents, ...; app and common count as one layer each): a circle
 * makes the load order decide which module sees the other half-initialised, and between layers it is the sign of
 * a rule in the wrong place (the mail layer reaching back into the domain that uses it). Only imports that exist
 * at run time count: `import type` disappears when TypeScript is stripped. Relative imports between the
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

/** The layers of the server, app and common, with one file-level import for each edge, to name in a report. */
export function layerGraph(files: ReadonlyMap<string, readonly string[]>) {
  const graph = new Map<string, string[]>();
  const examples = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = layerOf(file);
    if (!/^(server|app|common)/.test(from)) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (to === from || !/^(server|app|common)/.test(to)) continue;
      const edges = graph.get(from) ?? [];
      if (!edges.includes(to)) graph.set(from, [...edges, to]);
      if (!examples.has(`${from} -> ${to}`)) examples.set(`${from} -> ${to}`, `${file} -> ${target}`);
    }
  }
  return { graph, examples };
}

if (import.meta.main) {
  const files = importGraph();
  const { graph, examples } = layerGraph(files);
  const fileCycles = findCycles(files);
  const layerCycles = findCycles(graph);
  for (const cycle of fileCycles) console.error(`Importkring tussen bestanden: ${cycle.join(" <-> ")}`);
  for (const cycle of layerCycles) {
    const edges = [...examples].filter(([edge]) => edge.split(" -> ").every((layer) => cycle.includes(layer)));
    console.error(`Importkring tussen lagen ${cycle.join(" <-> ")}:`);
    for (const [edge, example] of edges) console.error(`  ${edge}: ${example}`);
  }
  if (fileCycles.length + layerCycles.length > 0) process.exit(1);
  console.log("Geen importkringen.");
}
