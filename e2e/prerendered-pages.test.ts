import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../test/support/site/server.ts";
import { claimSharedSite } from "../test/support/site/shared-site.ts";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const PRERENDERED = ["/over-ons", "/contact", "/algemene-voorwaarden"];

// The production build serves the content pages React Router prerendered (react-router.config.ts) as files,
// and the programme booklet from the database.
describe("static and generated files of the production server", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = (await claimSharedSite()).server;
  });

  it.each(PRERENDERED)("serves %s as the prerendered HTML file", async (page) => {
    const response = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-prerendered")).toBe("1");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe(readFileSync(path.join(clientDir, page, "index.html"), "utf8"));
  });

  it("serves the data of a prerendered page for client-side navigation", async () => {
    const response = await fetch(`${server.url}/over-ons.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/x-script");
    expect(await response.text()).toBe(readFileSync(path.join(clientDir, "over-ons.data"), "utf8"));
  });

  it("renders the other pages per request", async () => {
    const response = await fetch(`${server.url}/vrienden`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-prerendered")).toBeNull();
  });

  // They quote the running server's settings (retention periods, the organisation): a build-time copy would lie.
  it.each(["/privacy", "/cookieverklaring"])("renders %s per request, not prerendered", async (page) => {
    const response = await fetch(`${server.url}${page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-prerendered")).toBeNull();
  });

  it("offers the programme booklet of the demo forum", async () => {
    const response = await fetch(`${server.url}/programmaboekje.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="programmaboekje-forensisch-forum-jaarcongres-\d{4}\.pdf"$/,
    );
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
