/**
 * Plain text (vacancy descriptions, and event descriptions stored before they became HTML) written the way people type e-mails: paragraphs
 * separated by a blank line and bullet lines starting with '-', '*' or '•'. Like Markdown, a single line break
 * inside a paragraph is soft: the seeded texts are hard-wrapped, and keeping those breaks gives ragged lines.
 */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*[-*•]\s+/;

export function parsePlainText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (list && list.length > 0) blocks.push({ kind: "list", items: list });
    list = null;
  };

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "") {
      flushParagraph();
      flushList();
    } else if (BULLET.test(rawLine)) {
      flushParagraph();
      list ??= [];
      list.push(rawLine.replace(BULLET, "").trim());
    } else if (list && /^\s/.test(rawLine)) {
      // An indented line continues the bullet above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** One line of at most `max` characters for meta descriptions: whitespace collapsed, cut at a word, '…' added. */
export function summarizeText(text: string, max = 155): string {
  const flat = text
    .replace(/^\s*[-*•]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
