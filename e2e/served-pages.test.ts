import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../test/support/site/server.ts";
import { claimSharedSite } from "../test/support/site/shared-site.ts";

const CONTENT_PAGES = ["/over-ons", "/contact", "/algemene-voorwaarden"];

// Nothing is prerendered at build any more: the content pages show what the back office published (decision
// 0033) and the page cache keeps them for anonymous visitors (decision 0014). The programme booklet comes from the
// database.
describe("pages and generated files of the production server", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = (await claimSharedSite()).server;
  });

  it.each(CONTENT_PAGES)("renders %s per request and keeps it for the next visitor", async (page) => {
    const first = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "gzip" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-prerendered")).toBeNull();
    expect(first.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const body = await first.text();
    const kept = await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "gzip" } });
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(kept.headers.get("content-encoding")).toBe("gzip");
    expect(await kept.text()).toBe(body);
  });

  it("serves the data of a content page for client-side navigation", async () => {
    const response = await fetch(`${server.url}/over-ons.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(await response.text()).toContain("Een forensische kennisalliantie");
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
