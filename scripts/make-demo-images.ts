/**
 * Draws the demo images as SVG files under public/assets: logos of the demo friends, event illustrations,
 * board portraits, the friend badge and the home page illustrations. All are made here, so the demo
 * carries no third-party pictures and no real faces. Run: node scripts/make-demo-images.ts
 * The output is deterministic; run it again after changing the demo content and commit the result.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AFFILIATES } from "../content/affiliates.ts";
import { FORUM, OTHER_EVENTS } from "../content/events.ts";
import { TEAM, teamImageSlug } from "../content/team.ts";
import { eventImage } from "./demo-images/event-art.ts";
import { HOME_SCENES, homeScene } from "./demo-images/home-scenes.ts";
import { affiliateLogo, friendBadge } from "./demo-images/logos.ts";
import { chooseMarks } from "./demo-images/marks.ts";
import { portrait } from "./demo-images/people.ts";

const assets = path.resolve(import.meta.dirname, "../public/assets");
let written = 0;

function write(relativePath: string, svg: string): void {
  const file = path.join(assets, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written++;
}

const marks = chooseMarks(AFFILIATES);
AFFILIATES.forEach((affiliate, index) =>
  write(`demo/logos/${affiliate.slug}.svg`, affiliateLogo(affiliate, index, marks[index] ?? "rings")),
);

const eventsWithImages = [
  { slug: FORUM.imageSlug, title: "Illustratie bij het jaarcongres van het Forensisch Forum" },
  ...OTHER_EVENTS.flatMap((event) =>
    event.imageSlug ? [{ slug: event.imageSlug, title: `Illustratie bij ${event.name}` }] : [],
  ),
  { slug: "default", title: "Illustratie bij een evenement van het Forensisch Forum" },
];
eventsWithImages.forEach(({ slug, title }, index) => {
  if (slug) write(`demo/events/${slug}.svg`, eventImage(slug, title, index * 3));
});

TEAM.forEach((member, index) => write(`team/${teamImageSlug(member)}.svg`, portrait(member.name, index)));

write("demo/vriend-van-forensisch-forum.svg", friendBadge());
for (const scene of HOME_SCENES) write(`demo/${scene.file}`, homeScene(scene));

console.log(`${written} afbeeldingen geschreven naar ${path.relative(process.cwd(), assets) || "."}`);
