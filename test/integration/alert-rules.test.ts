import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createMetrics } from "../../server/ops/metrics.ts";
import { openMigratedPglite } from "../support/databases.ts";

// The alert rules (deploy/prometheus/alerts.yml) must ask for metrics this app exports on /metrics: a renamed
// metric would otherwise leave an alert silent for ever. And each alert has its page in the runbook.
const root = path.resolve(import.meta.dirname, "../..");
const rulesFile = readFileSync(path.join(root, "deploy/prometheus/alerts.yml"), "utf8");
const runbook = readFileSync(path.join(root, "docs/runbook/alerts.md"), "utf8");

/** Made by Prometheus itself for every scraped target, not by the app. */
const PROMETHEUS_OWN = ["up"];
const PROMQL_WORDS = new Set(["by", "without", "on", "ignoring", "group_left", "group_right", "offset", "bool"]);
const PROMQL_OPERATORS = new Set(["and", "or", "unless"]);

/** The rules as written: each `- alert:` with the one-line `expr:` that follows it. */
function alertRules(text: string): { alert: string; expr: string }[] {
  const rules: { alert: string; expr: string }[] = [];
  for (const line of text.split("\n")) {
    const alert = /^\s*- alert: (\S+)\s*$/.exec(line)?.[1];
    if (alert) rules.push({ alert, expr: "" });
    const expr = /^\s*expr: (.+)$/.exec(line)?.[1];
    if (expr !== undefined) rules.at(-1)!.expr = expr;
  }
  return rules;
}

/** The metric names an expression reads: identifiers outside strings, label matchers, ranges and groupings. */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, " ");
  return [...bare.matchAll(/\b([a-zA-Z_:][\w:]*)\b(\s*\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name!) && !PROMQL_OPERATORS.has(name!))
    .map(([, name]) => name!);
}

/** Every series name a scrape of /metrics can hold: histograms as their _bucket, _sum and _count. */
function exportedNames(metricsText: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of metricsText.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (type === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(`${name}${suffix}`);
    else if (type === "summary") for (const suffix of ["", "_sum", "_count"]) names.add(`${name}${suffix}`);
    else names.add(name!);
  }
  return names;
}

describe("alert rules", () => {
  let handle: DatabaseHandle;
  let exported: Set<string>;

  beforeAll(async () => {
    handle = await openMigratedPglite();
    const metrics = createMetrics({ db: handle.db, clock: () => new Date() });
    metrics.observeRequest({ method: "GET", route: "/", status: 200, seconds: 0.01 });
    exported = exportedNames(await metrics.render());
  });
  afterAll(async () => {
    await handle?.close();
  });

  const rules = alertRules(rulesFile);

  it("has the alerts with an expression each", () => {
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const { alert, expr } of rules) expect(expr, alert).not.toBe("");
    expect(new Set(rules.map(({ alert }) => alert)).size).toBe(rules.length);
  });

  it.each(rules)("$alert reads only metrics that /metrics exports", ({ expr }) => {
    const names = metricNamesIn(expr);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect([...exported, ...PROMETHEUS_OWN], name).toContain(name);
  });

  it("finds a metric name that is not exported (the check itself)", () => {
    expect(metricNamesIn('max by (job) (ff_worker_beat{job="x"}[5m] offset 1h) > 3 and up == 0')).toEqual([
      "ff_worker_beat",
      "up",
    ]);
    expect(exported.has("ff_worker_beat")).toBe(false);
  });

  it.each(rules)("$alert has a section in docs/runbook/alerts.md", ({ alert }) => {
    expect(runbook).toMatch(new RegExp(`^## ${alert}$`, "m"));
  });
});
