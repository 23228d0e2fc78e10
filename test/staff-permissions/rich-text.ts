import type { StaffPermissionCase } from "./types.ts";

/**
 * The rich-text preview: every role may open the back office, so no role lacks the permission; the runner's
 * anonymous call is the refusal that matters (UNAUTHENTICATED).
 */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  {
    field: "previewRichText",
    permission: "backoffice.open",
    query: "query PreviewRichText($html: String!) { previewRichText(html: $html) }",
    variables: () => ({ html: "<p>Hallo <strong>wereld</strong></p>" }),
  },
];
