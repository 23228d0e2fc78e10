import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { fileMediaStorage } from "../../server/domain/media/storage.ts";
import { createSession } from "../../server/domain/staff/sessions.ts";
import { graphqlContextFactory } from "../../server/graphql/context.ts";
import { imageUploader } from "../../server/http/media-upload.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/client.ts";
import { TEST_SETTINGS, testDeps } from "../support/deps.ts";
import { createStaffMember } from "../support/factories/staff.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";
import { MALICIOUS_SVG, pdfOf, pngOf } from "../support/factories/media.ts";

// The HTTP side of the back office's uploads: serving /media, POST /api/media, and the larger body limit of multipart
// posts to /beheer. The domain rules are tested in media-upload.test.ts; one database is enough here.
const NOW = new Date("2026-11-23T10:00:00Z");
const PUBLIC_URL = TEST_SETTINGS.site.publicUrl;

describe("Image uploads over HTTP", () => {
  let handle: DatabaseHandle;
  let dir: string;
  let server: { url: string; close: () => Promise<void> };
  let cookie: string;
  let pagePosts: { path: string; bytes: number }[];

  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: "memory" });
    await handle.migrate();
    dir = await mkdtemp(path.join(tmpdir(), "ff-media-http-"));
    const deps = testDeps(handle.db, () => NOW);
    const storage = fileMediaStorage(dir);
    const upload = imageUploader(graphqlContextFactory(deps), storage);
    pagePosts = [];
    const app = testHttpApp(deps, {
      media: { storage, upload, allowedOrigins: new Set([new URL(PUBLIC_URL).origin]) },
      // A stand-in web app: a streamed upload's form comes with the request (res.locals, as server/main.ts hands it
      // to the page's action); any other post it reads whole, as React Router's request.formData() would.
      pages: (req, res) => {
        const uploaded = res.locals.uploadedForm as FormData | undefined;
        const file = uploaded?.get("bestand");
        if (file instanceof Blob) {
          pagePosts.push({ path: req.path, bytes: file.size });
          return void res.status(200).send("ok");
        }
        let bytes = 0;
        req.on("data", (chunk: Buffer) => (bytes += chunk.length));
        req.on("end", () => {
          pagePosts.push({ path: req.path, bytes });
          res.status(200).send("ok");
        });
      },
    });
    server = await listenOnFreePort(app);
    const staff = await createStaffMember(handle.db, NOW, {
      email: "redactie@example.org",
      name: "Redactie",
      roles: ["redacteur"],
    });
    const session = await createSession(handle.db, staff.id, NOW, TEST_SETTINGS.staff);
    cookie = `${staffSessionCookieName(PUBLIC_URL)}=${session.token}`;
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const uploadForm = async (file: Blob, kind: string, alt?: string) => {
    const form = new FormData();
    form.set("bestand", file, "afbeelding");
    form.set("soort", kind);
    if (alt) form.set("alt", alt);
    return form;
  };

  const post = (form: FormData, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/media`, { method: "POST", body: form, headers: { cookie, ...headers } });

  it("takes an upload from a signed-in redacteur and serves its variants, cached for good", async () => {
    const png = new Blob([new Uint8Array(await pngOf(1600, 900))], { type: "image/png" });
    const response = await post(await uploadForm(png, "EVENT_IMAGE", "Het podium"));
    expect(response.status).toBe(201);
    const outcome = (await response.json()) as { ok: true; image: { id: string; url: string } };
    expect(outcome.image.url).toBe(`/media/${outcome.image.id}/1200.webp`);

    const image = await fetch(`${server.url}${outcome.image.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("serves a sanitised SVG logo with a policy that runs no script", async () => {
    const svg = new Blob([MALICIOUS_SVG], { type: "image/svg+xml" });
    const response = await post(await uploadForm(svg, "LOGO"));
    const outcome = (await response.json()) as { image: { url: string } };
    const logo = await fetch(`${server.url}${outcome.image.url}`);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(logo.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(await logo.text()).not.toMatch(/<script|onload|javascript:/i);
  });

  it("serves a notice's PDF as a download under a safe name, and refuses text dressed as a PDF", async () => {
    const form = new FormData();
    form.set("bestand", new Blob([new Uint8Array(await pdfOf())]), 'Programma "2027".pdf\r\nX: 1');
    form.set("soort", "PDF");
    const response = await post(form);
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { id: string; url: string } };
    expect(image.url).toBe(`/media/${image.id}/document.pdf`);
    const pdf = await fetch(`${server.url}${image.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="programma-2027-pdfx-1.pdf"');
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const url of [`/media/${image.id}/document.webp`, `/media/${image.id}/1200.pdf`]) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
    }

    const html = new FormData();
    html.set("bestand", new Blob(["<html><script>alert(1)</script></html>%PDF-1.7"]), "flyer.pdf");
    html.set("soort", "PDF");
    const refused = await post(html);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/geen pdf die we kunnen lezen/);
  });

  it("answers 404 for unknown ids, unknown variants, wrong extensions and paths that try to climb out", async () => {
    const known = (await (
      await post(await uploadForm(new Blob([new Uint8Array(await pngOf(800, 420))]), "EVENT_IMAGE", "x"))
    ).json()) as { image: { id: string } };
    const id = known.image.id;
    for (const url of [
      `/media/00000000-0000-4000-8000-000000000000/1200.webp`,
      `/media/${id}/999.webp`,
      `/media/${id}/1200.svg`,
      `/media/${id}/vector.webp`,
      `/media/${id}/1200.png`,
      `/media/..%2F..%2Fetc/passwd`,
      `/media/${id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/not-a-uuid/1200.webp`,
    ]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
    }
    expect((await fetch(`${server.url}/media/${id}/400.webp`)).status).toBe(200);
  });

  it("refuses anonymous and cross-site uploads, and text dressed as a PNG", async () => {
    const png = new Blob([new Uint8Array(await pngOf(800, 420))], { type: "image/png" });
    const anonymous = await post(await uploadForm(png, "EVENT_IMAGE", "x"), { cookie: "" });
    expect(anonymous.status).toBe(401);
    const crossSite = await post(await uploadForm(png, "EVENT_IMAGE", "x"), { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const text = new Blob(["geen afbeelding"], { type: "image/png" });
    const refused = await post(await uploadForm(text, "EVENT_IMAGE", "x"));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/geen afbeelding die we aannemen/);
  });

  it("takes an 8 MB upload in a multipart post to a /beheer page, and nothing over 64 kB elsewhere", async () => {
    const big = () => {
      const form = new FormData();
      form.set("bestand", new Blob([new Uint8Array(8 * 1024 * 1024)]), "groot.png");
      return form;
    };
    const headers = { origin: new URL(PUBLIC_URL).origin };
    const staffPage = await fetch(`${server.url}/beheer/afbeeldingen`, { method: "POST", body: big(), headers });
    expect(staffPage.status).toBe(200);
    expect(pagePosts.at(-1)?.bytes).toBe(8 * 1024 * 1024);

    const publicPage = await fetch(`${server.url}/vakschool/x`, { method: "POST", body: big(), headers });
    expect(publicPage.status).toBe(413);
    const urlencoded = new URLSearchParams({ veld: "x".repeat(70 * 1024) });
    const staffForm = await fetch(`${server.url}/beheer/afbeeldingen`, { method: "POST", body: urlencoded, headers });
    expect(staffForm.status).toBe(413);

    const tooBig = new FormData();
    tooBig.set("bestand", new Blob([new Uint8Array(10 * 1024 * 1024)]), "te-groot.png");
    const refused = await fetch(`${server.url}/beheer/afbeeldingen`, { method: "POST", body: tooBig, headers });
    expect(refused.status).toBe(413);
  });

  /** The temporary folders of uploads (server/http/upload-form.ts) still on disk. */
  const uploadFolders = async () => (await readdir(tmpdir())).filter((name) => name.startsWith("ff-upload-"));
  const noUploadFoldersLeft = () => vi.waitFor(async () => expect(await uploadFolders()).toEqual([]));

  it("refuses an upload over the limit with a Dutch 413, and leaves no temporary file", async () => {
    const form = new FormData();
    form.set("bestand", new Blob([new Uint8Array(8 * 1024 * 1024 + 1)]), "te-groot.png");
    form.set("soort", "EVENT_IMAGE");
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "REQUEST_TOO_LARGE",
      message: expect.stringMatching(/te groot/),
    });
    await noUploadFoldersLeft();

    const fields = new FormData();
    for (let i = 0; i < 100; i++) fields.set(`veld${i}`, "x");
    expect((await post(fields)).status).toBe(413);
  });

  it("removes the temporary file after an upload is stored, and when the client goes away halfway", async () => {
    const png = new Blob([new Uint8Array(await pngOf(1200, 630))], { type: "image/png" });
    expect((await post(await uploadForm(png, "EVENT_IMAGE", "Zaal"))).status).toBe(201);
    await noUploadFoldersLeft();

    const url = new URL(`${server.url}/api/media`);
    const boundary = "----afgebroken";
    const abandoned = httpRequest(url, {
      method: "POST",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": 4_000_000 },
    });
    abandoned.on("error", () => {});
    abandoned.write(`--${boundary}\r\nContent-Disposition: form-data; name="bestand"; filename="a.png"\r\n\r\n`);
    abandoned.write(Buffer.alloc(1024 * 1024));
    await vi.waitFor(async () => expect((await uploadFolders()).length).toBeGreaterThan(0));
    abandoned.destroy();
    await noUploadFoldersLeft();
  });

  it("limits /api/media per client and uploads per staff member, in Dutch with Retry-After", async () => {
    // Past the hour of the other tests' uploads (their clock stands still), within the session's idle time.
    const later = new Date(NOW.getTime() + 90 * 60_000);
    const staffLimits = { ...TEST_SETTINGS.staff, uploadsPerHour: 1, mediaApiRequestsPerClientPerHour: 3 };
    const deps = testDeps(handle.db, () => later, { settings: { ...TEST_SETTINGS, staff: staffLimits } });
    const storage = fileMediaStorage(dir);
    const limited = await listenOnFreePort(
      testHttpApp(deps, {
        media: {
          storage,
          upload: imageUploader(graphqlContextFactory(deps), storage),
          allowedOrigins: new Set([new URL(PUBLIC_URL).origin]),
        },
      }),
    );
    try {
      const png = new Blob([new Uint8Array(await pngOf(1200, 630))], { type: "image/png" });
      const send = async () =>
        fetch(`${limited.url}/api/media`, {
          method: "POST",
          body: await uploadForm(png, "EVENT_IMAGE", "x"),
          headers: { cookie },
        });
      expect((await send()).status).toBe(201);
      const member = await send();
      expect(member.status).toBe(429);
      expect(Number(member.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await member.json()) as { message: string }).message).toMatch(
        /^Je hebt het afgelopen uur al 1 bestanden geüpload.*Probeer het over \d+ minuten? opnieuw\.$/,
      );
      await send();
      const client = await send();
      expect(client.status).toBe(429);
      expect(Number(client.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await client.json()) as { message: string }).message).toMatch(/^Te veel uploads vanaf dit adres\./);
    } finally {
      await limited.close();
    }
  });
});
