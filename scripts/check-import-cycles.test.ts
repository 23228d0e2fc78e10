import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, layerGraph, layerOf, runtimeImports } from "./check-import-cycles.ts";

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
});
