import { oneOfEachKind, type BadValue, type Kind } from "./value-kinds.ts";

/**
 * Kinds that no rule of common/validation judges, so no unit test sends their whole list: a wrong JSON type, null,
 * a bad input object and a malformed id meet graphql-js and the UUID scalar, an unknown id the lookups, an id in the
 * address each route's check, a field left out, sent twice or sent as a file the form's reader. Over HTTP their
 * whole list goes once per corpus file, at the first field that has the kind (the code that judges them is the
 * same for every field), and a form reader's once per form (each form reads its post with a reader of its own).
 */
const WHOLE_ONCE_PER_FILE: ReadonlySet<Kind> = new Set<Kind>([
  "wrongType",
  "absent",
  "inputObject",
  "malformedId",
  "unknownId",
  "malformedPath",
  "unknownPath",
]);
const WHOLE_ONCE_PER_TARGET: ReadonlySet<Kind> = new Set<Kind>(["postedField"]);

/** What one corpus file has sent of those whole lists; made once per file, walked in the order cases are made. */
export class WholeLists {
  private readonly sent = new Set<Kind>();

  /** A new target: the lists sent once per target are due again. */
  startTarget(): void {
    for (const kind of WHOLE_ONCE_PER_TARGET) this.sent.delete(kind);
  }

  /** The values a field sends: one of each kind and its own (oneOfEachKind), and a whole list above where due. */
  valuesFor(values: readonly BadValue[]): BadValue[] {
    const chosen = new Set(oneOfEachKind(values));
    const due = new Set(
      values.flatMap((bad) =>
        bad.kind &&
        !this.sent.has(bad.kind) &&
        (WHOLE_ONCE_PER_FILE.has(bad.kind) || WHOLE_ONCE_PER_TARGET.has(bad.kind))
          ? [bad.kind]
          : [],
      ),
    );
    for (const kind of due) this.sent.add(kind);
    return values.filter((bad) => chosen.has(bad) || (bad.kind !== undefined && due.has(bad.kind)));
  }
}
