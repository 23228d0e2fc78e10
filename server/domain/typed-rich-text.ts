/**
 * Rich text as staff type it into a back-office field, made into what is stored: always through the one allow-list
 * (./rich-text.ts). With JavaScript the editor posts HTML; without it staff type HTML into the text box, or plain
 * text with blank lines between paragraphs and '-' bullets, which becomes the same HTML paragraphs and lists.
 * Event descriptions (./events/event-description.ts) and the practical information of events and courses use it.
 */
import { parsePlainText } from "../../common/format/plain-text.ts";
import { sanitizeOptionalRichText, sanitizeRichText } from "./rich-text.ts";

/** True when the text holds at least one tag; '3 < 4' or an e-mail written as '<a@b.nl>' alone does not count. */
export function looksLikeHtml(text: string): boolean {
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
 * What to store for a text as staff typed it, always through the allow-list: HTML with paragraphs as it is; text
 * with only inline tags, or none, made into paragraphs first (plain text escaped).
 */
export function storedRichText(typed: string): string {
  if (BLOCK_TAG.test(typed)) return sanitizeRichText(typed);
  return sanitizeRichText(plainTextToHtml(typed, !looksLikeHtml(typed)));
}

/** An optional rich text as stored: storedRichText, or '' when nothing readable is left (sanitizeOptionalRichText). */
export function storedOptionalRichText(typed: string): string {
  return sanitizeOptionalRichText(storedRichText(typed));
}
