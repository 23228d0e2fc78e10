import { randomUUID } from "node:crypto";
import { DeleteMediaFileDocument } from "../../app/graphql/generated.ts";
import { PermissionMediaFilesDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * Uploaded files: listing event images needs events.manage, logos and notice PDFs content.manage; deleting an unused
 * one media.delete (an id that does not exist: deleted false with the permission, and the fixture stays).
 */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PermissionMediaFilesDocument)({
    field: "mediaFiles",
    permission: "events.manage",
    variables: () => ({ kind: "EVENT_IMAGE" }),
  }),
  staffCase(PermissionMediaFilesDocument)({
    field: "mediaFiles",
    permission: "content.manage",
    variables: () => ({ kind: "LOGO" }),
  }),
  staffCase(PermissionMediaFilesDocument)({
    field: "mediaFiles",
    permission: "content.manage",
    variables: () => ({ kind: "PDF" }),
  }),
  staffCase(DeleteMediaFileDocument)({
    field: "deleteMediaFile",
    permission: "media.delete",
    variables: () => ({ input: { id: randomUUID() } }),
  }),
];
