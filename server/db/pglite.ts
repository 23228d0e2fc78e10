/**
 * Every PGlite that holds this application's database: the migrations create the pg_trgm extension (the back
 * office's order search), and PGlite has a contrib extension's code only when it is given at opening.
 */
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const EXTENSIONS = { pg_trgm };

/** A PGlite on `dataDir`, or in memory without one. */
export function openPgliteClient(
  dataDir?: string,
  options: Omit<PGliteOptions, "dataDir" | "extensions"> = {},
): PGlite {
  return new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), ...options, extensions: EXTENSIONS });
}
