/**
 * Friends (affiliates) in the back office: staff add them (with an existing or a new organisation),
 * change them, switch them on and off and put them in order. Needs `content.manage`. The public /vrienden page
 * reads the same rows, so a change shows there at once.
 */
import { asc, eq } from "drizzle-orm";
import { affiliates, organizations } from "../../db/schema/index.ts";
import {
  affiliateSchema,
  type AFFILIATE_STATUS_VALUES,
  newOrganizationNameField,
  type AffiliateDetails,
} from "../../../common/validation/content.ts";
import { isUuid } from "../../../common/ids.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { insertOrganization, lockOrganization, ORGANIZATION_NOT_FOUND_MESSAGE } from "./organizations.ts";
import { z } from "zod";
import { actionTo, statusAllows } from "./affiliate-actions.ts";

type AffiliateRow = typeof affiliates.$inferSelect;
export type StaffAffiliateView = AffiliateRow & { organizationName: string };
export type AffiliateStatus = (typeof AFFILIATE_STATUS_VALUES)[number];

const AFFILIATE_NOT_FOUND_MESSAGE = "Deze vriend bestaat niet.";
export const ALREADY_FRIEND_MESSAGE = "Deze organisatie is al een vriend. Wijzig die vriend in plaats van een nieuwe.";
const ORGANIZATION_CHOICE_MESSAGE = "Kies een organisatie, of vul alleen de naam van een nieuwe organisatie in.";

/** The gap between friends' sort orders, so one can be placed between two others without renumbering. */
const SORT_STEP = 10;

/** Every friend (active or not) in the order of /vrienden: sort order, then the organisation's name. */
export async function listStaffAffiliates(deps: ServiceDeps): Promise<StaffAffiliateView[]> {
  requirePermission(deps.actor, "content.manage");
  return affiliatesInOrder(deps.db);
}

async function affiliatesInOrder(db: ServiceDeps["db"]): Promise<StaffAffiliateView[]> {
  const rows = await db
    .select({ affiliate: affiliates, organizationName: organizations.name })
    .from(affiliates)
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .orderBy(asc(affiliates.sortOrder), asc(organizations.name), asc(affiliates.id));
  return rows.map(({ affiliate, organizationName }) => ({ ...affiliate, organizationName }));
}

export async function findStaffAffiliate(deps: ServiceDeps, id: string): Promise<StaffAffiliateView | null> {
  requirePermission(deps.actor, "content.manage");
  if (!isUuid(id)) return null;
  const [row] = await deps.db
    .select({ affiliate: affiliates, organizationName: organizations.name })
    .from(affiliates)
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(eq(affiliates.id, id));
  return row ? { ...row.affiliate, organizationName: row.organizationName } : null;
}

export type AffiliateInput = AffiliateDetails & {
  organizationId?: string | null | undefined;
  newOrganizationName?: string | null | undefined;
};

const organizationChoice = z
  .object({
    organizationId: z.string().nullish(),
    newOrganizationName: newOrganizationNameField
      .nullish()
      .or(z.literal(""))
      .transform((name) => name || null),
  })
  .superRefine((choice, context) => {
    if (Boolean(choice.organizationId) === Boolean(choice.newOrganizationName)) {
      context.addIssue({ code: "custom", path: ["organizationId"], message: ORGANIZATION_CHOICE_MESSAGE });
    }
  });

/** Adds a friend at the end of the list, for an organisation that is not a friend yet or a new one. */
export async function createAffiliate(deps: ServiceDeps, input: AffiliateInput): Promise<StaffAffiliateView> {
  const details = parseWith(affiliateSchema, input);
  const choice = parseWith(organizationChoice, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const organization = choice.newOrganizationName
      ? await insertOrganization(unit, {
          name: choice.newOrganizationName,
          website: details.url,
          description: details.description,
          logoUrl: details.logoUrl,
        })
      : await lockChosenOrganization(unit, choice.organizationId ?? "");
    await refuseSecondFriend(unit, organization.id, null);
    const last = (await affiliatesInOrder(unit.tx)).at(-1);
    const [row] = await unit.tx
      .insert(affiliates)
      .values({
        ...details,
        organizationId: organization.id,
        sortOrder: (last?.sortOrder ?? 0) + SORT_STEP,
        createdAt: unit.now,
      })
      .returning();
    if (!row) throw new Error("Vriend is niet aangemaakt");
    const view = { ...row, organizationName: organization.name };
    await unit.audit({
      entityType: "affiliate",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(view),
    });
    return view;
  });
}

/** The organisation a form picked; an unknown one is the error of that field. */
async function lockChosenOrganization(unit: StaffUnit, id: string) {
  try {
    return await lockOrganization(unit, id);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "NOT_FOUND") throw error;
    throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE, {
      field: "organizationId",
      fieldErrors: { organizationId: ORGANIZATION_NOT_FOUND_MESSAGE },
    });
  }
}

