import {
  FileInField,
  MB1,
  MISSING,
  RepeatedField,
  resolveValue,
  type BadValue,
  type Expectation,
  type Audience,
} from "./bad-values.ts";
import type { CorpusCase, CorpusRequest } from "./corpus-case.ts";
import type { CorpusWorld } from "./corpus-world.ts";
import type { FormTarget } from "./form-targets.ts";
import type { WholeLists } from "./whole-lists.ts";

type Entry = [string, string | Blob];

/** A form as a browser posts it: URL-encoded, or multipart when it carries a file. */
export function formRequest(path: string, entries: Entry[]): CorpusRequest {
  if (entries.some(([, value]) => value instanceof Blob)) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return { path, body: form };
  }
  return { path, body: new URLSearchParams(entries as [string, string][]) };
}

/** The valid form with one field replaced by a bad value (left out, sent twice, a file, or other text). */
function withField(entries: Entry[], name: string, value: unknown): Entry[] {
  const others: Entry[] = entries.filter(([field]) => field !== name);
  if (value === MISSING) return others;
  if (value instanceof RepeatedField) return [...others, ...value.values.map((text): Entry => [name, text])];
  if (value instanceof FileInField) return [...others, [name, new File(["x".repeat(1024)], "bijlage.txt")]];
  return [...others, [name, String(value)]];
}

function formCase(
  targetName: string,
  target: FormTarget,
  label: string,
  bad: Pick<BadValue, "expect" | "audience" | "markup">,
  request: (world: CorpusWorld) => CorpusRequest,
  statuses?: readonly number[],
): CorpusCase {
  return {
    name: `${targetName} ${label}`,
    kind: "page",
    expect: bad.expect,
    audience: bad.audience,
    ...(bad.markup ? { markup: bad.markup } : {}),
    ...(statuses ? { statuses } : {}),
    ...(target.prepare ? { prepare: target.prepare } : {}),
    ...(target.staff ? { asStaff: true } : {}),
    ...(target.cookie ? { cookie: target.cookie } : {}),
    request,
  };
}

/**
 * Of the id or token in the address and of every field, one bad value of each kind and the target's own (and a
 * kind's whole list where `whole` says it is due).
 */
export function formCases(targetName: string, target: FormTarget, whole: WholeLists): CorpusCase[] {
  whole.startTarget();
  const paramCases = whole
    .valuesFor(target.param ?? [])
    .map((bad) =>
      formCase(targetName, target, `adres: ${bad.label}`, bad, (world) =>
        formRequest(target.path(world, String(resolveValue(bad.value, world))), target.validForm(world)),
      ),
    );
  const fieldCases = Object.entries(target.fields).flatMap(([field, values]) =>
    whole.valuesFor(values).map((bad) =>
      formCase(targetName, target, `${field}: ${bad.label}`, bad, (world) => {
        const name = target.fieldNames?.[field]?.(world) ?? field;
        return formRequest(
          target.path(world),
          withField(target.validForm(world), name, resolveValue(bad.value, world)),
        );
      }),
    ),
  );
  return [...paramCases, ...fieldCases, ...(target.transport ? transportCases(targetName, target) : [])];
}

function textEntries(entries: Entry[]): [string, string][] {
  return entries.filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

const OVER_LIMIT = "x".repeat(2 * MB1);
const as = (expect: Expectation, audience: Audience) => ({ expect, audience });

/** How a post can be wrong as a whole: its content type, its size, its encoding, fields nobody asked for. */
function transportCases(targetName: string, target: FormTarget): CorpusCase[] {
  // As text: a file of an upload form cannot be URL-encoded, so these posts leave it out.
  const valid = (world: CorpusWorld) => new URLSearchParams(textEntries(target.validForm(world))).toString();
  const raw = (world: CorpusWorld, body: string, headers: Record<string, string> = {}): CorpusRequest => ({
    path: target.path(world),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  const make = (label: string, expectation: ReturnType<typeof as>, request: (world: CorpusWorld) => CorpusRequest) =>
    formCase(targetName, target, `post: ${label}`, expectation, request);
  return [
    make("JSON in plaats van een formulier", as("refused", "client"), (world) =>
      raw(world, JSON.stringify(Object.fromEntries(target.validForm(world))), { "content-type": "application/json" }),
    ),
    make("text/plain", as("refused", "client"), (world) => raw(world, valid(world), { "content-type": "text/plain" })),
    make("multipart met het geldige formulier", as("tolerated", "client"), (world) => {
      const form = new FormData();
      for (const [name, value] of target.validForm(world)) form.append(name, value);
      return { path: target.path(world), body: form };
    }),
    make("onbekende velden naast een geldig formulier", as("tolerated", "client"), (world) =>
      raw(world, `${valid(world)}&status=PAID&totalCents=0&priceCents=0&__proto__[isAdmin]=1&role=admin`),
    ),
    make("kapotte procentcodering", as("tolerated", "client"), (world) => raw(world, `${valid(world)}&x=%zz%E0%A4%A`)),
    formCase(
      targetName,
      target,
      "post: 2 MB in stukken (chunked), zonder Content-Length",
      as("refused", "person"),
      (world) => ({ ...raw(world, `${valid(world)}&opvulling=${OVER_LIMIT}`), chunked: true }),
      [413],
    ),
    formCase(
      targetName,
      target,
      "post: 2 MB met Content-Length",
      as("refused", "person"),
      (world) => raw(world, `${valid(world)}&opvulling=${OVER_LIMIT}`),
      [413],
    ),
  ];
}
