/**
 * Event descriptions are rich text since the back office edits them: HTML through the one allow-list
 * (../rich-text.ts). Rows written before that (the demo seed, older databases) hold plain text with blank lines
 * between paragraphs and '-' bullets; those are read as such, so no migration has to rewrite them. Staff may also
 * type plain text into the description field: it is stored as the same HTML paragraphs.
 */
import { sanitizeRichText } from "../rich-text.ts";
import { looksLikeHtml, storedRichText } from "../typed-rich-text.ts";

/** What to store for a description as staff typed it (HTML, or plain text made into paragraphs): ../typed-rich-text.ts. */
export function storedEventDescription(typed: string): string {
  return storedRichText(typed);
}

/** The description as HTML for the public page (Event.description), whatever form the row holds. */
export function eventDescriptionHtml(stored: string): string {
  return storedEventDescription(stored);
}

const DECODE: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };

/**
 * The description as plain text, for cards, meta descriptions, structured data and the programme booklet:
 * paragraphs separated by a blank line, list items as '- ' lines, no tags and no entities.
 */
export function eventDescriptionText(stored: string): string {
  if (!looksLikeHtml(stored)) return stored.trim();
  return sanitizeRichText(stored)
    .replace(/<li[^>]*>/g, "- ")
    .replace(/<\/li>/g, "\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/(p|h2|h3|h4|blockquote|ul|ol)>/g, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => DECODE[entity] ?? entity)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
