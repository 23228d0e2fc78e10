/**
 * The audit log: every change made by staff writes a row in the change's own transaction, so a change
 * and its row exist together or not at all. Staff services run through `staffChange`, which checks the permission
 * table first and hands the work a transaction and a way to record what it did.
 */
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntityType } from "../../../common/vocabulary/audit.ts";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/index.ts";
import { inTransaction, type ServiceDeps, type StaffActor, type UnitOfWork } from "../deps.ts";
import {
  countRows,
  creationOrder,
  fetchLimit,
  limitRows,
  parsePageArgs,
  toPage,
  type Page,
  type PageArgs,
} from "../pagination.ts";
import type { StaffOperation } from "../../../common/staff-permissions.ts";
import { requirePermission, requireStaffSession } from "./permissions.ts";
import { requireFreshPermission } from "./passkeys/fresh-check.ts";

export type AuditEntry = {
  /** What kind of thing changed (common/vocabulary/audit.ts names them all). */
  entityType: AuditEntityType;
  entityId: string;
  /** What happened. */
  action: AuditAction;
  /** The fields as they were (null for something new) and as they are (null for something removed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** A staff change in progress: the unit of work and the staff member making it. */
export type StaffUnit = UnitOfWork & {
  staff: StaffActor;
  /** Writes the audit row of (part of) this change, in its transaction. */
  audit: (entry: AuditEntry) => Promise<void>;
};

/**
 * Runs a staff change: refuses unless the actor may do `operation` (permissions.ts), then runs `work` in one
 * transaction, in which `audit` writes the rows.
 */
export function staffChange<T>(
  deps: ServiceDeps,
  operation: StaffOperation,
  work: (unit: StaffUnit) => Promise<T>,
): Promise<T> {
  return auditedChange(deps, requirePermission(deps.actor, operation), work);
}

/**
 * A staff change that is a high-risk action (decision 0039: refunds, staff accounts, erasure): staffChange after
 * the fresh passkey check, so a session whose passkey proof is older than STAFF_PASSKEY_FRESH_MINUTES is asked again.
 */
export function highRiskChange<T>(
  deps: ServiceDeps,
  operation: StaffOperation,
  work: (unit: StaffUnit) => Promise<T>,
): Promise<T> {
  return auditedChange(deps, requireFreshPermission(deps, operation), work);
}

/**
 * A change a staff member makes to their own account (their sessions, their passkeys): any signed-in staff member,
 * also in a passkey recovery session (permissions.ts), audited like every staff change.
 */
export function ownAccountChange<T>(deps: ServiceDeps, work: (unit: StaffUnit) => Promise<T>): Promise<T> {
  return auditedChange(deps, requireStaffSession(deps.actor), work);
}

function auditedChange<T>(deps: ServiceDeps, staff: StaffActor, work: (unit: StaffUnit) => Promise<T>): Promise<T> {
  return inTransaction(deps, (unit) =>
    work({ ...unit, staff, audit: (entry) => recordAudit(unit.tx, unit.now, staff, entry) }),
  );
}

export async function recordAudit(tx: DbOrTx, at: Date, staff: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    staffId: staff.staffId,
    actorName: staff.name,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before === null ? null : toJson(entry.before),
    after: entry.after === null ? null : toJson(entry.after),
  });
}

/**
 * The fields that differ between two versions of a row, as the `before` and `after` of an 'update' entry; null
 * when nothing changed (then there is nothing to record).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(toJsonValue(before[key])) === JSON.stringify(toJsonValue(after[key]))) continue;
    old[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: old, after: now };
}

function toJson(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, toJsonValue(value)]));
}

function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  staffId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** The period [from, until). */
  from?: Date | undefined;
  until?: Date | undefined;
};

const newestFirst = creationOrder(auditLog.at, auditLog.id, "desc");

/** The audit log, newest first, in pages. Needs `audit.read`. */
export async function listAuditLog(deps: ServiceDeps, filter: AuditFilter, args: PageArgs): Promise<Page<AuditRow>> {
  requirePermission(deps.actor, "audit.read");
  const request = parsePageArgs(args, newestFirst.key);
  const where = and(...filterConditions(filter));
  const query = deps.db
    .select({ row: auditLog, key: newestFirst.createdAtKey })
    .from(auditLog)
    .where(request.after ? and(where, newestFirst.after(request.after)) : where)
    .orderBy(...newestFirst.orderBy)
    .$dynamic();
  const rows = await limitRows(query, fetchLimit(request));
  return toPage(rows, request, {
    sortKey: ({ row, key }) => [key, row.id],
    node: ({ row }) => row,
    countAll: () => countRows(deps.db, auditLog, where),
  });
}

function filterConditions(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.until) conditions.push(lt(auditLog.at, filter.until));
  return conditions;
}
