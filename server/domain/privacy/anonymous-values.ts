/**
 * The neutral values personal data is overwritten with (decision 0024). An e-mail becomes a placeholder that can never
 * be delivered (RFC 2606 reserves .invalid) and is unique per row, so unique indexes on addresses keep holding.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { ANONYMOUS_DOMAIN } from "../../../common/anonymous-address.ts";

export const ERASED_NAME = "Verwijderd";

/** `verwijderd+<row id>@anoniem.invalid`, computed in SQL from the row's own id. */
export const placeholderEmail = (idColumn: PgColumn): SQL<string> =>
  sql<string>`'verwijderd+' || ${idColumn}::text || '@${sql.raw(ANONYMOUS_DOMAIN)}'`;

export const notPlaceholder = (emailColumn: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`${emailColumn} not like ${"%@" + ANONYMOUS_DOMAIN}`;

/** `lower(trim(column)) = address` (address already lowercased): addresses are compared without regard to case. */
export const sameAddress = (column: PgColumn, address: string): SQL => sql`lower(trim(${column})) = ${address}`;

/** The keys of audit-log and to-do details that may hold a participant's name, address or note. */
export const PERSONAL_DETAIL_KEYS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "organization",
  "function",
  "currentName",
  "requestedName",
  "note",
] as const;
