import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { readSchemaSdl } from "../../server/graphql/sdl.ts";
import { FORM_TARGETS } from "./form-targets.ts";
import { GRAPHQL_TARGETS } from "./graphql-targets.ts";

/**
 * The corpus must grow with the site: a new mutation, a new input field or a new form action without cases fails
 * here, so bad input to it cannot go untried. This file needs no server and always runs.
 */
const root = path.resolve(import.meta.dirname, "../..");
const schema = buildSchema(readSchemaSdl());

/** Every field of an input type as a dotted path, a list's item as '0', nested objects with their own path too. */
function inputPaths(type: GraphQLInputType, prefix = ""): string[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = getNullableType(nullable.ofType);
    return isInputObjectType(item) ? [`${prefix}.0`, ...inputPaths(item, `${prefix}.0`)] : [];
  }
  if (!isInputObjectType(nullable)) return [];
  return Object.values((nullable as GraphQLInputObjectType).getFields()).flatMap((field) => {
    const fieldPath = prefix ? `${prefix}.${field.name}` : field.name;
    return [fieldPath, ...inputPaths(field.type, fieldPath)];
  });
}

/** The route modules (app/routes, any depth) that export an action: every form post the web app takes. */
function routesWithAction(): string[] {
  const routesDir = path.join(root, "app/routes");
  const files = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
  return files
    .filter((file) =>
      /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(
        readFileSync(path.join(routesDir, file), "utf8"),
      ),
    )
    .map((file) => `routes/${file.split(path.sep).join("/")}`)
    .sort();
}

describe("the bad-input corpus covers the whole site", () => {
  const mutations = schema.getMutationType()?.getFields() ?? {};

  it("has cases for every mutation of the schema, and for no other", () => {
    expect(Object.keys(GRAPHQL_TARGETS).sort()).toEqual(Object.keys(mutations).sort());
  });

  for (const [name, field] of Object.entries(mutations)) {
    it(`has cases for every input field of ${name}, and for no other`, () => {
      const inputs = field.args.flatMap((arg) => ["", ...inputPaths(arg.type)]);
      expect(Object.keys(GRAPHQL_TARGETS[name]?.fields ?? {}).sort()).toEqual([...new Set(inputs)].sort());
      expect(field.args.map((arg) => arg.name)).toEqual(["input"]);
      expect(getNamedType(field.args[0]!.type).name).toMatch(/Input$/);
    });
  }

  it("has cases for every route with a form action, and for no other", () => {
    const covered = [...new Set(Object.values(FORM_TARGETS).map((target) => target.route))].sort();
    expect(covered).toEqual(routesWithAction());
  });

  it("finds at least the four form actions of today (so the search itself cannot silently find none)", () => {
    expect(routesWithAction()).toEqual(
      expect.arrayContaining([
        "routes/course-cancel.tsx",
        "routes/course-detail.tsx",
        "routes/ticket-purchase.tsx",
        "routes/workshop-signup.tsx",
      ]),
    );
  });

  it("sends every route's transport cases (content types, sizes) once, and has a baseline that writes", () => {
    const routes = [...new Set(Object.values(FORM_TARGETS).map((target) => target.route))];
    for (const route of routes) {
      const targets = Object.values(FORM_TARGETS).filter((target) => target.route === route);
      expect(
        targets.filter((target) => target.transport),
        route,
      ).toHaveLength(1);
      expect(
        targets.some((target) => target.baselineForm !== null || target.readsOnly),
        route,
      ).toBe(true);
    }
  });
});
