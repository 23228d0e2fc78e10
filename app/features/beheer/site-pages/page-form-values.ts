/**
 * A site page's form as posted, without JavaScript: the values to show again, the small edits of its groups (add,
 * remove, move a row) that show the form again without saving, and what the page's schema reads.
 */
import type { SitePageKeyValue } from "../../../../common/vocabulary/site-pages.ts";
import { isGroup, PAGE_FORMS, rowFieldName, type FieldSpec, type GroupSpec } from "./page-form-spec.ts";

export type Row = Record<string, string>;
export type PageFormValues = Record<string, string | Row[]>;

/** What a group button asks: 'toevoegen:questions', 'omhoog:questions:2', 'verwijder:boardMembers:0'. */
export type RowEdit = { group: string } & (
  { kind: "add" } | { kind: "remove"; index: number } | { kind: "up"; index: number } | { kind: "down"; index: number }
);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A group's rows as posted: every row the form had (it posts how many), up to one more than the group allows. */
export function postedValues(key: SitePageKeyValue, form: FormData): PageFormValues {
  const values: PageFormValues = {};
  for (const item of PAGE_FORMS[key]) {
    if (!isGroup(item)) {
      values[item.name] = text(form, item.name);
      continue;
    }
    const count = Math.min(Number.parseInt(text(form, `${item.name}-aantal`), 10) || 0, item.max + 1);
    values[item.name] = Array.from({ length: count }, (_unused, index) =>
      Object.fromEntries(
        item.fields.map((field) => [field.name, text(form, rowFieldName(item.name, index, field.name))]),
      ),
    );
  }
  return values;
}

/**
 * Whether the post is one this page's form sends: the draft revision it was opened on and each group's number of
 * rows, as whole numbers. A post without them (tampered, or from an old page) would save rows it never showed.
 */
export function isCompleteForm(key: SitePageKeyValue, form: FormData): boolean {
  const counts = PAGE_FORMS[key].filter(isGroup).map((group) => text(form, `${group.name}-aantal`));
  return /^\d{1,10}$/.test(text(form, "revision")) && counts.every((count) => /^\d{1,2}$/.test(count));
}

export function rowEditOf(key: SitePageKeyValue, form: FormData): RowEdit | null {
  const intent = form.get("intent");
  if (typeof intent !== "string") return null;
  const groups = new Set(PAGE_FORMS[key].filter(isGroup).map((group) => group.name));
  const add = /^toevoegen:(\w{1,40})$/.exec(intent);
  if (add && groups.has(add[1]!)) return { kind: "add", group: add[1]! };
  const move = /^(omhoog|omlaag|verwijder):(\w{1,40}):(\d{1,2})$/.exec(intent);
  if (!move || !groups.has(move[2]!)) return null;
  const kind = move[1] === "omhoog" ? "up" : move[1] === "omlaag" ? "down" : "remove";
  return { kind, group: move[2]!, index: Number(move[3]) };
}

function emptyRow(group: GroupSpec): Row {
  return Object.fromEntries(group.fields.map((field) => [field.name, ""]));
}

/** The values after one edit of a group; the group's maximum stays (a full group adds nothing). */
export function applyRowEdit(key: SitePageKeyValue, values: PageFormValues, edit: RowEdit): PageFormValues {
  const group = PAGE_FORMS[key].filter(isGroup).find((found) => found.name === edit.group);
  const rows = [...rowsOf(values, edit.group)];
  if (!group) return values;
  if (edit.kind === "add")
    return { ...values, [edit.group]: rows.length >= group.max ? rows : [...rows, emptyRow(group)] };
  if (edit.kind === "remove") return { ...values, [edit.group]: rows.filter((_row, index) => index !== edit.index) };
  const other = edit.kind === "up" ? edit.index - 1 : edit.index + 1;
  if (other < 0 || other >= rows.length || edit.index >= rows.length) return values;
  [rows[edit.index], rows[other]] = [rows[other]!, rows[edit.index]!];
  return { ...values, [edit.group]: rows };
}

export function rowsOf(values: PageFormValues, group: string): Row[] {
  const rows = values[group];
  return Array.isArray(rows) ? rows : [];
}

export function textValue(values: PageFormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

/** What the page's schema reads: the same values, a field of lines as its non-empty lines. */
export function schemaInput(key: SitePageKeyValue, values: PageFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const item of PAGE_FORMS[key]) {
    input[item.name] = isGroup(item) ? rowsOf(values, item.name) : fieldInput(item, textValue(values, item.name));
  }
  return input;
}

function fieldInput(field: FieldSpec, value: string): unknown {
  if (field.kind !== "lines") return value;
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
