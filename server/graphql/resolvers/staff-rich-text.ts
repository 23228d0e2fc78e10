import { previewRichText } from "../../domain/staff/rich-text-preview.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

/** The rich-text editor's preview; the rule lives in server/domain/staff/rich-text-preview.ts. */
export const staffRichTextQueries: Pick<QueryResolvers, "previewRichText"> = {
  previewRichText: (_parent, { html }, { deps }) => previewRichText(deps, html),
};
