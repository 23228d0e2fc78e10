import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, mediaFiles, type StaffRole } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { listMediaFiles } from "../../server/domain/media/list-media.ts";
import { MEDIA_MESSAGES } from "../../server/domain/media/messages.ts";
import { fileMediaStorage, type MediaStorage } from "../../server/domain/media/storage.ts";
import { testDatabases } from "../support/databases.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";
import { testDeps } from "../support/deps.ts";
import { jpegWithGps, MALICIOUS_SVG, pngOf, storeBytes, type BytesUpload } from "../support/factories/media.ts";

const NOW = new Date("2026-11-23T10:00:00Z");

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

for (const database of testDatabases()) {
  describe(`Image uploads on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let dir: string;
    let storage: MediaStorage;
    let base: ServiceDeps;
    const staff: Record<string, ServiceDeps> = {};

    beforeAll(async () => {
      handle = await database.open();
      dir = await mkdtemp(path.join(tmpdir(), "ff-media-"));
      storage = fileMediaStorage(dir);
      base = testDeps(handle.db, NOW);
      for (const role of ["redacteur", "financien"] as StaffRole[]) {
        const member = await createStaffMember(handle.db, NOW, {
          email: `${role}@example.org`,
          name: `Test ${role}`,
          roles: [role],
        });
        staff[role] = actingAs(base, staffActor(member));
      }
    });

    afterAll(async () => {
      await handle?.close();
      await rm(dir, { recursive: true, force: true });
    });

    const upload = (overrides: Partial<BytesUpload>): BytesUpload => ({
      bytes: new Uint8Array(),
      filename: "foto.png",
      contentType: "image/png",
      kind: "EVENT_IMAGE",
      altText: "Zaal vol deelnemers tijdens het congres",
      ...overrides,
    });

    it("turns a PNG into WebP variants of the pages' widths, and records who uploaded it", async () => {
      const bytes = await pngOf(2000, 1200);
      const stored = await storeBytes(staff.redacteur!, storage, upload({ bytes }));
      expect(stored.url).toBe(`/media/${stored.id}/1200.webp`);
      expect(stored.variants).toEqual(["400", "800", "1200", "1600"]);
      const files = (await readdir(path.join(dir, stored.id))).sort();
      expect(files).toEqual(["1200.webp", "1600.webp", "400.webp", "800.webp"]);
      for (const width of [400, 800, 1200, 1600]) {
        const meta = await sharp(path.join(dir, stored.id, `${width}.webp`)).metadata();
        expect(meta.format).toBe("webp");
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 630) / 1200)]);
      }
      const [row] = await handle.db.select().from(mediaFiles).where(eq(mediaFiles.id, stored.id));
      expect(row).toMatchObject({ kind: "EVENT_IMAGE", sourceType: "image/png", width: 2000, height: 1200 });
      const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, stored.id));
      expect(audit).toMatchObject([{ entityType: "media_file", action: "create" }]);

      const list = await listMediaFiles(staff.redacteur!, "EVENT_IMAGE", { first: 10 });
      expect(list.nodes.map((node) => node.id)).toContain(stored.id);
    });

    it("strips every metadata of a JPEG, its GPS position included", async () => {
      const jpeg = await jpegWithGps();
      const before = await sharp(jpeg).metadata();
      expect(before.exif).toBeDefined();
      const stored = await storeBytes(staff.redacteur!, storage, upload({ bytes: jpeg, filename: "x.jpg" }));
      for (const variant of stored.variants) {
        const file = await readFile(path.join(dir, stored.id, `${variant}.webp`));
        const meta = await sharp(file).metadata();
        expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
        expect(file.includes(Buffer.from("Exif"))).toBe(false);
      }
    });

    it("keeps an SVG logo as SVG without scripts, handlers, outside references or foreignObject", async () => {
      const bytes = new TextEncoder().encode(MALICIOUS_SVG);
      const stored = await storeBytes(staff.redacteur!, storage, upload({ bytes, kind: "LOGO", altText: null }));
      expect(stored.url).toBe(`/media/${stored.id}/vector.svg`);
      const svg = await readFile(path.join(dir, stored.id, "vector.svg"), "utf8");
      expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      for (const forbidden of [/<script/i, /\son\w+=/i, /javascript:/i, /https?:\/\/(?!www\.w3\.org)/i]) {
        expect(svg).not.toMatch(forbidden);
      }
      expect(svg).not.toMatch(/foreignObject/i);
      expect(svg).not.toMatch(/@import/i);
      expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="#0a5"/>');
    });

    it("makes 1x and 2x WebP variants of a raster logo, fitted, never cropped", async () => {
      const stored = await storeBytes(
        staff.redacteur!,
        storage,
        upload({ bytes: await pngOf(900, 300), kind: "LOGO" }),
      );
      expect(stored.url).toBe(`/media/${stored.id}/320.webp`);
      const small = await sharp(path.join(dir, stored.id, "320.webp")).metadata();
      const large = await sharp(path.join(dir, stored.id, "640.webp")).metadata();
      expect([small.width, small.height, large.width, large.height]).toEqual([288, 96, 576, 192]);
    });

    it("refuses a text file named .png, by its content, in Dutch", async () => {
      const bytes = new TextEncoder().encode("Dit is geen afbeelding.\n");
      const error = await refusal(storeBytes(staff.redacteur!, storage, upload({ bytes })));
      expect(error.code).toBe("BAD_USER_INPUT");
      expect(error.message).toBe(MEDIA_MESSAGES.notAnImage);
      expect(error.details.field).toBe("file");
    });

    it("refuses files over 8 MB, images over 6000 pixels and event images too small for the pages", async () => {
      const huge = new Uint8Array(8 * 1024 * 1024 + 1);
      huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect((await refusal(storeBytes(staff.redacteur!, storage, upload({ bytes: huge })))).message).toBe(
        MEDIA_MESSAGES.tooLarge,
      );
      const wide = await sharp({ create: { width: 6001, height: 10, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      expect((await refusal(storeBytes(staff.redacteur!, storage, upload({ bytes: wide })))).message).toBe(
        MEDIA_MESSAGES.tooManyPixels,
      );
      const small = await pngOf(640, 400);
      expect((await refusal(storeBytes(staff.redacteur!, storage, upload({ bytes: small })))).message).toBe(
        MEDIA_MESSAGES.tooSmallForEvent,
      );
    });

    it("requires alt text for an event image", async () => {
      const error = await refusal(
        storeBytes(staff.redacteur!, storage, upload({ bytes: await pngOf(1200, 630), altText: "  " })),
      );
      expect(error.details.field).toBe("altText");
    });

    it("refuses visitors and staff without the permission, and writes nothing", async () => {
      const bytes = await pngOf(1200, 630);
      const before = await handle.db.select().from(mediaFiles);
      expect((await refusal(storeBytes(base, storage, upload({ bytes })))).code).toBe("UNAUTHENTICATED");
      expect((await refusal(storeBytes(staff.financien!, storage, upload({ bytes })))).code).toBe("FORBIDDEN");
      const logo = upload({ bytes, kind: "LOGO" });
      expect((await refusal(storeBytes(staff.financien!, storage, logo))).code).toBe("FORBIDDEN");
      expect((await refusal(listMediaFiles(staff.financien!, "LOGO", {}))).code).toBe("FORBIDDEN");
      expect(await handle.db.select().from(mediaFiles)).toHaveLength(before.length);
      const folders = (await readdir(dir)).filter((name) => !name.startsWith("."));
      expect(folders).toHaveLength(before.length);
    });
  });
}
