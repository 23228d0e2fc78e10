/**
 * Site notices in the back office: staff add, change, delete and order them. Needs `content.manage`. Every change
 * is a staff write with its audit row, and safe to repeat: a new-notice form posted twice (its creation key) makes
 * one notice, saving the same values records nothing, deleting what is gone already is refused (NOT_FOUND) and
 * changes nothing, and a move at the top or the bottom stays put. The public strip reads the same rows (notices-in-force.ts).
 */
import { and, eq } from "drizzle-orm";
import { isUuid } from "../../../common/ids.ts";
import {
  siteNoticeCreationKeyField,
  siteNoticeSchema,
  type SiteNoticeDetails,
} from "../../../common/validation/site-notices.ts";
import { mediaFiles, siteNotices } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { changedFields, staffChange, type StaffUnit } from "../staff/audit.ts";
import { requirePermission } from "../staff/permissions.ts";
import { noticeById, noticesInOrder } from "./notice-queries.ts";
import type { StaffSiteNoticeView } from "./notice-views.ts";

const NOT_FOUND_MESSAGE = "Deze melding bestaat niet.";
const PDF_NOT_FOUND_MESSAGE = "Deze pdf bestaat niet (meer). Upload het bestand opnieuw.";

/** The gap between positions, so the order can be renumbered in one pass. */
const SORT_STEP = 10;

export type MoveDirection = "UP" | "DOWN";

export async function listStaffSiteNotices(deps: ServiceDeps): Promise<StaffSiteNoticeView[]> {
  requirePermission(deps.actor, "content.manage");
  return noticesInOrder(deps.db);
}

export async function findStaffSiteNotice(deps: ServiceDeps, id: string): Promise<StaffSiteNoticeView | null> {
  requirePermission(deps.actor, "content.manage");
  return isUuid(id) ? noticeById(deps.db, id) : null;
}

/** Adds a notice at the end of the order. The same creation key again answers the notice it made. */
export async function createSiteNotice(
  deps: ServiceDeps,
  input: { creationKey: unknown } & Record<string, unknown>,
): Promise<StaffSiteNoticeView> {
  const { creationKey: rawKey, ...fields } = input;
  const creationKey = parseWith(siteNoticeCreationKeyField, rawKey);
  const details = parseWith(siteNoticeSchema, fields);
  return staffChange(deps, "content.manage", async (unit) => {
    // Every notice is locked, so two new ones at once take the last position one after the other.
    const ordered = await lockAll(unit);
    await requirePdf(unit, details.pdfMediaId);
    const sortOrder = (ordered.at(-1)?.sortOrder ?? 0) + SORT_STEP;
    // The same key posted twice at once: the second insert waits for the first and then does nothing.
    const [row] = await unit.tx
      .insert(siteNotices)
      .values({ ...details, sortOrder, creationKey, createdAt: unit.now })
      .onConflictDoNothing({ target: siteNotices.creationKey })
      .returning({ id: siteNotices.id });
    if (!row) return madeBefore(unit, creationKey);
    const view = await mustFind(unit, row.id);
    await unit.audit({
      entityType: "site_notice",
      entityId: row.id,
      action: "create",
      before: null,
      after: auditable(view),
    });
    return view;
  });
}

export async function updateSiteNotice(deps: ServiceDeps, id: string, input: unknown): Promise<StaffSiteNoticeView> {
  const details = parseWith(siteNoticeSchema, input);
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockNotice(unit, id);
    await requirePdf(unit, details.pdfMediaId);
    await unit.tx.update(siteNotices).set(details).where(eq(siteNotices.id, before.id));
    const after = await mustFind(unit, before.id);
    const changes = changedFields(auditable(before), auditable(after));
    if (changes) await unit.audit({ entityType: "site_notice", entityId: after.id, action: "update", ...changes });
    return after;
  });
}

/**
 * Deletes a notice. A second delete (a second click, a post sent again) finds nothing and is told so (NOT_FOUND),
 * changing nothing. Its PDF stays in the media files.
 */
