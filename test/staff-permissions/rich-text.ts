import { PreviewRichTextDocument } from "../../app/graphql/generated.ts";
import { staffCase, type StaffPermissionCase } from "./types.ts";

/**
 * The rich-text preview: every role may open the back office, so no role lacks the permission; the runner's
 * anonymous call is the refusal that matters (UNAUTHENTICATED).
 */
export const PERMISSION_CASES: StaffPermissionCase[] = [
  staffCase(PreviewRichTextDocument)({
    field: "previewRichText",
    permission: "backoffice.open",
    variables: () => ({ html: "<p>Hallo <strong>wereld</strong></p>" }),
  }),
];
