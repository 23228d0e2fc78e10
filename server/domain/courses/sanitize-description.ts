import sanitizeHtml from "sanitize-html";

/**
 * Course descriptions are HTML written by editors. They are sanitised before they are stored,
 * so what the site renders can never carry scripts, styles or event handlers.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
  // rel and target are set by the transform below; editors cannot choose them.
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }),
  },
};

export function sanitizeCourseDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
