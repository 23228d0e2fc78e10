import type { StaffPermissionCase } from "./types.ts";

/** Uploaded images (issue 14): listing event images needs events.manage, logos content.manage. */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "mediaFiles",
    permission: "events.manage",
    query: "query ($kind: MediaKind!) { mediaFiles(kind: $kind, first: 5) { totalCount nodes { id url } } }",
    variables: () => ({ kind: "EVENT_IMAGE" }),
  },
  {
    field: "mediaFiles",
    permission: "content.manage",
    query: "query ($kind: MediaKind!) { mediaFiles(kind: $kind, first: 5) { totalCount nodes { id url } } }",
    variables: () => ({ kind: "LOGO" }),
  },
];
