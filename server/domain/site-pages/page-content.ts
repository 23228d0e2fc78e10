/**
 * A page's content as it is stored and handed out: checked by the page's schema (common/validation/site-pages.ts)
 * and with every rich-text field through the one allow-list (../rich-text.ts), when written and again when read,
 * so the pages only ever get HTML that passed it, also for a row that reached the database another way.
 */
import type { z } from "zod";
import { SITE_PAGE_SCHEMAS, type SitePageContentOf } from "../../../common/validation/site-pages.ts";
import { MESSAGES } from "../../../common/validation/messages.ts";
import type { SitePageKeyValue } from "../../../common/vocabulary/site-pages.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { sanitizeRichText } from "../rich-text.ts";

type Clean = (html: string, field: string) => string;
type RichTextFields = {
  [Key in SitePageKeyValue]: (content: SitePageContentOf<Key>, clean: Clean) => SitePageContentOf<Key>;
};

/** Where each page has rich text: the fields the editor writes. */
const RICH_TEXT: RichTextFields = {
  home: (content, clean) => ({ ...content, intro: clean(content.intro, "intro") }),
  about: (content, clean) => ({ ...content, mission: clean(content.mission, "mission") }),
  contact: (content, clean) => ({
    ...content,
    questions: content.questions.map((item, index) => ({
      ...item,
      answer: clean(item.answer, `questions.${index}.answer`),
    })),
  }),
  terms: (content, clean) => ({ ...content, body: clean(content.body, "body") }),
  footer: (content) => content,
};

function withCleanRichText<Key extends SitePageKeyValue>(
  key: Key,
  content: SitePageContentOf<Key>,
  clean: Clean,
): SitePageContentOf<Key> {
  // The table is typed per page; TypeScript cannot follow `key` into it for a generic Key.
  const apply = RICH_TEXT[key] as (content: SitePageContentOf<Key>, clean: Clean) => SitePageContentOf<Key>;
  return apply(content, clean);
}

/** Whether sanitised HTML shows anything at all ('<p></p>' does not). */
function showsText(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") !== "";
}

/**
 * Staff's input for a page as it will be stored: checked by its schema, rich text through the allow-list. A
 * rich-text field with nothing left (only markup the allow-list drops) is refused by name, as an empty one is.
 */
export function contentToStore<Key extends SitePageKeyValue>(key: Key, input: unknown): SitePageContentOf<Key> {
  const schema: z.ZodType<unknown> = SITE_PAGE_SCHEMAS[key];
  const parsed = parseWith(schema, input) as SitePageContentOf<Key>;
  const emptied: Record<string, string> = {};
  const clean = withCleanRichText(key, parsed, (html, field) => {
    const safe = sanitizeRichText(html);
    if (!showsText(safe)) emptied[field] = MESSAGES.required;
    return safe;
  });
  const [field] = Object.keys(emptied);
  if (field) throw new DomainError("BAD_USER_INPUT", MESSAGES.required, { field, fieldErrors: emptied });
  return clean;
}

/** Stored content as the API hands it out: the rich text through the allow-list again. */
export function contentToShow<Key extends SitePageKeyValue>(key: Key, stored: unknown): SitePageContentOf<Key> {
  return withCleanRichText(key, stored as SitePageContentOf<Key>, (html) => sanitizeRichText(html));
}
