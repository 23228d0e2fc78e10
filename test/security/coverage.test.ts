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
import { WholeLists } from "./whole-lists.ts";

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

type Field = { target: string; field: string; values: BadValue[] };

/** Every field and address of every target, per corpus file, in the order the files make their cases. */
function corpusFiles(): Field[][] {
  const fieldsOf = (target: string, fields: Record<string, BadValue[]>) =>
    Object.entries(fields).map(([field, values]) => ({ target, field, values }));
  return [
    Object.entries(GRAPHQL_TARGETS).flatMap(([name, target]) => fieldsOf(name, target.fields)),
    Object.entries(FORM_TARGETS).flatMap(([name, target]) => [
      ...(target.param ? [{ target: name, field: "adres", values: target.param }] : []),
      ...fieldsOf(name, target.fields),
    ]),
  ];
}

/** What each field sends, walked as a corpus file walks its targets. */
function sentPerField(): (Field & { sent: BadValue[] })[] {
  return corpusFiles().flatMap((fields) => {
    const whole = new WholeLists();
    return fields.map((field, index) => {
      if (index === 0 || fields[index - 1]!.target !== field.target) whole.startTarget();
      return { ...field, sent: whole.valuesFor(field.values) };
    });
  });
}

describe("the corpus sends each field a bounded number of bad values over HTTP", () => {
  it("at least one, one of each kind besides a kind's whole list where due, and not more than the bound", () => {
    const problems = sentPerField().flatMap(({ target, field, values, sent }) => {
      const kinds = oneOfEachKind(values).flatMap((bad) => (bad.kind ? [bad.kind] : []));
      const name = `${target} ${field}`;
      return [
        ...(sent.length === 0 ? [`${name}: geen enkel geval`] : []),
        ...(new Set(kinds).size < kinds.length ? [`${name}: een soort meer dan eens`] : []),
        ...(sent.length > MAX_CASES_PER_FIELD ? [`${name}: ${sent.length} gevallen`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("sends each kind's chosen representative where a field has it (a renamed value cannot quietly change it)", () => {
    const all = corpusFiles().flat();
    const missing = (Object.keys(REPRESENTATIVES) as Kind[]).filter(
      (kind) =>
        !all.some(({ values }) => values.some((bad) => bad.kind === kind && bad.label === REPRESENTATIVES[kind].label)),
    );
    expect(missing).toEqual([]);
  });

  it("the cases the corpus files make are these values, and far fewer than the kinds hold", () => {
    const sent = sentPerField();
    const count = (target: string) =>
      sent.filter((field) => field.target === target).reduce((sum, field) => sum + field.sent.length, 0);
    const graphqlWhole = new WholeLists();
    for (const [name, target] of Object.entries(GRAPHQL_TARGETS)) {
      // And one with a variable the operation does not declare.
      expect(graphqlCases(name, target, graphqlWhole), name).toHaveLength(count(name) + 1);
    }
    const formWhole = new WholeLists();
    for (const [name, target] of Object.entries(FORM_TARGETS)) {
      const cases = formCases(name, target, formWhole).filter((corpusCase) => !corpusCase.name.includes(" post: "));
      expect(cases, name).toHaveLength(count(name));
    }
    const all = sent.reduce((sum, field) => sum + field.values.length, 0);
    expect(sent.reduce((sum, field) => sum + field.sent.length, 0)).toBeLessThan(all / 3);
  });
});
