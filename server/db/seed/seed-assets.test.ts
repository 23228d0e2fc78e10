import { TEST_SETTINGS } from "../../../test/support/deps.ts";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import * as t from "../schema/index.ts";
import { DEFAULT_EVENT_IMAGE_URL, FORUM, OTHER_EVENTS, eventImageUrl } from "../../../content/events.ts";
import { TEAM } from "../../../content/team.ts";
import { seedDemoContent } from "./index.ts";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
const fileFor = (url: string) => path.join(publicDir, ...url.split("/").filter(Boolean));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = openDatabase({ pgliteDir: "memory" });
  await handle.migrate();
  await seedDemoContent(handle.db, { now: new Date("2026-10-20T09:00:00Z"), settings: TEST_SETTINGS });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("images referenced by the demo content", () => {
  it("exist under public/ (run node scripts/make-demo-images.ts after changing the content)", async () => {
    const db = handle.db;
    const [organizations, affiliates, events, vacancies] = await Promise.all([
      db.select({ url: t.organizations.logoUrl }).from(t.organizations),
      db.select({ url: t.affiliates.logoUrl }).from(t.affiliates),
      db.select({ url: t.events.featuredImageUrl }).from(t.events),
      db.select({ url: t.vacancies.logoUrl }).from(t.vacancies),
    ]);
    const urls = [
      ...[...organizations, ...affiliates, ...events, ...vacancies].map((row) => row.url),
      ...TEAM.map((member) => member.imageUrl),
      DEFAULT_EVENT_IMAGE_URL,
      "/assets/demo/vriend-van-forensisch-forum.svg",
      "/assets/demo/home-1.webp",
      "/assets/demo/home-2.webp",
      "/assets/demo/home-3.webp",
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(30);
    const missing = urls.filter((url) => !url.startsWith("/assets/") || !existsSync(fileFor(url)));
    expect(missing).toEqual([]);
  });
});

describe("the photo-like illustrations", () => {
  const expected = [
    ...[FORUM, ...OTHER_EVENTS].flatMap((event) => (event.imageSlug ? [eventImageUrl(event.imageSlug)] : [])),
    DEFAULT_EVENT_IMAGE_URL,
  ]
    .map((url) => ({ url, width: 1200, height: 630 }))
    .concat(TEAM.map((member) => ({ url: member.imageUrl, width: 400, height: 400 })))
    .concat([1, 2, 3].map((n) => ({ url: `/assets/demo/home-${n}.webp`, width: 800, height: 600 })));

  it.each(expected)("$url is a small WebP of $width x $height", async ({ url, width, height }) => {
    const metadata = await sharp(fileFor(url)).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "webp",
      width,
      height,
    });
    expect(statSync(fileFor(url)).size).toBeLessThan(60 * 1024);
  });
});

describe("the board on the About page", () => {
  it("has the six roles, with invented addresses and profiles", () => {
    expect(TEAM.map((member) => member.role)).toEqual([
      "Voorzitter",
      "Secretaris",
      "Penningmeester",
      "Algemeen bestuurslid",
      "PR en communicatie",
      "Bestuurslid en contactpersoon",
    ]);
    for (const member of TEAM) {
      expect(member.email).toMatch(/^[a-z.]+@forensischforum\.example\.org$/);
      expect(member.linkedIn).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+-example$/);
      expect(member.imageUrl).toMatch(/^\/assets\/team\/[a-z-]+\.webp$/);
    }
  });
});
