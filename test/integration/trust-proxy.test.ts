import { afterAll, describe, expect, it } from "vitest";
import { clientIpOf } from "../../server/graphql/request-info.ts";
import { openDatabase } from "../../server/db/client.ts";
import { testDeps } from "../support/deps.ts";
import { listenOnFreePort, testHttpApp } from "../support/http-app.ts";

// TRUST_PROXY says whose X-Forwarded-For gives the client address that the abuse limits count: a hop
// count, addresses or ranges, loopback (the default), true or false. The page handler here answers the address
// Express resolved, as every page and /graphql see it.
const database = openDatabase({ pgliteDir: "memory" });
afterAll(() => database.close());

async function clientAddressSeen(trustProxy: string, forwardedFor?: string): Promise<string> {
  const app = testHttpApp(testDeps(database.db, new Date()), {
    trustProxy,
    pages: (req, res) => void res.send(clientIpOf(req)),
  });
  const server = await listenOnFreePort(app);
  try {
    const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    return await (await fetch(`${server.url}/wie-ben-ik`, { headers })).text();
  } finally {
    await server.close();
  }
}

describe("TRUST_PROXY: the client address behind proxies", () => {
  const chain = "198.51.100.1, 203.0.113.9, 10.0.0.1";

  it("by default believes only a proxy on this machine, so the next hop is the client", async () => {
    expect(await clientAddressSeen("loopback", "203.0.113.9")).toBe("203.0.113.9");
    expect(await clientAddressSeen("loopback", chain)).toBe("10.0.0.1");
    expect(await clientAddressSeen("loopback")).toBe("127.0.0.1");
  });

  it("with a hop count believes that many proxies, counted from this server", async () => {
    expect(await clientAddressSeen("1", chain)).toBe("10.0.0.1");
    expect(await clientAddressSeen("2", chain)).toBe("203.0.113.9");
    expect(await clientAddressSeen("3", chain)).toBe("198.51.100.1");
  });

  it("with addresses or ranges believes the proxies in them, and no client that forges a chain", async () => {
    expect(await clientAddressSeen("loopback, 10.0.0.0/8", chain)).toBe("203.0.113.9");
    expect(await clientAddressSeen("127.0.0.1,10.0.0.1", chain)).toBe("203.0.113.9");
    // A client that writes its own X-Forwarded-For gets nothing past a proxy that is not trusted.
    expect(await clientAddressSeen("loopback, 10.0.0.0/8", "10.9.9.9, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("with false believes no header at all, with true the first address of the chain", async () => {
    expect(await clientAddressSeen("false", chain)).toBe("127.0.0.1");
    expect(await clientAddressSeen("true", chain)).toBe("198.51.100.1");
  });
});
