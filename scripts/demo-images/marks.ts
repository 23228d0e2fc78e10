/**
 * Geometric marks drawn in a 64 x 64 box. A friend's mark is chosen by what the organisation does
 * (a house for housing, waves for names with water), so the logos feel designed rather than random.
 */
import { FONT, escapeXml, type Colour } from "./svg.ts";

export type MarkName =
  | "rings"
  | "split"
  | "hexagon"
  | "waves"
  | "overlap"
  | "house"
  | "steps"
  | "leaf"
  | "compass"
  | "bridge"
  | "rays"
  | "sail"
  | "diamond"
  | "letters";

type Mark = (colour: Colour, letters: string) => string;

const MARKS: Record<MarkName, Mark> = {
  rings: (c) => `
    <circle cx="32" cy="32" r="29" fill="${c.light}"/>
    <circle cx="32" cy="32" r="20" fill="none" stroke="${c.base}" stroke-width="6"/>
    <circle cx="40" cy="26" r="7" fill="${c.dark}"/>`,
  split: (c) => `
    <rect x="4" y="4" width="56" height="56" rx="14" fill="${c.base}"/>
    <path d="M4 46 L46 4 H50 A10 10 0 0 1 60 14 V60 H18 A14 14 0 0 1 4 46 Z" fill="${c.dark}"/>
    <circle cx="22" cy="22" r="7" fill="${c.light}"/>`,
  hexagon: (c) => `
    <path d="M32 3 L57 17.5 V46.5 L32 61 L7 46.5 V17.5 Z" fill="${c.base}"/>
    <path d="M32 16 L45 23.5 V40.5 L32 48 L19 40.5 V23.5 Z" fill="none" stroke="${c.light}" stroke-width="4"/>
    <path d="M32 16 V48" stroke="${c.light}" stroke-width="4"/>`,
  waves: (c) => `
    <circle cx="32" cy="32" r="30" fill="${c.light}"/>
    <path d="M8 26 Q20 16 32 26 T56 26" fill="none" stroke="${c.base}" stroke-width="5" stroke-linecap="round"/>
    <path d="M8 37 Q20 27 32 37 T56 37" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
    <path d="M14 48 Q23 41 32 48 T50 48" fill="none" stroke="${c.base}" stroke-width="5" stroke-linecap="round"/>`,
  overlap: (c) => `
    <circle cx="24" cy="32" r="18" fill="${c.base}" opacity="0.9"/>
    <circle cx="40" cy="32" r="18" fill="${c.dark}" opacity="0.75"/>
    <path d="M32 17 A18 18 0 0 1 32 47 A18 18 0 0 1 32 17 Z" fill="${c.light}"/>`,
  house: (c) => `
    <rect x="4" y="4" width="56" height="56" rx="12" fill="${c.light}"/>
    <path d="M12 32 L32 14 L52 32" fill="none" stroke="${c.dark}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M18 30 V50 H46 V30" fill="${c.base}"/>
    <rect x="28" y="37" width="8" height="13" rx="2" fill="${c.light}"/>`,
  steps: (c) => `
    <rect x="6" y="40" width="14" height="18" rx="3" fill="${c.base}" opacity="0.6"/>
    <rect x="25" y="28" width="14" height="30" rx="3" fill="${c.base}" opacity="0.8"/>
    <rect x="44" y="14" width="14" height="44" rx="3" fill="${c.dark}"/>
    <circle cx="51" cy="7" r="5" fill="${c.base}"/>`,
  leaf: (c) => `
    <path d="M10 54 C10 24 28 8 56 8 C56 36 40 54 10 54 Z" fill="${c.base}"/>
    <path d="M14 50 C26 38 36 28 48 16" fill="none" stroke="${c.light}" stroke-width="3.5" stroke-linecap="round"/>`,
  compass: (c) => `
    <circle cx="32" cy="32" r="29" fill="none" stroke="${c.base}" stroke-width="3"/>
    <path d="M32 8 L38 32 L32 56 L26 32 Z" fill="${c.dark}"/>
    <path d="M8 32 L32 26 L56 32 L32 38 Z" fill="${c.base}" opacity="0.7"/>
    <circle cx="32" cy="32" r="4" fill="${c.light}"/>`,
  bridge: (c) => `
    <rect x="4" y="4" width="56" height="56" rx="28" fill="${c.light}"/>
    <path d="M10 40 Q32 12 54 40" fill="none" stroke="${c.base}" stroke-width="5" stroke-linecap="round"/>
    <path d="M8 42 H56" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
    <path d="M20 30 V42 M32 25 V42 M44 30 V42" stroke="${c.base}" stroke-width="3"/>`,
  rays: (c) => `
    <circle cx="32" cy="32" r="30" fill="${c.light}"/>
    <circle cx="32" cy="32" r="11" fill="${c.base}"/>
    <g stroke="${c.dark}" stroke-width="4" stroke-linecap="round">
      <path d="M32 8 V14 M32 50 V56 M8 32 H14 M50 32 H56 M15 15 L19.5 19.5 M44.5 44.5 L49 49 M49 15 L44.5 19.5 M19.5 44.5 L15 49"/>
    </g>`,
  sail: (c) => `
    <circle cx="32" cy="32" r="30" fill="${c.light}"/>
    <path d="M33 10 V42 H52 Z" fill="${c.base}"/>
    <path d="M29 16 V42 H14 Z" fill="${c.dark}" opacity="0.8"/>
    <path d="M12 46 H52 L46 53 H18 Z" fill="${c.dark}"/>`,
  diamond: (c) => `
    <path d="M32 3 L61 32 L32 61 L3 32 Z" fill="${c.base}"/>
    <path d="M32 17 L47 32 L32 47 L17 32 Z" fill="${c.light}"/>
    <path d="M32 25 L39 32 L32 39 L25 32 Z" fill="${c.dark}"/>`,
  letters: (c, letters) => `
    <rect x="4" y="4" width="56" height="56" rx="10" fill="${c.base}"/>
    <text x="32" y="41" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${c.light}">${escapeXml(letters)}</text>`,
};

// Order matters: the first pattern that matches wins, so specific words come before general ones.
const BY_KEYWORD: [RegExp, MarkName][] = [
  [/trauma|stilwater|eiken/i, "leaf"],
  [/sport|arbeid/i, "steps"],
  [/licht/i, "rays"],
  [/wonen|opvang/i, "house"],
  [/herstel|brug|bemiddel/i, "bridge"],
  [/haven|overstag/i, "sail"],
  [/water|kust|wad/i, "waves"],
  [/jeugdzorg|kompas/i, "compass"],
  [/FACT|team/i, "overlap"],
];

const FALLBACK: MarkName[] = ["rings", "hexagon", "split", "letters", "diamond"];

/**
 * One mark per organisation, in list order: by keyword in its name or tagline, otherwise the next of the
 * fallback marks in turn, so organisations without a telling word still get different shapes.
 */
export function chooseMarks(organisations: readonly { name: string; tagline: string }[]): MarkName[] {
  let fallbacksUsed = 0;
  return organisations.map(({ name, tagline }) => {
    const text = `${name} ${tagline}`;
    const match = BY_KEYWORD.find(([pattern]) => pattern.test(text));
    return match ? match[1] : (FALLBACK[fallbacksUsed++ % FALLBACK.length] ?? "rings");
  });
}

export function drawMark(mark: MarkName, colour: Colour, letters: string): string {
  return MARKS[mark](colour, letters);
}
