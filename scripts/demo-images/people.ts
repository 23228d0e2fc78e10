/**
 * Abstract people: a head, hair and shoulders, without a face. Used for the board portraits and as
 * small figures in the home illustrations; no real person is depicted.
 */
import { colourAt, n, svgDocument, type Colour } from "./svg.ts";

const SKIN_TONES = ["#f2cfb3", "#d9a47c", "#a8704c", "#7b4b31", "#e6b38f", "#c48a62"];
const HAIR_COLOURS = ["#3b2a20", "#7a5230", "#1f1b1a", "#b08a55", "#5a4a42", "#8f8f8f"];
export type HairStyle = "short" | "long" | "bun" | "curly" | "none";
const HAIR_STYLES: HairStyle[] = ["long", "short", "bun", "curly", "none", "short"];

export type Look = { skin: string; hair: string; hairStyle: HairStyle; clothes: Colour; glasses: boolean };

export function lookAt(index: number): Look {
  return {
    skin: SKIN_TONES[index % SKIN_TONES.length] ?? "#d9a47c",
    hair: HAIR_COLOURS[(index * 2) % HAIR_COLOURS.length] ?? "#3b2a20",
    hairStyle: HAIR_STYLES[index % HAIR_STYLES.length] ?? "short",
    clothes: colourAt(index * 7 + 2),
    glasses: index % 3 === 1,
  };
}

/** Hair drawn behind the head (long hair) or over its crown (the other styles). */
function hair(style: HairStyle, colour: string, r: number, layer: "back" | "front"): string {
  if (style === "long" && layer === "back") {
    return `<path d="M${n(-r * 1.12)} ${n(r * 0.1)} C${n(-r * 1.2)} ${n(-r * 1.25)} ${n(r * 1.2)} ${n(-r * 1.25)} ${n(r * 1.12)} ${n(r * 0.1)} L${n(r * 1.2)} ${n(r * 1.5)} L${n(-r * 1.2)} ${n(r * 1.5)} Z" fill="${colour}"/>`;
  }
  if (layer === "back" || style === "none") return "";
  const crown = `<path d="M${n(-r)} ${n(-r * 0.05)} C${n(-r * 1.05)} ${n(-r * 1.3)} ${n(r * 1.05)} ${n(-r * 1.3)} ${n(r)} ${n(-r * 0.05)} C${n(r * 0.75)} ${n(-r * 0.55)} ${n(-r * 0.6)} ${n(-r * 0.65)} ${n(-r)} ${n(-r * 0.05)} Z" fill="${colour}"/>`;
  if (style === "bun") return `${crown}<circle cx="0" cy="${n(-r * 1.15)}" r="${n(r * 0.38)}" fill="${colour}"/>`;
  if (style === "curly") {
    const curls = [-0.8, -0.4, 0, 0.4, 0.8]
      .map(
        (x, i) =>
          `<circle cx="${n(x * r)}" cy="${n(-r * (0.72 + (i % 2) * 0.18))}" r="${n(r * 0.34)}" fill="${colour}"/>`,
      )
      .join("");
    return curls;
  }
  return crown;
}

/** A person whose head is centred on (x, y) with radius r; the shoulders reach 3 r below. */
export function figure(x: number, y: number, r: number, look: Look): string {
  const shoulders = `<path d="M${n(-r * 2)} ${n(r * 3)} C${n(-r * 2)} ${n(r * 1.5)} ${n(-r * 1.1)} ${n(r * 1.05)} 0 ${n(r * 1.05)} C${n(r * 1.1)} ${n(r * 1.05)} ${n(r * 2)} ${n(r * 1.5)} ${n(r * 2)} ${n(r * 3)} Z" fill="${look.clothes.base}"/>`;
  const collar = `<path d="M${n(-r * 0.42)} ${n(r * 1.08)} L0 ${n(r * 1.55)} L${n(r * 0.42)} ${n(r * 1.08)} Z" fill="${look.clothes.light}"/>`;
  const neck = `<rect x="${n(-r * 0.34)}" y="${n(r * 0.6)}" width="${n(r * 0.68)}" height="${n(r * 0.55)}" fill="${look.skin}"/>`;
  const head = `<ellipse cx="0" cy="0" rx="${n(r * 0.88)}" ry="${n(r)}" fill="${look.skin}"/>`;
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2b2b2b" stroke-width="${n(Math.max(1, r * 0.06))}"><circle cx="${n(-r * 0.34)}" cy="${n(r * 0.05)}" r="${n(r * 0.22)}"/><circle cx="${n(r * 0.34)}" cy="${n(r * 0.05)}" r="${n(r * 0.22)}"/><path d="M${n(-r * 0.12)} ${n(r * 0.05)} H${n(r * 0.12)}"/></g>`
    : "";
  return `<g transform="translate(${n(x)} ${n(y)})">${hair(look.hairStyle, look.hair, r, "back")}${shoulders}${collar}${neck}${head}${hair(look.hairStyle, look.hair, r, "front")}${glasses}</g>`;
}

export const PORTRAIT_SIZE = { width: 400, height: 400 } as const;

/** A 400 x 400 portrait of a board member: an abstract figure on a calm round background. */
export function portrait(name: string, index: number): string {
  const look = lookAt(index);
  const background = colourAt(index * 5 + 1);
  const body = `
<rect width="400" height="400" fill="${background.light}"/>
<circle cx="200" cy="200" r="170" fill="${background.base}" opacity="0.18"/>
<clipPath id="frame"><rect width="400" height="400"/></clipPath>
<g clip-path="url(#frame)">${figure(200, 180, 78, look)}</g>`;
  return svgDocument(400, 400, `Illustratie bij ${name}`, body);
}
