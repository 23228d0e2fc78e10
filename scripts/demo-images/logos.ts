/** Logos of the demo friends and the badge friends may show on their own websites. */
import type { AffiliateContent } from "../../content/affiliates.ts";
import { drawMark, type MarkName } from "./marks.ts";
import { FONT, colourAt, escapeXml, initials, n, splitInTwo, svgDocument } from "./svg.ts";

const LOGO_WIDTH = 320;
const LOGO_HEIGHT = 96;
const TEXT_X = 94;
/** Room for the name right of the mark; the font shrinks when a line would not fit. */
const TEXT_WIDTH = LOGO_WIDTH - TEXT_X - 12;
/** Average glyph width of a semibold sans-serif, as a share of the font size. */
const GLYPH_WIDTH = 0.6;

export function affiliateLogo(affiliate: AffiliateContent, index: number, mark: MarkName): string {
  // A stride of 5 through 12 colours keeps neighbours in the grid from sharing a colour.
  const colour = colourAt(index * 5);
  const lines = splitInTwo(affiliate.name, 18);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(20, TEXT_WIDTH / (longest * GLYPH_WIDTH));
  const lineHeight = fontSize * 1.15;
  const blockHeight = lines.length * lineHeight + 18;
  const firstBaseline = (LOGO_HEIGHT - blockHeight) / 2 + fontSize;
  const nameText = lines
    .map((line, i) => `<tspan x="${TEXT_X}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const taglineY = firstBaseline + (lines.length - 1) * lineHeight + 20;
  const body = `
<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" rx="12" fill="#ffffff"/>
<g transform="translate(16 16)">${drawMark(mark, colour, initials(affiliate.name))}
</g>
<text font-family="${FONT}" font-size="${n(fontSize)}" font-weight="600" fill="${colour.dark}">${nameText}</text>
<text x="${TEXT_X}" y="${n(taglineY)}" font-family="${FONT}" font-size="12" fill="#5f6b70">${escapeXml(affiliate.tagline)}</text>`;
  return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, `Logo ${affiliate.name}`, body);
}

/** Three overlapping circles: Verbinding, Verdieping, Verbreding, the forum's core values. */
export function forumMark(cx: number, cy: number, r: number): string {
  const d = r * 0.62;
  return `
<circle cx="${n(cx - d)}" cy="${n(cy + d * 0.55)}" r="${n(r)}" fill="#1f6f7a" opacity="0.85"/>
<circle cx="${n(cx + d)}" cy="${n(cy + d * 0.55)}" r="${n(r)}" fill="#a8742b" opacity="0.8"/>
<circle cx="${n(cx)}" cy="${n(cy - d * 0.6)}" r="${n(r)}" fill="#5b7f61" opacity="0.8"/>`;
}

/** The 'Vriend van het Forensisch Forum' badge a friend may place on its own site. */
export function friendBadge(): string {
  const size = 240;
  const body = `
<circle cx="120" cy="120" r="116" fill="#ffffff" stroke="#1f6f7a" stroke-width="6"/>
<circle cx="120" cy="120" r="104" fill="none" stroke="#d8ebee" stroke-width="2"/>
${forumMark(120, 74, 22)}
<text x="120" y="142" text-anchor="middle" font-family="${FONT}" font-size="15" fill="#36454e">Vriend van het</text>
<text x="120" y="166" text-anchor="middle" font-family="${FONT}" font-size="21" font-weight="700" fill="#154c54">Forensisch</text>
<text x="120" y="190" text-anchor="middle" font-family="${FONT}" font-size="21" font-weight="700" fill="#154c54">Forum</text>`;
  return svgDocument(size, size, "Vriend van het Forensisch Forum", body);
}
