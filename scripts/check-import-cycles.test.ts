import path from "node:path";
import { describe, expect, it } from "vitest";
import { domainFolderGraph, findCycles, layerGraph, layerOf, runtimeImports } from "./check-import-cycles.ts";

describe("the import circle check", () => {
  it("reads runtime imports and re-exports, but not type-only imports or packages", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      "import {\n  c,\n  type D,\n} from './c.ts';",
      'export { e } from "./e.ts";',
      'import express from "express";',
      'import "./side-effect.ts";',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["./a.ts", "./c.ts", "./e.ts", "./side-effect.ts"]);
  });

  it("finds every circle between modules, and none in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("finds a circle between layers that no two files make on their own", () => {
    const file = (...parts: string[]) => path.join(...parts);
    const files = new Map([
      [file("server", "domain", "orders", "confirm.ts"), [file("server", "mail", "outbox.ts")]],
      [file("server", "mail", "templates", "order.ts"), [file("server", "domain", "tickets", "codes.ts")]],
      [file("app", "routes", "home.tsx"), [file("common", "format.ts")]],
    ]);
    expect(layerOf(file("server", "db", "seed", "index.ts"))).toBe("server/db/seed");
    expect(findCycles(layerGraph(files).graph)).toEqual([["server/domain", "server/mail"]]);
  });

  it("finds a circle between the folders of server/domain, its root files counting as one, but not in tests", () => {
    const file = (...parts: string[]) => path.join("server", "domain", ...parts);
    const oneWay = new Map([
      [file("refunds", "refund-order.ts"), [file("orders", "order-actions.ts"), file("payments", "provider.ts")]],
      [file("orders", "create-order.ts"), [file("payments", "provider.ts"), file("errors.ts")]],
      [file("orders", "reconcile.ts"), [file("orders", "confirm-order.ts")]],
      [file("courses", "waitlist", "offer.ts"), [file("transitions.ts")]],
      // A test may set up what it tests with a higher folder's service.
      [file("payments", "provider.test.ts"), [file("orders", "create-order.ts")]],
      [file("transitions.ts"), [path.join("common", "vocabulary", "orders.ts")]],
    ]);
    expect(findCycles(domainFolderGraph(oneWay).graph)).toEqual([]);
    expect(domainFolderGraph(oneWay).graph.get(path.join("server", "domain", "courses"))).toEqual([
      path.join("server", "domain"),
    ]);

    const ring = new Map([
      ...oneWay,
      [file("payments", "reconcile.ts"), [file("orders", "confirm-order.ts")]],
      [file("transitions.ts"), [file("payments", "provider.ts")]],
    ]);
    const { graph, examples } = domainFolderGraph(ring);
    expect(findCycles(graph)).toEqual([[file(), file("orders"), file("payments")].sort()]);
    expect(examples.get(`${file("payments")} -> ${file("orders")}`)).toBe(
      `${file("payments", "reconcile.ts")} -> ${file("orders", "confirm-order.ts")}`,
    );
  });
});
