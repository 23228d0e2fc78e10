/**
 * The editor's preview: staff see a long text exactly as the public page will show it, so the preview
 * is the server's own allow-list, not a copy of it in the browser. It writes nothing, so any staff member who may
 * open the back office may ask for it.
 */
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { sanitizeRichText } from "../rich-text.ts";
import { requirePermission } from "./permissions.ts";

/** Far above any description (a form post is at most 64 kB), low enough that one request cannot keep the CPU busy. */
export const MAX_PREVIEW_CHARACTERS = 100_000;

export function previewRichText(deps: Pick<ServiceDeps, "actor">, html: string): string {
  requirePermission(deps.actor, "backoffice.open");
  if (html.length > MAX_PREVIEW_CHARACTERS) {
    throw new DomainError(
      "BAD_USER_INPUT",
      `De tekst is te lang voor een voorbeeld: hoogstens ${MAX_PREVIEW_CHARACTERS.toLocaleString("nl-NL")} tekens.`,
      { field: "html" },
    );
  }
  return sanitizeRichText(html);
}
