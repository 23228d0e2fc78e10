/**
 * Rich text that staff wrote (an event's or course's practical information) in a mail: the HTML part gets it as
 * the one allow-list (server/domain/rich-text.ts) left it when the domain read it for the mail, with the layout's
 * inline styles added (mail clients drop style sheets), and the text part a faithful plain-text rendering of the
 * same HTML. Both take only the sanitiser's output (its type says so), whose form is fixed: the allow-list's tags,
 * attributes only on links, every '<', '>', '&' and '"' in text and attribute values written as an entity. So a
 * tag is exactly a '<' up to the next '>'.
 */
import type { SanitizedHtml } from "../../domain/rich-text.ts";
import { MAIL_COLORS } from "./layout.ts";

const STYLES: Record<string, string> = {
  p: "margin:0 0 16px;",
  // The editor puts a list item's text in a paragraph: without its margin there, items stay close together.
  "li p": "margin:0;",
  "li ul": "margin:4px 0 0;padding-left:20px;",
  "li ol": "margin:4px 0 0;padding-left:20px;",
  ul: "margin:0 0 16px;padding-left:20px;",
  ol: "margin:0 0 16px;padding-left:20px;",
  li: "margin:0 0 4px;",
  h2: `margin:16px 0 8px;font-size:16px;font-weight:bold;color:${MAIL_COLORS.ink};`,
  h3: `margin:16px 0 8px;font-size:16px;font-weight:bold;color:${MAIL_COLORS.ink};`,
  h4: `margin:16px 0 8px;font-size:16px;font-weight:bold;color:${MAIL_COLORS.ink};`,
  blockquote: `margin:0 0 16px;padding-left:12px;border-left:3px solid ${MAIL_COLORS.rule};`,
  a: `color:${MAIL_COLORS.teal};`,
};

/** The sanitised HTML cut into its tags and the text between them. */
const tokens = (clean: string) => clean.split(/(<[^>]*>)/).filter((token) => token !== "");

/** A tag's name in lower case, and whether it closes ('</p>'); null for text. */
function tagOf(token: string): { name: string; closing: boolean } | null {
  const match = /^<(\/?)([a-z0-9]+)/i.exec(token);
  return match ? { name: (match[2] ?? "").toLowerCase(), closing: match[1] === "/" } : null;
}

/** The sanitised HTML with inline styles on its elements. */
export function richTextMailHtml(html: SanitizedHtml): string {
  let items = 0;
  return tokens(html)
    .map((token) => {
      const tag = tagOf(token);
      if (!tag) return token;
      if (tag.name === "li") items += tag.closing ? -1 : 1;
      const style = STYLES[items > 0 && ["p", "ul", "ol"].includes(tag.name) ? `li ${tag.name}` : tag.name];
      return style && !tag.closing ? token.replace(/^<[a-z0-9]+/i, (start) => `${start} style="${style}"`) : token;
    })
    .join("");
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', amp: "&", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    const code = name.startsWith("#x")
      ? parseInt(name.slice(2), 16)
      : name.startsWith("#")
        ? Number(name.slice(1))
        : NaN;
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? null : decodeEntities(value);
};

/** A line of the text; an item carries the number of its outermost list, so two lists in a row stay apart. */
type Line = { text: string; list: number | null };
type List = { ordered: boolean; count: number };

/**
 * The plain-text twin: paragraphs and headings separated by a blank line, list items as '- ' lines (numbered in an
 * ordered list, indented per level), a line break as a line break, quotes as '> ' lines, and a link as
 * 'text (address)', or the address alone where it is the text.
 */
export function richTextMailText(html: SanitizedHtml): string {
  const lines: Line[] = [];
  const lists: List[] = [];
  const links: { href: string | null; start: number }[] = [];
  let quoted = 0;
  let outerLists = 0;
  let current = "";
  let marker: string | null = null;

  const indent = () => "  ".repeat(Math.max(lists.length - 1, 0));
  const flush = () => {
    const text = current
      .replace(/[ \t]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .trim();
    current = "";
    if (text === "") return;
    const inList = lists.length > 0;
    const prefix = inList ? indent() + (marker ?? "  ") : "";
    // Further lines of an item line up under its text; every line of a quote starts with '> '.
    const continuation = inList ? indent() + " ".repeat((marker ?? "  ").length) : "";
    marker = null;
    const body = text
      .split("\n")
      .map((line, index) => (index === 0 ? prefix : continuation) + line)
      .map((line) => "> ".repeat(quoted) + line)
      .join("\n");
    lines.push({ text: body, list: inList ? outerLists : null });
  };

  for (const token of tokens(html)) {
    const { name: tag = "", closing = false } = tagOf(token) ?? {};
    if (!tag) current += decodeEntities(token).replace(/\s+/g, " ");
    else if (tag === "br") current += "\n";
    else if (tag === "a" && !closing) links.push({ href: attribute(token, "href"), start: current.length });
    else if (tag === "a") current += linkSuffix(links.pop(), current);
    else if (tag === "ul" || tag === "ol") {
      flush();
      if (closing) lists.pop();
      else {
        if (lists.length === 0) outerLists++;
        lists.push({ ordered: tag === "ol", count: 0 });
      }
    } else if (tag === "li" && !closing) {
      flush();
      const list = lists.at(-1);
      if (list) marker = list.ordered ? `${++list.count}. ` : "- ";
    } else if (tag === "blockquote") {
      flush();
      quoted = Math.max(0, quoted + (closing ? -1 : 1));
    } else if (["p", "li", "h2", "h3", "h4"].includes(tag)) flush();
  }
  flush();
  const sameList = (line: Line, before: Line | undefined) => line.list !== null && line.list === before?.list;
  return lines
    .map((line, index) => (index > 0 && !sameList(line, lines[index - 1]) ? `\n${line.text}` : line.text))
    .join("\n");
}

/** ' (https://…)' after a link's text; nothing when the text is the address (or a mailto's address) itself. */
function linkSuffix(link: { href: string | null; start: number } | undefined, text: string): string {
  if (!link?.href) return "";
  const shown = text.slice(link.start).trim();
  const address = link.href.replace(/^mailto:/i, "");
  return shown === link.href || shown === address ? "" : ` (${address})`;
}