export async function deleteSiteNotice(deps: ServiceDeps, id: string): Promise<{ id: string }> {
  return staffChange(deps, "content.manage", async (unit) => {
    const before = await lockNotice(unit, id);
    await unit.tx.delete(siteNotices).where(eq(siteNotices.id, id));
    await unit.audit({
      entityType: "site_notice",
      entityId: id,
      action: "delete",
      before: auditable(before),
      after: null,
    });
    return { id };
  });
}

/**
 * Moves a notice one place up or down. Every notice is locked first, so two moves at once apply one after the
 * other; the order is then renumbered in steps of ten, and each notice whose position changed gets an audit row.
 */
export async function moveSiteNotice(
  deps: ServiceDeps,
  id: string,
  direction: MoveDirection,
): Promise<StaffSiteNoticeView[]> {
  return staffChange(deps, "content.manage", async (unit) => {
    const ordered = await lockAll(unit);
    const from = ordered.findIndex((notice) => notice.id === id);
    if (from === -1) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
    const to = direction === "UP" ? from - 1 : from + 1;
    if (to < 0 || to >= ordered.length) return ordered;
    const moved = [...ordered];
    [moved[from], moved[to]] = [moved[to]!, moved[from]!];
    const result: StaffSiteNoticeView[] = [];
    for (const [index, notice] of moved.entries()) {
      const sortOrder = (index + 1) * SORT_STEP;
      result.push({ ...notice, sortOrder });
      if (notice.sortOrder === sortOrder) continue;
      await unit.tx.update(siteNotices).set({ sortOrder }).where(eq(siteNotices.id, notice.id));
      await unit.audit({
        entityType: "site_notice",
        entityId: notice.id,
        action: notice.id === id ? "move" : "update",
        before: { sortOrder: notice.sortOrder },
        after: { sortOrder },
      });
    }
    return result;
  });
}

async function lockAll(unit: StaffUnit): Promise<StaffSiteNoticeView[]> {
  await unit.tx.select({ id: siteNotices.id }).from(siteNotices).for("update");
  return noticesInOrder(unit.tx);
}

async function lockNotice(unit: StaffUnit, id: string): Promise<StaffSiteNoticeView> {
  if (!isUuid(id)) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
  const [row] = await unit.tx
    .select({ id: siteNotices.id })
    .from(siteNotices)
    .where(eq(siteNotices.id, id))
    .for("update");
  if (!row) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
  return mustFind(unit, row.id);
}

async function madeBefore(unit: StaffUnit, creationKey: string): Promise<StaffSiteNoticeView> {
  const [made] = await unit.tx
    .select({ id: siteNotices.id })
    .from(siteNotices)
    .where(eq(siteNotices.creationKey, creationKey));
  // Deleted again between the two posts' transactions: nothing to answer but the conflict.
  if (!made) throw new DomainError("CONFLICT", "Deze melding is intussen verwijderd. Laad de pagina opnieuw.");
  return mustFind(unit, made.id);
}

async function mustFind(unit: StaffUnit, id: string): Promise<StaffSiteNoticeView> {
  const view = await noticeById(unit.tx, id);
  if (!view) throw new DomainError("NOT_FOUND", NOT_FOUND_MESSAGE, { field: "id" });
  return view;
}

/** The PDF a notice links to must be an uploaded PDF (not an image, not an id made up). */
async function requirePdf(unit: StaffUnit, pdfMediaId: string | null): Promise<void> {
  if (pdfMediaId === null) return;
  const [pdf] = await unit.tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, pdfMediaId), eq(mediaFiles.kind, "PDF")));
  if (!pdf) {
    throw new DomainError("NOT_FOUND", PDF_NOT_FOUND_MESSAGE, {
      field: "pdfMediaId",
      fieldErrors: { pdfMediaId: PDF_NOT_FOUND_MESSAGE },
    });
  }
}

function auditable(view: StaffSiteNoticeView): Record<string, unknown> {
  const fields: Omit<SiteNoticeDetails, "pdfMediaId"> & { pdfMediaId: string | null; sortOrder: number } = {
    text: view.text,
    linkUrl: view.linkUrl,
    pdfMediaId: view.pdf?.id ?? null,
    linkText: view.linkText,
    shownFrom: view.shownFrom,
    shownUntil: view.shownUntil,
    dismissible: view.dismissible,
    sortOrder: view.sortOrder,
  };
  return fields;
}
