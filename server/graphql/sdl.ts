import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse } from "graphql";

/**
 * The GraphQL contract as one SDL text: the public API (schema.graphql; its entities and calls are docs/product.md
 * §3 and §7), then the back office's section (staff/*.graphql, one file per area). Every staff field is checked
 * against the permission table by the domain service it calls (server/domain/staff/permissions.ts).
 */
export function readSchemaSdl(): string {
  const staffDir = path.join(import.meta.dirname, "staff");
  const staffFiles = readdirSync(staffDir)
    .filter((name) => name.endsWith(".graphql"))
    .sort();
  return [path.join(import.meta.dirname, "schema.graphql"), ...staffFiles.map((name) => path.join(staffDir, name))]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

/** The names of the staff section's Query and Mutation fields: what the permission tests must cover. */
export function staffOperationNames(): { queries: string[]; mutations: string[] } {
  const staffDir = path.join(import.meta.dirname, "staff");
  const queries: string[] = [];
  const mutations: string[] = [];
  for (const name of readdirSync(staffDir).filter((file) => file.endsWith(".graphql"))) {
    for (const definition of parse(readFileSync(path.join(staffDir, name), "utf8")).definitions) {
      if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const fields = (definition.fields ?? []).map((field) => field.name.value);
      if (definition.name.value === "Query") queries.push(...fields);
      if (definition.name.value === "Mutation") mutations.push(...fields);
    }
  }
  return { queries: queries.sort(), mutations: mutations.sort() };
}
