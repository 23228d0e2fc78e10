import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for rich text written by editors: event and course descriptions, the practical information
 * of events and courses that their mails carry, and the rich-text fields of the site's own pages
 * (./site-pages/page-content.ts). It is applied where such text is written (./courses/insert-course.ts,
 * ./typed-rich-text.ts, the site pages' service) and again where it is read for rendering (the Course.description
 * field, the mails: server/mail/templates/rich-text-mail.ts, the published pages), so pages and mails only ever get
 * HTML that passed it, also for a row that reached the database another way.
 *
 * What passes: paragraphs, line breaks, emphasis, lists, headings below the page's own h1, quotes and links to
 * http(s) and mailto addresses and to paths of this site. Everything else goes: scripts and styles with their content, event handlers,
 * style and class attributes, iframes, svg, images, forms, and URLs with other schemes (javascript:, data:) or
 * without one (//elsewhere).
 */
const ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
  // rel and target are set by the transform below; editors cannot choose them.
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link elsewhere opens in a new tab; a link to a page of this site ('/vakschool') stays in the visitor's tab.
    a: (_tagName, attribs) => {
      const { rel: _rel, target: _target, ...chosen } = attribs;
      const own = attribs.href !== undefined && /^\/(?![/\\])/.test(attribs.href);
      return { tagName: "a", attribs: own ? chosen : { ...attribs, rel: "noopener noreferrer", target: "_blank" } };
    },
  },
};

/**
 * The sanitiser writes character references out as characters, so '&#27;' or '&#x202E;' would come out as an escape
 * or a right-to-left override, which the typed-text rules (common/validation/characters.ts) refuse when typed
 * directly: controls other than line feed and tab, and bidirectional controls, are removed from what it gives.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Descriptions are read far more often than written, and the same few are read again and again: what came out of
 * the allow-list is kept by its input, for a bounded number of texts of a bounded size.
 */
const cache = new Map<string, SanitizedHtml>();
const CACHE_ENTRIES = 200;
const CACHE_MAX_INPUT = 50_000;

declare const sanitized: unique symbol;

/**
 * HTML that came out of the allow-list. Only sanitizeRichText makes it, so a mail template that takes it
 * (server/mail/templates/rich-text-mail.ts) cannot be handed a row's text that skipped the allow-list on its way out.
 */
export type SanitizedHtml = string & { readonly [sanitized]: true };

export function sanitizeRichText(html: string): SanitizedHtml {
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeHtml(html, ALLOW_LIST).replace(CONTROL_OR_BIDI, "").trim() as SanitizedHtml;
  if (html.length <= CACHE_MAX_INPUT) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(html, clean);
  }
  return clean;
}

/**
 * An optional text (the practical information of an event or course) through the allow-list, or '' when nothing
 * readable is left (an emptied editor's '<p></p>', a lone line break, only what the allow-list removes): "none" is
 * always the empty string, so a mail never shows a heading above nothing.
 */
export function sanitizeOptionalRichText(html: string): SanitizedHtml {
  const clean = sanitizeRichText(html);
  return hasReadableText(clean) ? clean : ("" as SanitizedHtml);
}

/** True when sanitised HTML has text a reader sees, not only tags, no-break spaces and white space. */
function hasReadableText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|\u00a0/g, "")
      .trim() !== ""
  );
}
