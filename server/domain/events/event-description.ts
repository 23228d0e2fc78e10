/**
 * Event descriptions are rich text since the back office edits them: HTML through the one allow-list
 * (../rich-text.ts). Rows written before that (the demo seed, older databases) hold plain text with blank lines
 * between paragraphs and '-' bullets; those are read as such, so no migration has to rewrite them. Staff may also
 * type plain text into the description field: it is stored as the same HTML paragraphs.
 */
import { parsePlainText } from "../../../common/format/plain-text.ts";
import { sanitizeRichText } from "../rich-text.ts";

/** True when the text holds at least one tag; '3 < 4' or an e-mail written as '<a@b.nl>' alone does not count. */
function looksLikeHtml(text: string): boolean {
  return /<\/?(p|br|strong|b|em|i|u|ul|ol|li|h[1-6]|blockquote|a|div|span)\b[^>]*>/i.test(text);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);

const BLOCK_TAG = /<\/?(p|ul|ol|li|h[1-6]|blockquote|div)\b[^>]*>/i;

/**
 * Text typed as paragraphs (blank lines between them, '-' bullets) as HTML paragraphs and lists. `escape` says
 * whether the text's characters are escaped (plain text) or kept (inline tags such as <strong> typed in it).
 */
function plainTextToHtml(text: string, escape = true): string {
  const inline = escape ? escapeHtml : (part: string) => part;
  return parsePlainText(text)
    .map((block) =>
      block.kind === "paragraph"
        ? `<p>${inline(block.text)}</p>`
        : `<ul>${block.items.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`,
    )
    .join("\n");
}

/**
 * What to store for a description as staff typed it, always through the allow-list: HTML with paragraphs as it
 * is; text with only inline tags, or none, made into paragraphs first (plain text escaped).
 */
export function storedEventDescription(typed: string): string {
  if (BLOCK_TAG.test(typed)) return sanitizeRichText(typed);
  return sanitizeRichText(plainTextToHtml(typed, !looksLikeHtml(typed)));
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
