/**
 * Organisations in the back office: the friends' and course providers' names, logos and websites.
 * Needs `content.manage`. An organisation is deleted only while nothing refers to it: a friend or a course keeps it.
 */
import { and, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { affiliates, courses, organizations } from "../../db/schema/index.ts";
import { organizationSchema, type OrganizationDetails } from "../../../common/validation/content.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import {
  asText,
  asUuid,
  countRows,
  fetchLimit,
  limitRows,
  parsePageArgs,
  rowsAfter,
  textKeyValue,
  toPage,
  uuidKeyValue,
  type Page,
  type PageArgs,
} from "../pagination.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { z } from "zod";

export type OrganizationRow = typeof organizations.$inferSelect;
/** An organisation with what refers to it: its friend listing (if any) and its courses. */
export type OrganizationView = OrganizationRow & { affiliateId: string | null; courseCount: number };

export const ORGANIZATION_NOT_FOUND_MESSAGE = "Deze organisatie bestaat niet.";
export const ORGANIZATION_IN_USE_MESSAGE =
  "Deze organisatie wordt nog gebruikt door een vriend of een cursus en kan daarom niet worden verwijderd.";

const byName = {
  key: z.tuple([textKeyValue, uuidKeyValue]),
  orderBy: [sql`${organizations.name} asc`, sql`${organizations.id} asc`],
  after: ([name, id]: readonly [string, string]) =>
    rowsAfter([organizations.name, organizations.id], [asText(name), asUuid(id)], "asc"),
};

/** '%' and '_' typed in a search are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Organisations by name, in pages; `search` finds a part of the name (case-insensitive). */
export async function listOrganizations(
  deps: ServiceDeps,
  search: string | null | undefined,
  args: PageArgs,
): Promise<Page<OrganizationView>> {
  requirePermission(deps.actor, "content.manage");
  const request = parsePageArgs(args, byName.key);
  const term = search?.trim().slice(0, 200) ?? "";
  const where: SQL | undefined = term ? ilike(organizations.name, likePattern(term)) : undefined;
  const query = deps.db
    .select()
    .from(organizations)
    .where(request.after ? and(where, byName.after(request.after)) : where)
    .orderBy(...byName.orderBy)
    .$dynamic();
  const rows = await limitRows(query, fetchLimit(request));
  const page = await toPage(rows, request, {
    sortKey: (row) => [row.name, row.id],
    node: (row) => row,
    countAll: () => countRows(deps.db, organizations, where),
  });
  return { ...page, nodes: await withUsage(deps.db, page.nodes) };
}

export async function findOrganization(deps: ServiceDeps, id: string): Promise<OrganizationView | null> {
  requirePermission(deps.actor, "content.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ? ((await withUsage(deps.db, [row]))[0] ?? null) : null;
}

async function withUsage(db: DbOrTx, rows: OrganizationRow[]): Promise<OrganizationView[]> {
  const views: OrganizationView[] = [];
  for (const row of rows) views.push({ ...row, ...(await usageOf(db, row.id)) });
  return views;
}

async function usageOf(db: DbOrTx, id: string): Promise<{ affiliateId: string | null; courseCount: number }> {
  const [affiliate] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.organizationId, id));
  const [courseTotal] = await db.select({ total: count() }).from(courses).where(eq(courses.organizationId, id));
  return { affiliateId: affiliate?.id ?? null, courseCount: courseTotal?.total ?? 0 };
}

export async function createOrganization(deps: ServiceDeps, input: unknown): Promise<OrganizationView> {
  const details = parseWith(organizationSchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const row = await insertOrganization(unit, details);
    return { ...row, affiliateId: null, courseCount: 0 };
  });
}

/** Inserts an organisation with its audit row; also used when a friend is made with a new organisation. */
export async function insertOrganization(unit: StaffUnit, details: OrganizationDetails): Promise<OrganizationRow> {
  const [row] = await unit.tx
    .insert(organizations)
    .values({ ...details, createdAt: unit.now })
    .returning();
  if (!row) throw new Error("Organisatie is niet aangemaakt");
  await unit.audit({
    entityType: "organization",
    entityId: row.id,
    action: "create",
    before: null,
    after: auditable(row),
  });
  return row;
}

export async function updateOrganization(deps: ServiceDeps, id: string, input: unknown): Promise<OrganizationView> {
  const details = parseWith(organizationSchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockOrganization(unit, id);
    const [row] = await unit.tx.update(organizations).set(details).where(eq(organizations.id, before.id)).returning();
    if (!row) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE);
    const changes = changedFields(auditable(before), auditable(row));
    if (changes) await unit.audit({ entityType: "organization", entityId: row.id, action: "update", ...changes });
    return { ...row, ...(await usageOf(unit.tx, row.id)) };
  });
}

/** Deletes an organisation nothing refers to; with a friend or a course it is refused (CONFLICT). */
export async function deleteOrganization(deps: ServiceDeps, id: string): Promise<{ id: string }> {
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockOrganization(unit, id);
    const usage = await usageOf(unit.tx, before.id);
    if (usage.affiliateId !== null || usage.courseCount > 0) {
      throw new DomainError("CONFLICT", ORGANIZATION_IN_USE_MESSAGE, { field: "id" });
    }
    await unit.tx.delete(organizations).where(eq(organizations.id, before.id));
    await unit.audit({
      entityType: "organization",
      entityId: before.id,
      action: "delete",
      before: auditable(before),
      after: null,
    });
    return { id: before.id };
  });
}

/**
 * Locks the row for the change. Courses and friends refer to it with a foreign key, so a course made at the same
 * moment as a delete waits for it (the key's check locks the row too) and then fails on the missing row.
 */
export async function lockOrganization(unit: StaffUnit, id: string): Promise<OrganizationRow> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE, { field: "id" });
  const [row] = await unit.tx.select().from(organizations).where(eq(organizations.id, id)).for("update").limit(1);
  if (!row) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE, { field: "id" });
  return row;
}

function auditable(row: OrganizationRow): Record<string, unknown> {
  return { name: row.name, website: row.website, description: row.description, logoUrl: row.logoUrl };
}
