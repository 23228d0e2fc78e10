/**
 * Small helpers for writing SVG by hand: escaping, the document wrapper, a calm palette and a seeded
 * random source, so every run of the image script produces byte-identical files.
 */
export const FONT = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

export type Colour = { base: string; dark: string; light: string };

/** Muted colours that sit well next to each other in the friends grid. */
export const PALETTE: readonly Colour[] = [
  { base: "#1f6f7a", dark: "#154c54", light: "#d8ebee" }, // petrol
  { base: "#5b7f61", dark: "#3e5a43", light: "#e2ede3" }, // sage
  { base: "#3d5a80", dark: "#2a3f5b", light: "#dee6f1" }, // slate blue
  { base: "#6d4c6f", dark: "#4c344e", light: "#eee3ee" }, // plum
  { base: "#a8742b", dark: "#77511d", light: "#f6ecd9" }, // ochre
  { base: "#a8553f", dark: "#773b2b", light: "#f4e2dc" }, // terracotta
  { base: "#2a7f6f", dark: "#1c594d", light: "#d9eee9" }, // teal
  { base: "#4a4b80", dark: "#33345a", light: "#e3e3f1" }, // indigo
  { base: "#6b7b3a", dark: "#4a5628", light: "#ebeedb" }, // moss
  { base: "#8c4a5a", dark: "#62333f", light: "#f2e1e5" }, // rosewood
  { base: "#4f6470", dark: "#36454e", light: "#e3e9ec" }, // steel
  { base: "#2f5e4a", dark: "#204134", light: "#dbeae2" }, // forest
];

export function colourAt(index: number): Colour {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length] ?? PALETTE[0]!;
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** A complete, standalone SVG file with an accessible name. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    body.trim(),
    "</svg>",
    "",
  ].join("\n");
}

/** A deterministic pseudo-random source (mulberry32) seeded from a text, e.g. a slug. */
export function seededRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates so the files stay short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Splits a name over at most two lines, as evenly as the words allow. */
export function splitInTwo(text: string, singleLineMax: number): string[] {
  const words = text.split(" ");
  if (text.length <= singleLineMax || words.length < 2) return [text];
  let best: string[] = [text];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let at = 1; at < words.length; at++) {
    const lines = [words.slice(0, at).join(" "), words.slice(at).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

/** Initials of a name, skipping small words and abbreviations in capitals, for marks with letters. */
export function initials(name: string): string {
  const skip = new Set(["de", "het", "van", "en", "&"]);
  const words = name.split(" ").filter((word) => !skip.has(word.toLowerCase()));
  return words
    .slice(-2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase();
}
