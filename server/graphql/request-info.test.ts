import { describe, expect, it } from "vitest";
import { clientIpOf, fetchHeadersOf, parseCookies, requestInfo } from "./request-info.ts";

describe("what the API knows of a request", () => {
  it("takes the client address Express resolved by its trusted-proxy rule, else the socket's", () => {
    expect(clientIpOf({ ip: "203.0.113.7", socket: { remoteAddress: "127.0.0.1" } })).toBe("203.0.113.7");
    expect(clientIpOf({ socket: { remoteAddress: "::1" } })).toBe("::1");
    expect(clientIpOf(undefined)).toBeNull();
    // An HTTP request whose socket has gone still has a client, so it is still rate-limited.
    expect(clientIpOf({ socket: {} })).toBe("unknown");
  });

  it("reads cookies, the origin and the User-Agent from the headers, the same for Node and Fetch requests", () => {
    const headers = fetchHeadersOf({
      headers: {
        cookie: 'sessie=a%20b; thema="donker"; kapot; sessie=tweede',
        origin: "http://localhost:3000",
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      },
    });
    expect(requestInfo("198.51.100.2", headers)).toEqual({
      clientIp: "198.51.100.2",
      cookies: { sessie: "a b", thema: "donker" },
      origin: "http://localhost:3000",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    });
    expect(requestInfo(null, new Headers()).userAgent).toBeNull();
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies("x=%E0%A4%A")).toEqual({ x: "%E0%A4%A" });
  });
});
