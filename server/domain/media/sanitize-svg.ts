/**
 * Sanitises an uploaded SVG logo with DOMPurify (in a jsdom window): only SVG's drawing elements and attributes
 * stay, so no <script>, no event handlers (onload=...), no <foreignObject> (HTML inside SVG), no javascript: links.
 * On top of DOMPurify's SVG profile, nothing may reach outside the file: a reference (href, xlink:href) must point
 * into the file itself (#id) or be an embedded raster image (data:image/png...), and CSS may not load anything
 * (url() only to #id, no @import). The file is also served with a policy that runs no script (server/http/).
 */
import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

type Sanitizer = { purify: DOMPurify; serialize: (node: Node) => string };
let sanitizer: Sanitizer | null = null;

const INTERNAL_REFERENCE = /^#[\w.:-]*$/;
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|webp|gif);base64,[a-z0-9+/=\s]*$/i;
const REFERENCE_ATTRIBUTES = new Set(["href", "xlink:href"]);

/** CSS that may load something: url() to anything but #id, @import, and the old IE expression(). */
function stripExternalCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, "")
    .replace(/expression\s*\(/gi, "(")
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, _quote: string, target: string) =>
      INTERNAL_REFERENCE.test(target.trim()) ? whole : "none",
    );
}

function getSanitizer(): Sanitizer {
  if (sanitizer) return sanitizer;
  const { window } = new JSDOM("");
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(name) && !INTERNAL_REFERENCE.test(value) && !EMBEDDED_RASTER.test(value)) {
      data.keepAttr = false;
    }
    if (name === "style") data.attrValue = stripExternalCss(data.attrValue);
    // Presentation attributes such as fill="url(https://...)" load paint servers from elsewhere.
    if (/url\(/i.test(value) && name !== "style") data.attrValue = stripExternalCss(data.attrValue);
  });
  instance.addHook("uponSanitizeElement", (node) => {
    if (node.nodeName.toLowerCase() === "style" && node.textContent) {
      node.textContent = stripExternalCss(node.textContent);
    }
  });
  const serializer = new window.XMLSerializer();
  sanitizer = { purify: instance, serialize: (node) => serializer.serializeToString(node) };
  return sanitizer;
}

/**
 * The sanitised SVG document, or null when nothing of an SVG is left (it was not one, or only dangerous parts).
 * Animation elements are dropped too: <animate>/<set> can rewrite an href after sanitising.
 */
export function sanitizeSvg(source: string): string | null {
  const { purify, serialize } = getSanitizer();
  const fragment = purify.sanitize(withoutProlog(source), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject", "script", "animate", "animateMotion", "animateTransform", "set", "a"],
    FORBID_ATTR: ["onload", "onerror", "onclick", "onbegin", "onend"],
    ADD_TAGS: ["use"],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== "svg" || root.namespaceURI !== SVG_NAMESPACE) return null;
  // Serialised as XML (an .svg file is XML): namespaces declared, every '<' in text and attributes escaped.
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}\n`;
}

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

/**
 * The XML declaration, comments before the root and the doctype go: DOMPurify parses the SVG inside a document of
 * its own, and a doctype's internal subset could declare entities (expansion bombs, external entities).
 */
function withoutProlog(source: string): string {
  return source
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/i, "")
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, "")
    .replace(/<!ENTITY[^>]*>/gi, "");
}
