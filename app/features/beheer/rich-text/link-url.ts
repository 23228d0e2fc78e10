/**
 * Which link addresses the editor accepts: the schemes the server's allow-list keeps (server/domain/rich-text.ts:
 * https, http and mailto, never protocol-relative). An address the sanitiser would strip is refused while typing,
 * so what staff see in the editor is what the public page shows.
 */
const LINK_SCHEMES = new Set(["https:", "http:", "mailto:"]);

const LINK_SCHEME_MESSAGE = "Gebruik een adres dat begint met https://, http:// of mailto:.";

/** Whether the sanitiser keeps `href` as a link address. */
export function isAllowedLinkUrl(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith("//")) return false;
  try {
    const url = new URL(trimmed);
    return LINK_SCHEMES.has(url.protocol) && (url.protocol === "mailto:" || url.hostname !== "");
  } catch {
    return false;
  }
}

export type LinkInput = { ok: true; href: string } | { ok: false; message: string };

/**
 * What staff typed in the link box, as an address: 'www.example.org' becomes https://www.example.org and
 * 'naam@example.org' a mailto: link, as people expect; anything with another scheme (javascript:, data:) is refused.
 */
export function linkFromInput(typed: string): LinkInput {
  const text = typed.trim();
  if (text === "") return { ok: false, message: "Vul het adres van de link in." };
  if (text.startsWith("//")) return { ok: false, message: LINK_SCHEME_MESSAGE };
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:/]+\.[^:/]+:\d+/.test(text);
  const href = hasScheme ? text : /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text) ? `mailto:${text}` : `https://${text}`;
  return isAllowedLinkUrl(href) && !/\s/.test(href) ? { ok: true, href } : { ok: false, message: LINK_SCHEME_MESSAGE };
}
