import { once } from "node:events";
import { createServer, type Server } from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeServer } from "./process-start.ts";

// A rolling restart (scripts/deploy/deploy.sh) stops one web process while nginx keeps connections to it. The
// stopping server must close its port at once, finish what runs, and leave nginx's idle connections to nginx.

let server: Server;
const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets) socket.destroy();
  server?.close();
});

async function listen(): Promise<number> {
  server = createServer((_req, res) => res.end("ok"));
  const stop = closeServer(server, 400);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  stopServer = stop;
  return (server.address() as net.AddressInfo).port;
}
let stopServer: () => Promise<void>;

/** A kept-alive connection as a client or nginx holds it, with everything it received. */
async function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  sockets.push(socket);
  await once(socket, "connect");
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  socket.on("close", () => (closed = true));
  return {
    async get(headers: Record<string, string> = {}) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      const before = received.length;
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n${lines.join("")}\r\n`);
      while (!received.slice(before).includes("\r\n\r\nok")) await once(socket, "data");
      return received.slice(before);
    },
    closed: () => closed,
  };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, "127.0.0.1");
    probe.on("connect", () => (probe.destroy(), resolve(false)));
    probe.on("error", () => resolve(true));
  });

describe("closeServer", () => {
  it("refuses new connections at once and closes a direct client's idle connection at once", async () => {
    const port = await listen();
    const direct = await connection(port);
    expect(await direct.get()).toMatch(/^HTTP\/1\.1 200/);
    const stopped = stopServer();
    await tick(50);
    expect(await refused(port)).toBe(true);
    expect(direct.closed()).toBe(true);
    await stopped;
  });

  it("keeps a proxy's idle connection, answers on it with Connection: close, then lets it go", async () => {
    const port = await listen();
    const proxy = await connection(port);
    const forwarded = { "X-Forwarded-For": "203.0.113.9" };
    expect(await proxy.get(forwarded)).toContain("Connection: keep-alive");
    let done = false;
    const stopped = stopServer().then(() => (done = true));
    await tick(100);
    // nginx may be sending a request on it right now: it is answered, and then the connection ends.
    expect(proxy.closed()).toBe(false);
    const last = await proxy.get(forwarded);
    expect(last).toMatch(/^HTTP\/1\.1 200/);
    expect(last).toContain("Connection: close");
    await tick(50);
    expect(proxy.closed()).toBe(true);
    await stopped;
    expect(done).toBe(true);
  });

  it("closes a proxy's idle connection itself once the drain time is over", async () => {
    const port = await listen();
    const proxy = await connection(port);
    await proxy.get({ "X-Forwarded-For": "203.0.113.9" });
    const started = Date.now();
    await stopServer();
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    await tick(20);
    expect(proxy.closed()).toBe(true);
  });
});
