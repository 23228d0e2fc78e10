import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAreaHeaders } from "./staff-area.ts";

describe("the back office's headers", () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(staffAreaHeaders);
    // Like React Router's adapter, which appends a page's own headers to what the middleware set.
    app.get("/beheer", (_req, res) => void res.append("Cache-Control", "no-store").status(503).send("storing"));
    app.get("/vakschool", (_req, res) => void res.send("cursussen"));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("are sent once each, also when the page sets one of them itself", async () => {
    const response = await fetch(`${url}/beheer`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("are not sent outside the back office", async () => {
    const response = await fetch(`${url}/vakschool`);
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });
});
