/** The uploaded images of one kind, newest first, in pages: staff copy their URLs into other forms. */
import { and, eq } from "drizzle-orm";
import { mainMediaUrl, type MediaKindValue } from "../../../common/media.ts";
import { mediaFiles, staffMembers } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
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
import { requirePermission } from "../staff/permissions.ts";
import { MEDIA_PERMISSION } from "../../../common/media.ts";
import { rolesAllow } from "../../../common/staff-permissions.ts";
import { mediaUsages, type MediaUsage } from "./media-usage.ts";

export type MediaFileView = {
  id: string;
  kind: MediaKindValue;
  url: string;
  variants: string[];
  originalFilename: string;
  sourceType: string;
  width: number | null;
  height: number | null;
  altText: string | null;
  createdAt: Date;
  createdByName: string | null;
  usedIn: MediaUsage[];
  canDelete: boolean;
};

const newestFirst = creationOrder(mediaFiles.createdAt, mediaFiles.id, "desc");

/** Needs events.manage for event images, content.manage for logos (the permission to upload them). */
export async function listMediaFiles(
  deps: ServiceDeps,
  kind: MediaKindValue,
  args: PageArgs,
): Promise<Page<MediaFileView>> {
  requirePermission(deps.actor, MEDIA_PERMISSION[kind]);
  const request = parsePageArgs(args, newestFirst.key);
  const where = eq(mediaFiles.kind, kind);
  const query = deps.db
    .select({ row: mediaFiles, by: staffMembers.name, key: newestFirst.createdAtKey })
    .from(mediaFiles)
    .leftJoin(staffMembers, eq(staffMembers.id, mediaFiles.createdBy))
    .where(request.after ? and(where, newestFirst.after(request.after)) : where)
    .orderBy(...newestFirst.orderBy)
    .$dynamic();
  const rows = await limitRows(query, fetchLimit(request));
  // Where the page's uploads are used: one pass over the content for the whole page.
  const usages = await mediaUsages(
    deps.db,
    rows.map(({ row }) => row.id),
  );
  const mayDelete = deps.actor.kind === "staff" && rolesAllow(deps.actor.roles, "media.delete");
  return toPage(rows, request, {
    sortKey: ({ row, key }) => [key, row.id],
    node: ({ row, by }) => ({
      id: row.id,
      kind: row.kind,
      url: mainMediaUrl(row.id, row.kind, row.variants),
      variants: row.variants,
      originalFilename: row.originalFilename,
      sourceType: row.sourceType,
      width: row.width,
      height: row.height,
      altText: row.altText,
      createdAt: row.createdAt,
      createdByName: by,
      usedIn: usages.get(row.id) ?? [],
      canDelete: mayDelete && !usages.has(row.id),
    }),
    countAll: () => countRows(deps.db, mediaFiles, where),
  });
}
