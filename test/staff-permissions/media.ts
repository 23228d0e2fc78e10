import { PermissionMediaFilesDocument } from "../graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/** Uploaded files: listing event images needs events.manage, logos and notice PDFs content.manage. */
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
];
