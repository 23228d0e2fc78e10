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
import { oneOfEachKind, REPRESENTATIVES, type BadValue, type Kind } from "./bad-values.ts";
import { formCases } from "./form-cases.ts";
import { FORM_TARGETS } from "./form-targets.ts";
import { graphqlCases } from "./graphql-cases.ts";
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

/**
 * What a field may cost: one value per kind and the values of its own rules. The kinds' builders hand a field
 * all their values, so without the choice a field added to a target that checks all its fields with them (the
 * billing details, a staff form) would add every value of every kind again.
 */
const MAX_CASES_PER_FIELD = 16;

/** Every field and address of every target, as 'target field', with the bad values it is given. */
function allFields(): [string, BadValue[]][] {
  const graphql = Object.entries(GRAPHQL_TARGETS).flatMap(([name, target]) =>
    Object.entries(target.fields).map(([field, values]): [string, BadValue[]] => [`${name} ${field}`, values]),
  );
  const forms = Object.entries(FORM_TARGETS).flatMap(([name, target]) => [
    ...Object.entries(target.fields).map(([field, values]): [string, BadValue[]] => [`${name} ${field}`, values]),
    ...(target.param ? [[`${name} adres`, target.param] as [string, BadValue[]]] : []),
  ]);
  return [...graphql, ...forms];
}

describe("the corpus sends each field a bounded number of bad values over HTTP", () => {
  it("at least one, at most one of each kind, and not more than the bound in all", () => {
    const problems = allFields().flatMap(([field, values]) => {
      const sent = oneOfEachKind(values);
      const kinds = sent.flatMap((bad) => (bad.kind ? [bad.kind] : []));
      return [
        ...(sent.length === 0 ? [`${field}: geen enkel geval`] : []),
        ...(new Set(kinds).size < kinds.length ? [`${field}: een soort meer dan eens`] : []),
        ...(sent.length > MAX_CASES_PER_FIELD ? [`${field}: ${sent.length} gevallen`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("sends each kind's chosen representative where a field has it (a renamed value cannot quietly change it)", () => {
    const byKind = new Map<Kind, BadValue[]>();
    for (const [, values] of allFields()) {
      for (const bad of values) if (bad.kind) byKind.set(bad.kind, [...(byKind.get(bad.kind) ?? []), bad]);
    }
    const missing = (Object.keys(REPRESENTATIVES) as Kind[]).filter(
      (kind) => !byKind.get(kind)?.some((bad) => bad.label === REPRESENTATIVES[kind].label),
    );
    expect(missing).toEqual([]);
  });

  it("the cases sent are these chosen values, and far fewer than the kinds hold", () => {
    const chosen = (fields: Record<string, BadValue[]>) =>
      Object.values(fields).reduce((sum, values) => sum + oneOfEachKind(values).length, 0);
    for (const [name, target] of Object.entries(GRAPHQL_TARGETS)) {
      // And one with a variable the operation does not declare.
      expect(graphqlCases(name, target), name).toHaveLength(chosen(target.fields) + 1);
    }
    for (const [name, target] of Object.entries(FORM_TARGETS)) {
      const own = chosen(target.fields) + oneOfEachKind(target.param ?? []).length;
      expect(
        formCases(name, target).filter((corpusCase) => !corpusCase.name.includes(" post: ")),
        name,
      ).toHaveLength(own);
    }
    const fields = allFields();
    const all = fields.reduce((sum, [, values]) => sum + values.length, 0);
    expect(fields.reduce((sum, [, values]) => sum + oneOfEachKind(values).length, 0)).toBeLessThan(all / 3);
  });
});
