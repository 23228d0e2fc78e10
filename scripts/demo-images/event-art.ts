/**
 * Abstract 1200 x 630 event illustrations (the size social previews use): soft layered hills under a
 * pale sky, with one motif that hints at the event's subject.
 */
import { forumMark } from "./logos.ts";
import { colourAt, n, seededRandom, svgDocument, type Colour } from "./svg.ts";

const WIDTH = 1200;
const HEIGHT = 630;
export const EVENT_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;

/** A gently rolling hill line across the image, closed at the bottom. */
function hill(random: () => number, baseY: number, amplitude: number, fill: string, opacity: number): string {
  const points = 5;
  const step = WIDTH / points;
  let d = `M0 ${n(baseY)}`;
  for (let i = 1; i <= points; i++) {
    const y = baseY + (random() - 0.5) * amplitude;
    d += ` Q${n(step * (i - 0.5))} ${n(y - amplitude * 0.6)} ${n(step * i)} ${n(y)}`;
  }
  return `<path d="${d} V${HEIGHT} H0 Z" fill="${fill}" opacity="${opacity}"/>`;
}

function landscape(random: () => number, colour: Colour): string {
  return `
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour.light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${n(200 + random() * 800)}" cy="${n(120 + random() * 80)}" r="${n(90 + random() * 40)}" fill="${colour.base}" opacity="0.14"/>
${hill(random, 420, 80, colour.base, 0.25)}
${hill(random, 480, 70, colour.base, 0.45)}
${hill(random, 550, 60, colour.dark, 0.7)}`;
}

/** People as connected dots: the forum as a meeting place for the whole chain. */
function networkMotif(random: () => number, colour: Colour): string {
  const nodes = Array.from({ length: 11 }, (_, i) => ({
    x: 330 + (i % 4) * 170 + random() * 80,
    y: 130 + Math.floor(i / 4) * 100 + random() * 50,
  }));
  const links = nodes
    .slice(1)
    .map((node, i) => {
      const other = nodes[Math.floor(random() * (i + 1))] ?? node;
      return `<path d="M${n(node.x)} ${n(node.y)} L${n(other.x)} ${n(other.y)}" stroke="${colour.dark}" stroke-width="3" opacity="0.35"/>`;
    })
    .join("");
  const dots = nodes
    .map(
      (node, i) =>
        `<circle cx="${n(node.x)}" cy="${n(node.y)}" r="${n(10 + (i % 3) * 5)}" fill="${colourAt(i * 5).base}"/>`,
    )
    .join("");
  return `${links}${dots}${forumMark(150, 170, 40)}`;
}

/** A chart card: weighing risks on the basis of structured information. */
function chartMotif(random: () => number, colour: Colour): string {
  const bars = Array.from({ length: 6 }, (_, i) => {
    const h = 40 + random() * 150;
    return `<rect x="${n(470 + i * 48)}" y="${n(350 - h)}" width="30" height="${n(h)}" rx="4" fill="${i % 2 ? colour.base : colour.dark}" opacity="0.85"/>`;
  }).join("");
  return `
<rect x="430" y="110" width="340" height="270" rx="18" fill="#ffffff" opacity="0.92"/>
<path d="M460 350 H750" stroke="#9aa5aa" stroke-width="2"/>${bars}
<path d="M470 300 C540 250 600 280 650 200 S730 160 750 150" fill="none" stroke="${colourAt(4).base}" stroke-width="5" stroke-linecap="round"/>`;
}

/** Stacked building blocks: learning step by step, in plain and concrete steps. */
function blocksMotif(_random: () => number, colour: Colour): string {
  const block = (x: number, y: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="90" height="90" rx="14" fill="${fill}"/>`;
  return `
${block(455, 290, colour.base)}${block(555, 290, colourAt(4).base)}${block(655, 290, colour.dark)}
${block(505, 190, colourAt(6).base)}${block(605, 190, colourAt(2).base)}${block(555, 90, colourAt(9).base)}`;
}

/** A door ajar with light falling through: the first steps after detention, on stage. */
function doorMotif(_random: () => number, colour: Colour): string {
  return `
<path d="M560 120 H700 V420 H560 Z" fill="${colour.dark}" opacity="0.85"/>
<path d="M560 120 L620 140 V440 L560 420 Z" fill="${colour.base}"/>
<path d="M700 120 L1000 560 H640 L700 420 Z" fill="#fff4cf" opacity="0.55"/>
<path d="M0 0 C120 60 160 200 140 420 L0 420 Z" fill="${colourAt(9).base}" opacity="0.55"/>
<path d="M1200 0 C1080 60 1040 200 1060 420 L1200 420 Z" fill="${colourAt(9).base}" opacity="0.55"/>`;
}

const MOTIFS: Record<string, (random: () => number, colour: Colour) => string> = {
  jaarcongres: networkMotif,
  risicotaxatie: chartMotif,
  "lvb-studiedag": blocksMotif,
  "theater-na-de-deur": doorMotif,
  default: (_random) => forumMark(600, 250, 80),
};

export function eventImage(slug: string, title: string, colourIndex: number): string {
  const random = seededRandom(slug);
  const colour = colourAt(colourIndex);
  const motif = MOTIFS[slug] ?? networkMotif;
  return svgDocument(WIDTH, HEIGHT, title, `${landscape(random, colour)}\n${motif(random, colour)}`);
}
