/**
 * Names and notes copied into jsonb details (decision 0024): the audit log's before/after of a holder change, an
 * enrolment made by staff or a certificate re-issue, and the to-do of a certificate name correction. They follow the
 * row they describe: when that row is anonymised or deleted, its copies are scrubbed too.
 */
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, staffTodos } from "../../db/schema/index.ts";
import { ERASED_NAME, PERSONAL_DETAIL_KEYS } from "./anonymous-values.ts";

const KEYS = sql.raw(PERSONAL_DETAIL_KEYS.map((key) => `'${key}'`).join(", "));
const ERASED = sql.raw(`'"${ERASED_NAME}"'::jsonb`);
/** A detail that still holds personal text: one of the keys, a string, not yet the neutral value. */
const personal = (value: SQL) => sql`k in (${KEYS}) and jsonb_typeof(${value}) = 'string' and ${value} <> ${ERASED}`;

/** The jsonb object with every personal string replaced by 'Verwijderd'; other keys (ids, times) stay. */
function scrubbed(column: SQL | typeof auditLog.before): SQL {
  return sql`coalesce((select jsonb_object_agg(k, case when ${personal(sql`v`)} then ${ERASED} else v end)
    from jsonb_each(${column}) as e(k, v)), ${column})`;
}

function holdsPersonalText(column: SQL | typeof auditLog.before): SQL {
  return sql`exists (select 1 from jsonb_each(coalesce(${column}, '{}'::jsonb)) as e(k, v) where ${personal(sql`v`)})`;
}

/** Chunks, so a retention run over thousands of rows never passes too many parameters at once. */
function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Scrubs the audit rows about these entities (e.g. 'ticket', 'course_enrollment', 'certificate'). */
export async function scrubAuditDetails(tx: DbOrTx, entityType: string, ids: readonly string[]): Promise<number> {
  let count = 0;
  for (const part of chunks(ids)) {
    count += await scrubAuditRows(tx, and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, part))!);
  }
  return count;
}

/** Scrubs the audit rows whose before or after names this address (e.g. the former holder of a ticket). */
export function scrubAuditRowsNaming(tx: DbOrTx, address: string): Promise<number> {
  const names = (column: SQL) => sql`lower(trim(${column} ->> 'email')) = ${address}`;
  return scrubAuditRows(tx, sql`(${names(sql`${auditLog.before}`)} or ${names(sql`${auditLog.after}`)})`);
}

async function scrubAuditRows(tx: DbOrTx, where: SQL): Promise<number> {
  const rows = await tx
    .update(auditLog)
    .set({
      before: sql`case when ${auditLog.before} is null then null else ${scrubbed(sql`${auditLog.before}`)} end`,
      after: sql`case when ${auditLog.after} is null then null else ${scrubbed(sql`${auditLog.after}`)} end`,
    })
    .where(
      and(where, sql`(${holdsPersonalText(sql`${auditLog.before}`)} or ${holdsPersonalText(sql`${auditLog.after}`)})`),
    )
    .returning({ id: auditLog.id });
  return rows.length;
}

/**
 * Scrubs the name-correction to-dos of these certificates and closes the open ones: without the requested name
 * there is nothing left for staff to do.
 */
export async function scrubCertificateTodos(tx: DbOrTx, certificateIds: readonly string[], now: Date): Promise<number> {
  let count = 0;
  for (const part of chunks(certificateIds)) {
    const rows = await tx
      .update(staffTodos)
      .set({
        details: scrubbed(sql`${staffTodos.details}`),
        resolvedAt: sql`coalesce(${staffTodos.resolvedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          inArray(staffTodos.certificateId, part),
          eq(staffTodos.kind, "CERTIFICATE_NAME_CORRECTION"),
          sql`(${holdsPersonalText(sql`${staffTodos.details}`)} or ${isNull(staffTodos.resolvedAt)})`,
        ),
      )
      .returning({ id: staffTodos.id });
    count += rows.length;
  }
  return count;
}