/** An organisation is a friend at most once (the database's unique key says so too). */
async function refuseSecondFriend(unit: StaffUnit, organizationId: string, exceptId: string | null): Promise<void> {
  const [other] = await unit.tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.organizationId, organizationId));
  if (other && other.id !== exceptId) {
    throw new DomainError("CONFLICT", ALREADY_FRIEND_MESSAGE, {
      field: "organizationId",
      fieldErrors: { organizationId: ALREADY_FRIEND_MESSAGE },
    });
  }
}

export async function updateAffiliate(
  deps: ServiceDeps,
  id: string,
  input: AffiliateDetails & { organizationId: string },
): Promise<StaffAffiliateView> {
  const details = parseWith(affiliateSchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockAffiliate(unit, id);
    const organization = await lockChosenOrganization(unit, input.organizationId);
    await refuseSecondFriend(unit, organization.id, before.id);
    const [row] = await unit.tx
      .update(affiliates)
      .set({ ...details, organizationId: organization.id })
      .where(eq(affiliates.id, before.id))
      .returning();
    if (!row) throw new DomainError("NOT_FOUND", AFFILIATE_NOT_FOUND_MESSAGE);
    const view = { ...row, organizationName: organization.name };
    const changes = changedFields(auditable(before), auditable(view));
    if (changes) await unit.audit({ entityType: "affiliate", entityId: row.id, action: "update", ...changes });
    return view;
  });
}

/**
 * Shows (ACTIVE) or hides (INACTIVE) a friend on /vrienden, when its status allows that action
 * (affiliate-actions.ts); the same status again changes nothing.
 */
export async function setAffiliateStatus(
  deps: ServiceDeps,
  id: string,
  status: AffiliateStatus,
): Promise<StaffAffiliateView> {
  const checked = parseWith(affiliateSchema.shape.status, status);
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockAffiliate(unit, id);
    if (!statusAllows(before.status, actionTo(checked))) return before;
    await unit.tx.update(affiliates).set({ status: checked }).where(eq(affiliates.id, before.id));
    await unit.audit({
      entityType: "affiliate",
      entityId: before.id,
      action: checked === "ACTIVE" ? "activate" : "deactivate",
      before: { status: before.status },
      after: { status: checked },
    });
    return { ...before, status: checked };
  });
}

export type MoveDirection = "UP" | "DOWN";

/**
 * Moves a friend one place up or down in the order of /vrienden. Every friend's row is locked first, so two moves
 * at once apply one after the other; the order is then renumbered in steps of ten (which also parts equal sort
 * orders). Each friend whose number changed gets an audit row. At the top or bottom nothing changes.
 */
export async function moveAffiliate(
  deps: ServiceDeps,
  id: string,
  direction: MoveDirection,
): Promise<StaffAffiliateView[]> {
  return staffChange(deps, "content.manage", async (unit) => {
    await unit.tx.select({ id: affiliates.id }).from(affiliates).for("update");
    const ordered = await affiliatesInOrder(unit.tx);
    const from = ordered.findIndex((affiliate) => affiliate.id === id);
    if (from === -1) throw new DomainError("NOT_FOUND", AFFILIATE_NOT_FOUND_MESSAGE, { field: "id" });
    const to = direction === "UP" ? from - 1 : from + 1;
    if (to < 0 || to >= ordered.length) return ordered;
    const moved = [...ordered];
    [moved[from], moved[to]] = [moved[to]!, moved[from]!];
    const result: StaffAffiliateView[] = [];
    for (const [index, affiliate] of moved.entries()) {
      const sortOrder = (index + 1) * SORT_STEP;
      result.push({ ...affiliate, sortOrder });
      if (affiliate.sortOrder === sortOrder) continue;
      await unit.tx.update(affiliates).set({ sortOrder }).where(eq(affiliates.id, affiliate.id));
      await unit.audit({
        entityType: "affiliate",
        entityId: affiliate.id,
        action: affiliate.id === id ? "move" : "update",
        before: { sortOrder: affiliate.sortOrder },
        after: { sortOrder },
      });
    }
    return result;
  });
}

async function lockAffiliate(unit: StaffUnit, id: string): Promise<StaffAffiliateView> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", AFFILIATE_NOT_FOUND_MESSAGE, { field: "id" });
  const [row] = await unit.tx
    .select({ affiliate: affiliates, organizationName: organizations.name })
    .from(affiliates)
    .innerJoin(organizations, eq(organizations.id, affiliates.organizationId))
    .where(eq(affiliates.id, id))
    .for("update", { of: affiliates });
  if (!row) throw new DomainError("NOT_FOUND", AFFILIATE_NOT_FOUND_MESSAGE, { field: "id" });
  return { ...row.affiliate, organizationName: row.organizationName };
}

function auditable(view: StaffAffiliateView): Record<string, unknown> {
  return {
    organizationId: view.organizationId,
    organizationName: view.organizationName,
    description: view.description,
    url: view.url,
    logoUrl: view.logoUrl,
    status: view.status,
    sortOrder: view.sortOrder,
  };
}
