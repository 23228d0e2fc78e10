/**
 * The three 800 x 600 illustrations in the values section of the home page: meeting, learning and
 * connecting, drawn with the same abstract figures as the board portraits.
 */
import { figure, lookAt } from "./people.ts";
import { colourAt, n, svgDocument } from "./svg.ts";

const WIDTH = 800;
const HEIGHT = 600;
export const HOME_SCENE_SIZE = { width: WIDTH, height: HEIGHT } as const;

function backdrop(colourIndex: number): string {
  const colour = colourAt(colourIndex);
  return `
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.light}"/>
<circle cx="640" cy="110" r="150" fill="${colour.base}" opacity="0.12"/>
<circle cx="120" cy="520" r="190" fill="${colour.base}" opacity="0.1"/>`;
}

/** Verbinding: colleagues from different organisations around one table. */
function meeting(): string {
  const table = colourAt(4);
  const behind = [190, 320, 480, 610].map((x, i) => figure(x, 230 + (i % 2) * 18, 44, lookAt(i))).join("");
  const cups = [250, 390, 530]
    .map(
      (x) =>
        `<rect x="${x}" y="378" width="22" height="26" rx="4" fill="#ffffff"/><circle cx="${x + 11}" cy="378" r="11" fill="${table.dark}" opacity="0.2"/>`,
    )
    .join("");
  return `${backdrop(0)}
${behind}
<ellipse cx="400" cy="410" rx="330" ry="70" fill="${table.base}"/>
<ellipse cx="400" cy="398" rx="318" ry="60" fill="${table.light}"/>
<rect x="300" y="385" width="90" height="8" rx="3" fill="${table.dark}" opacity="0.35" transform="rotate(-6 345 389)"/>
${cups}
<rect x="385" y="470" width="30" height="130" fill="${table.dark}"/>`;
}

/** Verdieping: a session in the Vakschool, a speaker beside a screen and an attentive room. */
function learning(): string {
  const screen = colourAt(2);
  const bars = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${n(190 + i * 70)}" y="${n(250 - i * 30)}" width="44" height="${n(60 + i * 30)}" rx="5" fill="${colourAt(i * 3).base}"/>`,
    )
    .join("");
  const audience = Array.from({ length: 6 }, (_, i) =>
    figure(90 + i * 125, 510 + (i % 2) * 14, 38, lookAt(i + 2)),
  ).join("");
  return `${backdrop(2)}
<rect x="150" y="70" width="380" height="250" rx="14" fill="#ffffff"/>
<rect x="150" y="70" width="380" height="36" rx="14" fill="${screen.base}"/>
<path d="M180 320 V300 M500 320 V300" stroke="${screen.dark}" stroke-width="6"/>
${bars}
${figure(640, 190, 46, lookAt(5))}
<path d="M592 300 H688 L678 400 H602 Z" fill="${screen.dark}"/>
<rect x="584" y="292" width="112" height="14" rx="4" fill="${screen.base}"/>
${audience}`;
}

/** Verbreding: professionals from across the chain, linked to one another. */
function connecting(): string {
  const people = [
    { x: 400, y: 150 },
    { x: 610, y: 250 },
    { x: 560, y: 470 },
    { x: 240, y: 470 },
    { x: 190, y: 250 },
  ];
  const links = people
    .flatMap((a, i) => people.slice(i + 1).map((b) => ({ a, b })))
    .map(
      ({ a, b }) =>
        `<path d="M${a.x} ${a.y} Q400 330 ${b.x} ${b.y}" fill="none" stroke="${colourAt(0).dark}" stroke-width="3" opacity="0.25"/>`,
    )
    .join("");
  const rings = people
    .map(
      (p, i) =>
        `<circle cx="${p.x}" cy="${p.y + 20}" r="70" fill="#ffffff"/><circle cx="${p.x}" cy="${p.y + 20}" r="70" fill="none" stroke="${colourAt(i * 5).base}" stroke-width="5"/>`,
    )
    .join("");
  const figures = people
    .map((p, i) => `<g clip-path="url(#ring${i})">${figure(p.x, p.y + 5, 26, lookAt(i + 1))}</g>`)
    .join("");
  const clips = people
    .map((p, i) => `<clipPath id="ring${i}"><circle cx="${p.x}" cy="${p.y + 20}" r="66"/></clipPath>`)
    .join("");
  return `${backdrop(6)}
<defs>${clips}</defs>
${links}
${rings}
${figures}`;
}

export const HOME_SCENES = [
  { name: "home-1", title: "Illustratie: collega's uit de forensische keten in gesprek aan tafel", draw: meeting },
  { name: "home-2", title: "Illustratie: een les van de Forensische Vakschool", draw: learning },
  { name: "home-3", title: "Illustratie: professionals met elkaar verbonden in een netwerk", draw: connecting },
] as const;

export function homeScene(scene: (typeof HOME_SCENES)[number]): string {
  return svgDocument(WIDTH, HEIGHT, scene.title, scene.draw());
}
