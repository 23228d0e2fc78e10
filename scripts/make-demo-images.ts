/**
 * Draws the demo images under public/assets: logos of the demo friends and the friend badge as SVG, and the
 * photo-like illustrations (event images, board portraits, home page scenes) as WebP, rasterised from SVG
 * drawn here. So the demo carries no third-party pictures and no real faces.
 * Run: node scripts/make-demo-images.ts         (add --svg to also write the SVG sources of the WebP images)
 * The output is deterministic; run it again after changing the demo content and commit the result.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AFFILIATES } from "../content/affiliates.ts";
import { FORUM, OTHER_EVENTS } from "../content/events.ts";
import { TEAM, teamImageSlug } from "../content/team.ts";
import { EVENT_IMAGE_SIZE, eventImage } from "./demo-images/event-art.ts";
import { HOME_SCENES, HOME_SCENE_SIZE, homeScene } from "./demo-images/home-scenes.ts";
import { affiliateLogo, friendBadge } from "./demo-images/logos.ts";
import { chooseMarks } from "./demo-images/marks.ts";
import { PORTRAIT_SIZE, portrait } from "./demo-images/people.ts";
import { svgToWebp } from "./demo-images/raster.ts";

const assets = path.resolve(import.meta.dirname, "../public/assets");
const writeSvgSources = process.argv.includes("--svg");
const written: { file: string; bytes: number }[] = [];

function write(relativePath: string, content: string | Buffer): void {
  const file = path.join(assets, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ file: relativePath, bytes: Buffer.byteLength(content) });
}

/** Writes `<name>.webp` at the given size, and with --svg its source `<name>.svg` beside it. */
async function writePhoto(name: string, svg: string, size: { width: number; height: number }): Promise<void> {
  write(`${name}.webp`, await svgToWebp(svg, size.width, size.height));
  if (writeSvgSources) write(`${name}.svg`, svg);
}

const marks = chooseMarks(AFFILIATES);
AFFILIATES.forEach((affiliate, index) =>
  write(`demo/logos/${affiliate.slug}.svg`, affiliateLogo(affiliate, index, marks[index] ?? "rings")),
);
write("demo/vriend-van-forensisch-forum.svg", friendBadge());

const eventsWithImages = [
  { slug: FORUM.imageSlug, title: "Illustratie bij het jaarcongres van het Forensisch Forum" },
  ...OTHER_EVENTS.flatMap((event) =>
    event.imageSlug ? [{ slug: event.imageSlug, title: `Illustratie bij ${event.name}` }] : [],
  ),
  { slug: "default", title: "Illustratie bij een evenement van het Forensisch Forum" },
];
for (const [index, { slug, title }] of eventsWithImages.entries()) {
  if (slug) await writePhoto(`demo/events/${slug}`, eventImage(slug, title, index * 3), EVENT_IMAGE_SIZE);
}

for (const [index, member] of TEAM.entries()) {
  await writePhoto(`team/${teamImageSlug(member)}`, portrait(member.name, index), PORTRAIT_SIZE);
}

for (const scene of HOME_SCENES) await writePhoto(`demo/${scene.name}`, homeScene(scene), HOME_SCENE_SIZE);

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `${written.length} afbeeldingen geschreven naar ${path.relative(process.cwd(), assets) || "."}; ` +
    `de grootste is ${largest.file} (${Math.round(largest.bytes / 1024)} KB).`,
);
