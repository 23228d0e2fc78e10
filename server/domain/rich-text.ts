import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for rich text written by editors: course and event descriptions and the rich-text fields of
 * the site's own pages (./site-pages/page-content.ts). It is applied where such text is written (./courses/insert-course.ts) and again where
 * the API hands it out for rendering (the Course.description field), so the pages only ever get HTML that passed
 * it, also for a row that reached the database another way.
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
 * Descriptions are read far more often than written, and the same few are read again and again: what came out of
 * the allow-list is kept by its input, for a bounded number of texts of a bounded size.
 */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 200;
const CACHE_MAX_INPUT = 50_000;

export function sanitizeRichText(html: string): string {
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeHtml(html, ALLOW_LIST).trim();
  if (html.length <= CACHE_MAX_INPUT) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(html, clean);
  }
  return clean;
}
